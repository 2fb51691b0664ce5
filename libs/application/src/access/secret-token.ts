import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../shared/identifiers';

/**
 * A secret handed to a person (a session cookie, a sign-in link, a join link): the id of the row it opens
 * and 256 random bits, `<id>.<secret>`, URL-safe. Only a SHA-256 hash of the whole value is stored, and the
 * row is found by its id (so every look-up leads with the workspace, as API keys are found by prefix).
 * 256 random bits make a fast hash enough: there is nothing to guess.
 */
export interface IssuedToken {
  id: string;
  token: string;
  hash: Uint8Array;
}

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function issueToken(id: string): IssuedToken {
  const token = `${id}.${randomBytes(32).toString('base64url')}`;
  return { id, token, hash: hashToken(token) };
}

export function hashToken(token: string): Uint8Array {
  return hash('sha256', token, 'buffer');
}

/** The row id a well-formed token names, or null for anything else (never an error: strangers send these). */
export function tokenId(token: unknown): string | null {
  if (typeof token !== 'string' || token.length !== 36 + 1 + 43) return null;
  const id = token.slice(0, 36);
  return token[36] === '.' && isUuid(id) && SECRET_PATTERN.test(token.slice(37)) ? id : null;
}

export function tokenMatches(token: string, storedHash: Uint8Array | null): boolean {
  if (!storedHash) return false;
  const presented = hashToken(token);
  return presented.length === storedHash.length && timingSafeEqual(presented, storedHash);
}
