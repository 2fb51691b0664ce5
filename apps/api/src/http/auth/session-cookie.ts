import { parse, serialize } from 'cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@forms/application';

/** The member's session over plain http (development on localhost). Host-only: no Domain attribute. */
export const SESSION_COOKIE = 'fs_session';

/**
 * The member's session over https. Browsers keep a `__Host-` cookie only when it is Secure, has Path=/
 * and no Domain, and let no plain-http page and no other host (a sibling workspace's subdomain) set one:
 * a cookie planted from elsewhere cannot stand in for the session. Plain http cannot carry the prefix.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** How the session cookie is named for a request that came over https (secure) or plain http. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

// Cookie headers are bounded by Node's header limit; a value longer than a session token is not one.
const MAX_COOKIE_HEADER = 8192;

/** The session the request carries under the name of its scheme; the other name is never read. */
export function readSessionCookie(request: IncomingMessage, secure: boolean): string | undefined {
  const header = request.headers.cookie;
  if (!header || header.length > MAX_COOKIE_HEADER) return undefined;
  return parse(header)[sessionCookieName(secure)];
}

function appendSetCookie(response: ServerResponse, cookie: string): void {
  const existing = response.getHeader('Set-Cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  response.setHeader('Set-Cookie', [...list, cookie]);
}

/** `Secure` and `__Host-` exactly when the client reached the service over https (directly or through a trusted proxy). */
export function setSessionCookie(response: ServerResponse, value: string, secure: boolean): void {
  appendSetCookie(
    response,
    serialize(sessionCookieName(secure), value, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: SESSION_COOKIE_MAX_AGE_SECONDS }),
  );
}

/** Over https, a session cookie of the plain name (set before the prefix was used) is cleared as well. */
export function clearSessionCookie(response: ServerResponse, secure: boolean): void {
  const names = secure ? [SECURE_SESSION_COOKIE, SESSION_COOKIE] : [SESSION_COOKIE];
  for (const name of names) {
    appendSetCookie(response, serialize(name, '', { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: 0, expires: new Date(0) }));
  }
}
