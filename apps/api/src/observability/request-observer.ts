import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { DrainState } from '../lifecycle/drain';
import type { Metrics } from './metrics';

/** A caller's id is kept when it is a plain token; anything else (too long, odd bytes) is replaced. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

export interface ObservedRequest extends IncomingMessage {
  /** From X-Request-Id or generated; echoed in the response and on every log line of the request. */
  requestId?: string;
  /** Express sets it once a route matched: its path template, never the raw URL (that may hold tokens). */
  route?: { path?: unknown };
}

export function requestIdOf(request: IncomingMessage): string | undefined {
  return (request as ObservedRequest).requestId;
}

/**
 * Per request, in one place: the request id, the in-flight count the graceful stop waits on, the
 * duration histogram and the access log line, all settled by a single 'close' listener.
 */
export function requestObserver(metrics: Metrics, logger: Logger, drain: DrainState) {
  return (request: ObservedRequest, response: ServerResponse, next: () => void): void => {
    const started = process.hrtime.bigint();
    const offered = request.headers['x-request-id'];
    const requestId = typeof offered === 'string' && ACCEPTABLE_REQUEST_ID.test(offered) ? offered : randomUUID();
    request.requestId = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    // A replica that is leaving tells the balancer not to reuse this connection.
    if (drain.draining) response.setHeader('Connection', 'close');
    drain.requestStarted();
    response.once('close', () => {
      drain.requestEnded();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const path = request.route?.path;
      const route = typeof path === 'string' ? path : 'unmatched';
      const status = response.writableFinished ? String(response.statusCode) : 'aborted';
      metrics.observeRequest(request.method ?? 'GET', route, status, seconds);
      // The balancer's health checks (twice a second per replica) and scrapes would drown everything else.
      const level = route.startsWith('/health/') || route === '/metrics' ? 'debug' : 'info';
      logger[level]({ reqId: requestId, method: request.method, route, status, ms: Math.round(seconds * 10_000) / 10 }, 'request');
    });
    next();
  };
}
