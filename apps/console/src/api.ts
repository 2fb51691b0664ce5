import { createConsoleClient, type Schema } from '@forms/console-client';
import { ApiError, fieldOfBody } from './lib/errors';
import { signInPath } from './lib/sign-in';

export type { Schema };

/**
 * The console's one way to the server: the typed client generated from the console API's document, on
 * this page's own origin, sending the session cookie (the browser adds Origin on changes by itself).
 */
export const api = createConsoleClient({ baseUrl: window.location.origin });

api.use({
  onResponse({ response }) {
    // The session ended (signed out elsewhere, expired, ended from another device): sign in again and
    // come back to this very page.
    if (response.status === 401) window.location.assign(signInPath(window.location));
    return undefined;
  },
});

/** The body of a successful answer, or an ApiError carrying the API's own message and the field it names. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data;
  const message =
    typeof error === 'object' && error !== null && typeof (error as { error?: unknown }).error === 'string'
      ? (error as { error: string }).error
      : `The service answered ${response.status}`;
  throw new ApiError(response.status, message, fieldOfBody(error));
}

/** How many rows a list page asks for. */
export const PAGE_SIZE = 20;
