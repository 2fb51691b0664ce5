import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };

/** The typed client of the console's API: every path, parameter and body as its document says. */
export type ConsoleClient = Client<paths, 'application/json'>;

export interface ConsoleClientOptions {
  /** The workspace address, `{scheme}://{subdomain}.{APP_DOMAIN}[:{port}]`. */
  baseUrl: string;
  /**
   * Outside a browser only: the `Cookie` header (`fs_session=...`) and the `Origin` the service expects
   * on changes. A browser sends both by itself (use `credentials: 'same-origin'`).
   */
  cookie?: string;
  origin?: string;
  /** Any fetch: the global one otherwise. */
  fetch?: ClientOptions['fetch'];
  headers?: Record<string, string>;
}

export function createConsoleClient(options: ConsoleClientOptions): ConsoleClient {
  return createClient<paths, 'application/json'>({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(options.cookie === undefined ? {} : { Cookie: options.cookie }),
      ...(options.origin === undefined ? {} : { Origin: options.origin }),
      ...options.headers,
    },
  });
}

/** A schema of the document by name: `Schema<'ApiKey'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
