import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { htmlPage } from '../public/shared/html-page';
import { pathOf } from './request-target';

/** How long a client may take to send its request body, by kind of request. */
export interface ReceiveLimits {
  /** Every request's body, counted from its headers. */
  requestTimeoutMs: number;
  /** A file upload's body instead. */
  uploadTimeoutMs: number;
  /** Past `requestTimeoutMs`, an upload's average rate since it started must stay above this (0: no check). */
  uploadMinBytesPerSecond: number;
}

export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive';
export const UPLOAD_TOO_SLOW_MESSAGE = 'The upload was too slow, try again on a faster connection';

/** How often an upload's rate is looked at. */
const UPLOAD_CHECK_INTERVAL_MS = 1_000;

/** The two routes that receive files: `POST /forms/{id}/uploads`, and the fill page's multipart post. */
const UPLOAD_PATH = /^\/forms\/[^/]+\/uploads$/;
const FILL_PAGE_PATH = /^\/forms\/[^/]+$/;

function isMultipart(request: IncomingMessage): boolean {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
}

function isFillPagePost(request: IncomingMessage): boolean {
  return request.method === 'POST' && FILL_PAGE_PATH.test(pathOf(request));
}

function isUpload(request: IncomingMessage): boolean {
  const path = pathOf(request);
  return request.method === 'POST' && isMultipart(request) && (UPLOAD_PATH.test(path) || FILL_PAGE_PATH.test(path));
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Node's own request timeout is one figure for the whole server, and the server's is set to the
 * longest of these (so that it only catches what this misses). This gives each request its own: an
 * ordinary body must arrive within `requestTimeoutMs` of the headers, a file upload may take up to
 * `uploadTimeoutMs` (people send photos over slow phone links) but, past `requestTimeoutMs`, only while
 * it averages `uploadMinBytesPerSecond`: a client dribbling bytes to hold a connection open is still cut.
 * A request cut before its answer started gets 408 with `{error}` (the fill page: a page), and its
 * connection is closed.
 */
export function receiveDeadlines(limits: ReceiveLimits): (request: IncomingMessage, response: ServerResponse, next: () => void) => void {
  return (request, response, next) => {
    // Nothing to wait for: the body is in (or there is none).
    if (request.complete || !hasBody(request)) return next();
    const socket = request.socket;
    const started = Date.now();
    const bytesBefore = socket.bytesRead;
    let timer: NodeJS.Timeout | undefined;
    const stop = () => {
      clearTimeout(timer);
      clearInterval(timer);
      socket.off('close', stop);
      request.off('end', stop);
    };
    socket.once('close', stop);
    request.once('end', stop);
    if (!isUpload(request)) {
      timer = setTimeout(() => {
        stop();
        if (!request.complete) cut(request, response, REQUEST_TIMEOUT_MESSAGE);
      }, limits.requestTimeoutMs);
    } else {
      timer = setInterval(() => {
        if (request.complete || socket.destroyed) return stop();
        const elapsedMs = Date.now() - started;
        if (elapsedMs >= limits.uploadTimeoutMs) {
          stop();
          return cut(request, response, REQUEST_TIMEOUT_MESSAGE);
        }
        const bytesPerSecond = ((socket.bytesRead - bytesBefore) * 1_000) / elapsedMs;
        if (limits.uploadMinBytesPerSecond > 0 && elapsedMs >= limits.requestTimeoutMs && bytesPerSecond < limits.uploadMinBytesPerSecond) {
          stop();
          cut(request, response, UPLOAD_TOO_SLOW_MESSAGE);
        }
      }, Math.min(UPLOAD_CHECK_INTERVAL_MS, limits.requestTimeoutMs));
    }
    timer.unref();
    next();
  };
}

/** Answers 408 if nothing was answered yet, then closes the connection (the rest of the body is never read). */
function cut(request: IncomingMessage, response: ServerResponse, message: string): void {
  const socket = request.socket;
  if (response.headersSent || response.writableEnded || socket.destroyed) {
    socket.destroy();
    return;
  }
  const { type, body } = timeoutBody(request, message);
  response.statusCode = 408;
  response.setHeader('Content-Type', type);
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Connection', 'close');
  response.end(body, () => socket.destroy());
}

function timeoutBody(request: IncomingMessage, message: string): { type: string; body: string } {
  if (isFillPagePost(request)) {
    return {
      type: 'text/html; charset=utf-8',
      body: htmlPage(
        'The form could not be sent',
        `<h1>The form could not be sent</h1>\n<p>${message}. Go back to the form and send it again.</p>`,
      ),
    };
  }
  return { type: 'application/json; charset=utf-8', body: JSON.stringify({ error: message }) };
}

/** What Node answers a request it could not read, as this API answers everything: `{error}`. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: REQUEST_TIMEOUT_MESSAGE },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: 'Request headers too large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, reason: 'Payload Too Large', message: 'Request chunk extensions too large' },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', message: 'Malformed request' };

/**
 * The server's `clientError` listener: Node's own answers to requests it cannot read or that timed out
 * (its request timeout, headers timeout, a malformed request) carry no body; these carry `{error}`.
 * As Node does, nothing is written once an answer has started, or to a connection that is gone.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || (inFlight && inFlight.headersSent)) {
    socket.destroy();
    return;
  }
  const answer = (error.code ? CLIENT_ERRORS[error.code] : undefined) ?? BAD_REQUEST;
  const body = JSON.stringify({ error: answer.message });
  socket.write(
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.destroy();
}
