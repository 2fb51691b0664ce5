import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SigningInMember, StoredSignInAttempt } from '../../shared/ports/sign-in.port';

/** A sign-in link and its code are valid this long after they were asked for. */
export const SIGN_IN_VALIDITY_MS = 15 * 60_000;
/** The join link of an invitation email is valid this long after the email went out. */
export const JOIN_LINK_VALIDITY_MS = 7 * 24 * 60 * 60_000;
/**
 * After this many wrong codes an attempt's code stops working: a 6-digit code must not be guessable by
 * trying. Its emailed link still works, so that wrong codes typed by anyone never cost the member the email.
 */
export const MAX_WRONG_CODES = 5;
/** Wrong codes for one address per day, across all its attempts and browsers: then codes are refused, links still work. */
export const MAX_WRONG_CODES_PER_ADDRESS_PER_DAY = 50;

/** The limits are counted in fixed windows of an hour, per workspace. */
export const SIGN_IN_LIMIT_WINDOW_MS = 60 * 60_000;
/** Sign-in emails per address per window: more requests get the same page and no email. */
export const MAX_SIGN_IN_EMAILS = 5;
/**
 * Of those, the emails any browser can have sent: the rest are kept for browsers that signed the member in
 * before, so that a stranger asking again and again cannot use up the member's own emails.
 */
export const MAX_OPEN_SIGN_IN_EMAILS = 3;
/** Emails to one address that one client (IPv4 address, IPv6 /64) can have sent per window, of the open ones. */
export const MAX_SIGN_IN_EMAILS_PER_CLIENT = 2;
/** A browser that signed a member in is remembered this long (from its latest sign-in). */
export const KNOWN_BROWSER_MS = 90 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** `POST /sign-in` per client address per window. */
export const MAX_SIGN_IN_REQUESTS_PER_CLIENT = 30;
/** Wrong codes per client address per window, across attempts. */
export const MAX_WRONG_CODES_PER_CLIENT = 30;

export interface LimitWindow {
  start: Date;
  /** Seconds until the next window opens (at least 1): the `Retry-After` of a refusal. */
  retryAfterSeconds: number;
}

export function limitWindow(now: Date): LimitWindow {
  const at = now.getTime();
  const start = at - (at % SIGN_IN_LIMIT_WINDOW_MS);
  return { start: new Date(start), retryAfterSeconds: Math.max(1, Math.ceil((start + SIGN_IN_LIMIT_WINDOW_MS - at) / 1000)) };
}

/** The day (UTC) the moment falls in: the window of the per-address wrong codes. */
export function dayWindow(now: Date): LimitWindow {
  const at = now.getTime();
  const start = at - (at % DAY_MS);
  return { start: new Date(start), retryAfterSeconds: Math.max(1, Math.ceil((start + DAY_MS - at) / 1000)) };
}

/** A browser's sign-in cookie: 32 random bytes, URL-safe. Anything else is no such cookie. */
export function isBrowserSecret(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function newBrowserSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only a hash of a browser's cookie is stored. */
export function hashBrowserSecret(secret: string): Uint8Array {
  return createHash('sha256').update(`sign-in-browser:${secret}`).digest();
}

/** Whether an attempt belongs to the browser holding this cookie. */
export function sameBrowser(attemptBrowserHash: Uint8Array | null, presented: Uint8Array | null): boolean {
  return attemptBrowserHash !== null && presented !== null && attemptBrowserHash.length === presented.length && timingSafeEqual(attemptBrowserHash, presented);
}

/** Six random digits, leading zeros included. */
export function newSignInCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Only a hash of the code is stored. The attempt's id is hashed with it, so that one table of the million
 * possible hashes does not read every attempt's code at once; the code's strength is its short life and
 * the limit of wrong guesses.
 */
export function hashSignInCode(attemptId: string, code: string): Uint8Array {
  return createHash('sha256').update(`${attemptId}:${code}`).digest();
}

/** People paste codes with spaces or type them with a gap: those are ignored; anything else is simply wrong. */
export function normalizeSignInCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

export function signInCodeMatches(attemptId: string, code: string | null, storedHash: Uint8Array | null): boolean {
  if (code === null || !storedHash) return false;
  const presented = hashSignInCode(attemptId, code);
  return presented.length === storedHash.length && timingSafeEqual(presented, storedHash);
}

/** Whether the attempt can still sign someone in: not spent, not expired, and an active member's. */
export function usableAttempt(attempt: StoredSignInAttempt | null, now: Date): attempt is StoredSignInAttempt & { member: SigningInMember } {
  return attempt !== null && attempt.spentAt === null && attempt.expiresAt > now && attempt.member !== null && attempt.member.active;
}

const CONSOLE_PATH = /^\/console(?:[/?#][\x21-\x7e]*)?$/;

/**
 * Where to land after signing in: a path of the console on this host, or null (then the console's start).
 * Anything else is ignored rather than refused: another host, `//host`, backslashes (which browsers read
 * as slashes), dot segments that would climb out of the console, control characters or spaces.
 */
export function consoleReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 1000 || !CONSOLE_PATH.test(value)) return null;
  const path = value.split(/[?#]/)[0];
  if (value.includes('\\') || path.includes('//') || /\/\.\.?(?:\/|$)/.test(path) || /%2e|%2f|%5c/i.test(path)) return null;
  return value;
}
