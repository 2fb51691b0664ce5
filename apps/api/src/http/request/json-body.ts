import type { IncomingMessage } from 'node:http';
import { requestShapeError } from '../errors/domain-fields';
import { HttpError } from '../errors/http-error';
import { isJsonContentType } from './media-type';

/** Bodies over 1 MB are refused with 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * What a stranger may send to a public route (the fill page, the JSON intake, the sign-in pages): answers
 * to a form fit in far less, and files go through their own route.
 */
export const PUBLIC_BODY_BYTES = 64 * 1024;

/** Deeper than any request of this API; deeper input would only exhaust the stack of recursive code later. */
export const MAX_BODY_DEPTH = 32;

/** Keys that name an object's machinery rather than data: refused like any unknown field, wherever they are. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Half of a UTF-16 surrogate pair on its own. JSON may spell one (`"\udc00"`) and JavaScript keeps it, but
 * it is not Unicode text: PostgreSQL refuses it in jsonb and would turn it into U+FFFD in text. In a
 * `u` expression a whole pair is one code point, so only the lone halves match.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const NOT_UNICODE = 'must not contain unpaired UTF-16 surrogates';

export function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The raw body, refused with 413 beyond `limit` bytes. */
export function readRaw(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length']) > limit) {
      // Node drains the unread rest once the response is sent, so the connection stays usable.
      reject(tooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (refused) return;
      if (size > limit) {
        // Keep reading (and discarding) so the client, still sending, receives the 413.
        refused = true;
        chunks.length = 0;
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const cleanup = (): void => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('aborted', onAborted);
    };
    const onEnd = (): void => {
      cleanup();
      if (!refused) resolve(Buffer.concat(chunks, size));
    };
    const onError = (): void => {
      cleanup();
      reject(new HttpError(400, 'The request body could not be read'));
    };
    const onAborted = (): void => onError();
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('aborted', onAborted);
  });
}

/** True when the body ends before any byte of it arrives; false at its first byte (the rest is left unread). */
function endsWithoutData(request: IncomingMessage): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const settle = (outcome: boolean | Error): void => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('aborted', onError);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onData = (chunk: Buffer): void => {
      if (chunk.length > 0) settle(false);
    };
    const onEnd = (): void => settle(true);
    const onError = (): void => settle(new HttpError(400, 'The request body could not be read'));
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('aborted', onError);
  });
}

function tooLarge(limit: number): HttpError {
  const readable = limit % (1024 * 1024) === 0 ? `${limit / (1024 * 1024)} MB` : `${Math.floor(limit / 1024)} KB`;
  return new HttpError(413, `Request body must not exceed ${limit} bytes (${readable})`);
}

/**
 * Reads a JSON request body after authentication (in this order: 415, 413, 400, then 422 for a body that is
 * JSON but not an object). A request without a body reads as undefined.
 */
export async function readJsonBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  if (!hasBody(request)) return undefined;
  if (!isJsonContentType(request.headers['content-type'])) {
    // Some HTTP clients send a bodiless POST chunked, as a zero-length body without a Content-Type: that
    // is no body. Only the first chunk is awaited, so a large body of another type is still refused at
    // once, before its size is.
    if (request.headers['content-length'] === undefined && (await endsWithoutData(request))) return undefined;
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const raw = await readRaw(request, limit);
  if (raw.length === 0) return undefined;
  let text = raw.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw requestShapeError('body', 'must be a JSON object');
  }
  assertPlainData(body);
  return body;
}

/**
 * Refuses what no route stores: machinery keys, a hostile depth, and text that is not Unicode, each named by
 * its path in the body. Iterative, so that a hostile nesting depth cannot overflow the stack here either.
 */
function assertPlainData(body: object): void {
  const pending: { value: object; path: string; depth: number }[] = [{ value: body, path: '', depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path, depth } = next;
    if (depth > MAX_BODY_DEPTH) throw requestShapeError('body', `must not nest deeper than ${MAX_BODY_DEPTH} levels`);
    const isArray = Array.isArray(value);
    for (const key of Object.keys(value)) {
      const childPath = isArray ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
      if (!isArray && FORBIDDEN_KEYS.has(key)) throw requestShapeError(childPath, 'is not allowed');
      // The key itself is not repeated in the message: it would carry the broken text back.
      if (!isArray && LONE_SURROGATE.test(key)) throw requestShapeError(path === '' ? 'body' : path, `keys ${NOT_UNICODE}`);
      const child = (value as Record<string, unknown>)[key];
      if (typeof child === 'string' && LONE_SURROGATE.test(child)) throw requestShapeError(childPath, NOT_UNICODE);
      if (typeof child === 'object' && child !== null) pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
}
