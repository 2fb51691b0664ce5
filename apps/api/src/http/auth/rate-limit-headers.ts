import type { RateLimitDecision } from '@forms/application';
import type { ServerResponse } from 'node:http';
import { HttpError } from '../errors/http-error';

export const RATE_LIMIT_EXCEEDED = 'Rate limit exceeded, try again later';
const POLICY = 'default';

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy, then what is left of it
 * and the seconds until it is whole again. Set on the response before the handler runs, so errors carry
 * them too.
 */
export function applyRateLimitHeaders(response: ServerResponse, decision: RateLimitDecision): void {
  response.setHeader('RateLimit-Policy', `"${POLICY}";q=${decision.limit};w=${decision.windowSeconds}`);
  response.setHeader('RateLimit', `"${POLICY}";r=${decision.remaining};t=${decision.resetSeconds}`);
}

export function rateLimitExceeded(decision: RateLimitDecision): HttpError {
  return new HttpError(429, RATE_LIMIT_EXCEEDED, { 'Retry-After': String(decision.resetSeconds) });
}
