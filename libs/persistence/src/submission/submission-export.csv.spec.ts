import { csvField, csvRecord } from './submission-export.csv';

describe('export CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-x', "'-x"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['\rcr', '"\'\rcr"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['-5', '-5'],
    ['3.5', '3.5'],
    ['-0.25', '-0.25'],
    ['--5', "'--5"],
    ['-5e3', "'-5e3"],
    ['émoji 🎉 שלום', 'émoji 🎉 שלום'],
  ])('writes %j as %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('ends each record with CRLF', () => {
    expect(csvRecord(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });
});
