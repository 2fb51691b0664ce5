import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };

/** The typed client of the form service's external API: every path, parameter and body as documented. */
export type FormServiceClient = Client<paths, 'application/json'>;

export interface FormServiceClientOptions {
  /** The workspace address, `{scheme}://{subdomain}.{APP_DOMAIN}[:{port}]`. */
  baseUrl: string;
  /** Sent as X-Api-Key on every request; omit it to call without a key. */
  apiKey?: string;
  /** Any fetch: one that adds logging, retries or routing. The global fetch otherwise. */
  fetch?: ClientOptions['fetch'];
  headers?: Record<string, string>;
}

export function createFormServiceClient(options: FormServiceClientOptions): FormServiceClient {
  return createClient<paths, 'application/json'>({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    headers: {
      Accept: 'application/json',
      ...(options.apiKey === undefined ? {} : { 'X-Api-Key': options.apiKey }),
      ...options.headers,
    },
  });
}

/** A schema of the document by name: `Schema<'TeamMemberV2'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
