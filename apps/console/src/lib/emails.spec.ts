import { parseEmails } from './emails';

describe('parseEmails', () => {
  it('splits on commas and lines, dropping blanks and repeats', () => {
    expect(parseEmails(' ada@example.com,grace@example.com\n\nAda@Example.com ;  linus@example.com  ')).toEqual(['ada@example.com', 'grace@example.com', 'linus@example.com']);
    expect(parseEmails(' \n , ')).toEqual([]);
  });
});
