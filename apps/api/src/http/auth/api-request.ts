import type { IncomingMessage } from 'node:http';
import type { Principal, RequestWorkspace } from './principal';

/**
 * What the handlers read from Express's request. Typed on node's IncomingMessage so the HTTP layer needs no
 * Express typings; `body` is set by ContentNegotiationGuard, `principal` by the route's authenticating guard.
 */
export interface ApiRequest extends IncomingMessage {
  body?: unknown;
  query: Record<string, unknown>;
  /** Who is calling, on routes behind an authenticating guard. */
  principal?: Principal;
  /** The addressed workspace on public routes, which authenticate nobody. */
  publicWorkspace?: RequestWorkspace;
}
