import type { IncomingMessage } from 'node:http';
import type { AuthenticatedApiKey } from '@forms/application';

/** The workspace a request addresses, as authenticated by ApiKeyGuard. */
export interface RequestWorkspace {
  id: string;
  subdomain: string;
  name: string;
  /** `{scheme}://{subdomain}.{APP_DOMAIN}[:port]` as the client addressed it. */
  baseUrl: string;
}

/**
 * What the handlers read from Express's request. Typed on node's IncomingMessage so the HTTP layer needs no
 * Express typings; `body` is set by ContentNegotiationGuard, `workspace` and `apiKey` by ApiKeyGuard.
 */
export interface ApiRequest extends IncomingMessage {
  body?: unknown;
  query: Record<string, unknown>;
  workspace?: RequestWorkspace;
  /** The key that authenticated the request. */
  apiKey?: AuthenticatedApiKey;
}
