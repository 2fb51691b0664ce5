import type { IncomingMessage } from 'node:http';
import type { WorkspaceAddressing } from './workspace-addressing';

/**
 * A change asked for with a member's cookie must come from the workspace's own pages: browsers send
 * `Origin` on every cross-site POST (and on same-origin ones), so a missing or foreign Origin means
 * another site is trying to act with the member's session.
 *
 * `Origin: null` is ambiguous: a sandboxed frame sends it, but so does a form on one of our own pages
 * that carry `Referrer-Policy: no-referrer` (the pages whose address holds a token). Browsers also send
 * `Sec-Fetch-Site`, which no script can set and which says `same-origin` only for the second case.
 */
export function isSameOrigin(request: IncomingMessage, addressing: WorkspaceAddressing): boolean {
  const origin = request.headers.origin;
  if (origin === 'null') return request.headers['sec-fetch-site'] === 'same-origin';
  if (typeof origin !== 'string') return false;
  const expected = addressing.origin(request);
  return expected !== undefined && origin.toLowerCase() === expected;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function changesSomething(method: string | undefined): boolean {
  return !SAFE_METHODS.has(method ?? 'GET');
}
