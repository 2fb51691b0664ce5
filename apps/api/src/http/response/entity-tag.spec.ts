import { draftEntityTag, draftSavesNamedBy, entityTagOf, formEntityTag, ifNoneMatchMatches, revisionsNamedBy } from './entity-tag';

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

  it("names a draft's save by its revision and its time: a draft started again from 1 has other tags", () => {
    const first = { revision: 1, updatedAt: new Date('2026-11-27T10:00:00.123Z') };
    const again = { revision: 1, updatedAt: new Date('2026-11-27T10:05:00.456Z') };
    const tag = draftEntityTag('w', 'f', first);
    expect(tag).toMatch(/^"1\.[A-Za-z0-9_-]+"$/);
    expect(draftEntityTag('w', 'f', again)).not.toBe(tag);
    expect(draftEntityTag('w', 'other', first)).not.toBe(tag);
    const named = draftSavesNamedBy(`"elsewhere", ${tag}`, 'w', 'f');
    expect(typeof named === 'function' && [named(first), named(again)]).toEqual([true, false]);
    expect(draftSavesNamedBy(undefined, 'w', 'f')).toBeUndefined();
    expect(draftSavesNamedBy(' * ', 'w', 'f')).toBe('any');
    const malformed = draftSavesNamedBy(`${tag},`, 'w', 'f');
    expect(typeof malformed === 'function' && malformed(first)).toBe(false);
    const weak = draftSavesNamedBy(`W/${tag}`, 'w', 'f');
    expect(typeof weak === 'function' && weak(first)).toBe(false);
  });
});
