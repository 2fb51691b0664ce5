import { entityTagOf, ifNoneMatchMatches } from './entity-tag';

describe('entity tags', () => {
  const tag = entityTagOf('{"a":1}');

  it('is a strong tag that changes with every byte', () => {
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(entityTagOf('{"a":1}')).toBe(tag);
    expect(entityTagOf('{"a":2}')).not.toBe(tag);
    expect(entityTagOf('{"a":1} ')).not.toBe(tag);
  });

  it.each([
    [tag, true],
    [`W/${tag}`, true],
    [`"other", ${tag}`, true],
    [`"other",${tag} , "third"`, true],
    ['*', true],
    [' * ', true],
    ['"other"', false],
    ['', false],
  ])('If-None-Match %j matches: %s', (header, expected) => {
    expect(ifNoneMatchMatches(header, tag)).toBe(expected);
  });

  it.each([
    tag.slice(1, -1), // unquoted
    `${tag}, garbage`,
    `${tag},`,
    `w/${tag}`,
    `"a"b", ${tag}`,
    `${tag} *`,
    `\u0000${tag}`,
  ])('a malformed If-None-Match matches nothing: %j', (header) => {
    expect(ifNoneMatchMatches(header, tag)).toBe(false);
  });

  it('reads repeated header lines as one list', () => {
    expect(ifNoneMatchMatches(['"x"', tag], tag)).toBe(true);
  });
});
