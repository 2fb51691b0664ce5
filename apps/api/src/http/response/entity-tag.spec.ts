import { entityTagOf, formEntityTag, ifNoneMatchMatches, revisionsNamedBy } from './entity-tag';

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

describe("a form's entity tag, told from its revision", () => {
  const tagOf = (revision: number) => formEntityTag('w1', 'f1', revision, 'https://acme.example');

  it('is strong, and differs by revision, form, workspace and address', () => {
    expect(tagOf(3)).toMatch(/^"3\.[A-Za-z0-9_-]+"$/);
    expect(new Set([tagOf(3), tagOf(4), formEntityTag('w1', 'f2', 3, 'https://acme.example'), formEntityTag('w2', 'f1', 3, 'https://acme.example'), formEntityTag('w1', 'f1', 3, 'https://other.example')]).size).toBe(5);
  });

  it.each([
    [undefined, undefined],
    ['*', 'any'],
    [tagOf(3), [3]],
    [`"x", ${tagOf(3)}, ${tagOf(5)}`, [3, 5]],
    [`W/${tagOf(3)}`, []],
    [formEntityTag('w1', 'f2', 3, 'https://acme.example'), []],
    ['"3.forged"', []],
    [`${tagOf(3)}, garbage`, []],
    [tagOf(3).slice(1, -1), []],
  ])('If-Match %j names %j', (header, expected) => {
    expect(revisionsNamedBy(header, tagOf)).toEqual(expected);
  });
});
