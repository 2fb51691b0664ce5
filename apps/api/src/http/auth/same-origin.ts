import type { IncomingMessage } from 'node:http';
import type { WorkspaceAddressing } from './workspace-addressing';

/**
 * A change asked for with a member's cookie must come from the workspace's own pages: browsers send
 * `Origin` on every cross-site POST (and on same-origin ones), so a missing, `null` or foreign Origin
 * means another site (or a sandboxed frame) is trying to act with the member's session.
 */
export function isSameOrigin(request: IncomingMessage, addressing: WorkspaceAddressing): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  const expected = addressing.origin(request);
  return expected !== undefined && origin.toLowerCase() === expected;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function changesSomething(method: string | undefined): boolean {
  return !SAFE_METHODS.has(method ?? 'GET');
}
