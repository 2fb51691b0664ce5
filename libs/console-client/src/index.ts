import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };

/** The typed client of the console's API: every path, parameter and body as its document says. */
export type ConsoleClient = Client<paths, 'application/json'>;

export interface ConsoleClientOptions {
  /** The workspace address, `{scheme}://{subdomain}.{APP_DOMAIN}[:{port}]`. */
  baseUrl: string;
  /**
   * Outside a browser only: the `Cookie` header (`fs_session=...` over http, `__Host-fs_session=...` over
   * https) and the `Origin` the service expects on changes. A browser sends both by itself (use
   * `credentials: 'same-origin'`).
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

/**
 * The export of a form's submissions as a file: a plain GET, so that a page can offer it as a download
 * link (`<a href download>`) and the browser streams the file to disk with the session cookie, instead
 * of the page holding the whole file in memory as a fetch through the client would.
 */
export const SUBMISSIONS_EXPORT_PATH = '/api/console/forms/{form_id}/submissions/export' satisfies keyof paths;

export type SubmissionsExportQuery = NonNullable<operations['consoleExportSubmissions']['parameters']['query']>;

/** The export's address on the workspace's origin: `/api/console/forms/{id}/submissions/export?format=csv&...`. */
export function submissionsExportUrl(formId: string, query: SubmissionsExportQuery = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, value);
  const text = search.toString();
  return `${SUBMISSIONS_EXPORT_PATH.replace('{form_id}', encodeURIComponent(formId))}${text ? `?${text}` : ''}`;
}
