import { issueToken, tokenId, tokenMatches } from './secret-token';

describe('secret tokens', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('carries the row id and matches only its own hash', () => {
    const issued = issueToken(id);
    expect(tokenId(issued.token)).toBe(id);
    expect(tokenMatches(issued.token, issued.hash)).toBe(true);
    expect(tokenMatches(issueToken(id).token, issued.hash)).toBe(false);
    expect(tokenMatches(issued.token, null)).toBe(false);
  });

  it.each([undefined, 42, '', 'x', `${id}`, `${id}.short`, `${id}:${'a'.repeat(43)}`, `not-a-uuid-at-all-but-36-characters.${'a'.repeat(43)}`, `${id}.${'a'.repeat(42)}!`])(
    'reads %p as no token',
    (value) => {
      expect(tokenId(value)).toBeNull();
    },
  );
});
