import type { IncomingMessage } from 'node:http';
import { HttpError } from '../errors/http-error';
import { hasBody, readRaw } from './json-body';
import { requestTargetOf } from './request-target';

/**
 * The body of a plain HTML form (`application/x-www-form-urlencoded`), as pages that work without
 * JavaScript post it. Anything else is 415, and a body over `limit` bytes 413, before it is parsed.
 */
export async function readFormBody(request: IncomingMessage, limit: number): Promise<URLSearchParams> {
  if (!hasBody(request)) return new URLSearchParams();
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'Content-Type must be application/x-www-form-urlencoded');
  }
  return new URLSearchParams((await readRaw(request, limit)).toString('utf8'));
}

/** The query string of the request's URL. */
export function queryOf(request: IncomingMessage): URLSearchParams {
  return new URLSearchParams(requestTargetOf(request.url ?? '/').search);
}
