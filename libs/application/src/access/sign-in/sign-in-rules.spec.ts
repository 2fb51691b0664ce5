import { consoleReturnPath, hashSignInCode, limitWindow, newSignInCode, normalizeSignInCode, signInCodeMatches } from './sign-in-rules';

describe('consoleReturnPath', () => {
  it.each(['/console', '/console/', '/console/forms/3f1c?tab=answers', '/console#top', '/console/forms/a%20b'])('keeps %s', (path) => {
    expect(consoleReturnPath(path)).toBe(path);
  });

  it.each([
    '//evil.example/console',
    'https://evil.example/console',
    '/consolex',
    '/console/../api/external/v1/forms',
    '/console/./x',
    '/console/%2e%2e/x',
    '/console/%2F%2Fevil',
    '/console\\evil',
    '/console//evil.example',
    '/console/a b',
    '/console/\u0000',
    `/console/${'a'.repeat(1000)}`,
    '',
    undefined,
    42,
  ])('ignores %p', (value) => {
    expect(consoleReturnPath(value)).toBeNull();
  });
});

describe('sign-in codes', () => {
  it('are six digits, leading zeros included', () => {
    for (let draw = 0; draw < 200; draw++) expect(newSignInCode()).toMatch(/^\d{6}$/);
  });

  it('match only their own attempt, spaces and dashes ignored', () => {
    const hash = hashSignInCode('attempt-1', '012345');
    expect(signInCodeMatches('attempt-1', normalizeSignInCode(' 012 345 '), hash)).toBe(true);
    expect(signInCodeMatches('attempt-1', normalizeSignInCode('012-345'), hash)).toBe(true);
    expect(signInCodeMatches('attempt-2', normalizeSignInCode('012345'), hash)).toBe(false);
    expect(signInCodeMatches('attempt-1', normalizeSignInCode('012346'), hash)).toBe(false);
    expect(signInCodeMatches('attempt-1', normalizeSignInCode('12345'), hash)).toBe(false);
    expect(signInCodeMatches('attempt-1', normalizeSignInCode(['012345']), hash)).toBe(false);
    expect(signInCodeMatches('attempt-1', '012345', null)).toBe(false);
  });
});

describe('limitWindow', () => {
  it('is the hour the moment falls in, and the seconds until the next one', () => {
    expect(limitWindow(new Date('2026-03-01T10:59:30.200Z'))).toEqual({ start: new Date('2026-03-01T10:00:00Z'), retryAfterSeconds: 30 });
    expect(limitWindow(new Date('2026-03-01T10:00:00Z'))).toEqual({ start: new Date('2026-03-01T10:00:00Z'), retryAfterSeconds: 3600 });
    expect(limitWindow(new Date('2026-03-01T10:59:59.999Z')).retryAfterSeconds).toBe(1);
  });
});
