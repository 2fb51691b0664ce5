import { apiKeyMatches, apiKeyPrefix, generateApiKey, hashApiKey } from './api-key-secret';

describe('API key secrets', () => {
  it('generates recognisable keys whose prefix can be read back', () => {
    const key = generateApiKey();
    expect(key.secret).toMatch(/^fsk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(apiKeyPrefix(key.secret)).toBe(key.prefix);
  });

  it('matches only the exact key against its stored hash', () => {
    const key = generateApiKey();
    expect(apiKeyMatches(key.secret, key.hash)).toBe(true);
    expect(apiKeyMatches(`${key.secret.slice(0, -1)}x`, key.hash)).toBe(false);
    expect(apiKeyMatches(key.secret, hashApiKey('other'))).toBe(false);
  });

  it('reads no prefix from malformed keys', () => {
    expect(apiKeyPrefix('')).toBeNull();
    expect(apiKeyPrefix('fsk_short_x')).toBeNull();
    expect(apiKeyPrefix('Bearer fsk_abcdefghijkl_' + 'a'.repeat(43))).toBeNull();
  });

  it('never generates the same key twice', () => {
    const secrets = new Set(Array.from({ length: 200 }, () => generateApiKey().secret));
    expect(secrets.size).toBe(200);
  });
});
