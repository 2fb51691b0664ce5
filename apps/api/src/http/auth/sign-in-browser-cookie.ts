import { parse, serialize } from 'cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isBrowserSecret, newBrowserSecret } from '@forms/application';

/**
 * The browser's own sign-in cookie: a random value, set with the "Check your email" page (and on signing
 * in). A code is accepted only from the browser whose page holds the attempt, and a browser that signed a
 * member in before may have the emails kept for the member. Host-only and `HttpOnly` like the session.
 */
export const SIGN_IN_BROWSER_COOKIE = 'fs_browser';

/** Over https the cookie carries the `__Host-` prefix for the same reason the session does: no other host can plant one. */
export function signInBrowserCookieName(secure: boolean): string {
  return secure ? `__Host-${SIGN_IN_BROWSER_COOKIE}` : SIGN_IN_BROWSER_COOKIE;
}

/** A year: how long a browser is recognised as one that signed in before. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const MAX_COOKIE_HEADER = 8192;

export function readSignInBrowserCookie(request: IncomingMessage, secure: boolean): string | undefined {
  const header = request.headers.cookie;
  if (!header || header.length > MAX_COOKIE_HEADER) return undefined;
  const value = parse(header)[signInBrowserCookieName(secure)];
  return isBrowserSecret(value) ? value : undefined;
}

/** The browser's cookie value, made and set on the response when it has none (or a malformed one). */
export function ensureSignInBrowserCookie(request: IncomingMessage, response: ServerResponse, secure: boolean): string {
  const existing = readSignInBrowserCookie(request, secure);
  if (existing) return existing;
  const value = newBrowserSecret();
  setSignInBrowserCookie(response, value, secure);
  return value;
}

export function setSignInBrowserCookie(response: ServerResponse, value: string, secure: boolean): void {
  const cookie = serialize(signInBrowserCookieName(secure), value, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: MAX_AGE_SECONDS });
  const current = response.getHeader('Set-Cookie');
  const list = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  response.setHeader('Set-Cookie', [...list, cookie]);
}
