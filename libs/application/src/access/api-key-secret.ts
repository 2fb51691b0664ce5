import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

// `fsk_` lets secret scanners recognise a leaked key; the prefix finds the stored row; only a hash of the
// whole key is stored. Keys carry 256 bits of randomness, so a fast hash is enough (no password stretching).
const KEY_PATTERN = /^fsk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

export interface GeneratedApiKey {
  secret: string;
  prefix: string;
  hash: Uint8Array;
}

export function generateApiKey(): GeneratedApiKey {
  const prefix = randomBytes(9).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '0').slice(0, 12);
  const secret = `fsk_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix, hash: hashApiKey(secret) };
}

export function hashApiKey(secret: string): Uint8Array {
  return hash('sha256', secret, 'buffer');
}

/** The prefix of a well-formed key, or null. */
export function apiKeyPrefix(secret: string): string | null {
  return KEY_PATTERN.exec(secret)?.[1] ?? null;
}

export function apiKeyMatches(secret: string, storedHash: Uint8Array): boolean {
  const presented = hashApiKey(secret);
  return presented.length === storedHash.length && timingSafeEqual(presented, storedHash);
}
