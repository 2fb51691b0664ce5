import { parse, serialize } from 'cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@forms/application';

/** The member's session. Host-only (no Domain attribute): a cookie of one workspace never reaches another. */
export const SESSION_COOKIE = 'fs_session';

// Cookie headers are bounded by Node's header limit; a value longer than a session token is not one.
const MAX_COOKIE_HEADER = 8192;

export function readSessionCookie(request: IncomingMessage): string | undefined {
  const header = request.headers.cookie;
  if (!header || header.length > MAX_COOKIE_HEADER) return undefined;
  return parse(header)[SESSION_COOKIE];
}

function appendSetCookie(response: ServerResponse, cookie: string): void {
  const existing = response.getHeader('Set-Cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  response.setHeader('Set-Cookie', [...list, cookie]);
}

/** `Secure` exactly when the client reached the service over https (directly or through a trusted proxy). */
export function setSessionCookie(response: ServerResponse, value: string, secure: boolean): void {
  appendSetCookie(
    response,
    serialize(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: SESSION_COOKIE_MAX_AGE_SECONDS }),
  );
}

export function clearSessionCookie(response: ServerResponse, secure: boolean): void {
  appendSetCookie(response, serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: 0, expires: new Date(0) }));
}
