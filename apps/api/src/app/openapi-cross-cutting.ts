import type { OpenAPIObject } from '@nestjs/swagger';
import { API_KEY_SCHEME } from '../http/openapi.decorators';

type Json = Record<string, unknown>;

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export const READ_ONLY_KEY_MESSAGE = 'This API key can only read';
export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded, try again later';

const ERROR_SCHEMA = { $ref: '#/components/schemas/Error' };

function errorResponse(description: string, message: string, headers?: Json): Json {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: ERROR_SCHEMA, example: { error: message } } },
  };
}

function isAuthenticated(operation: Json): boolean {
  const security = operation['security'] as Record<string, unknown>[] | undefined;
  return (security ?? []).some((requirement) => API_KEY_SCHEME in requirement);
}

function rateLimitHeaders(limit: number): Json {
  return {
    'RateLimit-Policy': {
      description: `The key's quota: q requests per w seconds, counted across every replica (API_RATE_LIMIT; absent when limits are off)`,
      schema: { type: 'string', example: `"default";q=${limit};w=60` },
    },
    RateLimit: {
      description: 'What is left of the quota (r) and the seconds until it is whole again (t)',
      schema: { type: 'string', example: `"default";r=${Math.max(0, limit - 1)};t=42` },
    },
  };
}

const V2_PREFIX = '/api/external/v2/';

function describeConditionalRead(operation: Json, responses: Record<string, Json>): void {
  const parameters = (operation['parameters'] ??= []) as Json[];
  if (!parameters.some((parameter) => parameter['in'] === 'header' && parameter['name'] === 'If-None-Match')) {
    parameters.push({
      name: 'If-None-Match',
      in: 'header',
      required: false,
      description: 'The ETag of a copy the client holds: 304 without a body while it is still current. A malformed value matches nothing.',
      schema: { type: 'string', example: '"3q2-7wEjRWeJq83vEjRWeJq83vE"' },
    });
  }
  const eTag = {
    ETag: {
      description: 'Strong validator of this response body: it changes whenever anything the response shows changes',
      schema: { type: 'string', example: '"3q2-7wEjRWeJq83vEjRWeJq83vE"' },
    },
  };
  if (responses['200']) responses['200']['headers'] = { ...((responses['200']['headers'] as Json | undefined) ?? {}), ...eTag };
  responses['304'] ??= { description: 'Not modified: the ETag named in If-None-Match is still current. No body.', headers: eTag };
}

/**
 * Rules that hold for every operation of a kind rather than for one route: documented here, from the
 * method and the security of each operation, so that a route added later is described without anyone
 * remembering to. Each rule is enforced in one place too (ApiKeyGuard for key scopes).
 */
export function describeCrossCuttingRules(document: OpenAPIObject, options: { rateLimit: number }): void {
  const limit = options.rateLimit || 1200;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as Json)[method] as Json | undefined;
      if (!operation || !isAuthenticated(operation)) continue;
      const responses = (operation['responses'] ??= {}) as Record<string, Json>;
      if (WRITE_METHODS.has(method)) {
        responses['403'] ??= errorResponse('The API key is a read key: it may only GET', READ_ONLY_KEY_MESSAGE);
      }
      if (method === 'get' && path.startsWith(V2_PREFIX)) describeConditionalRead(operation, responses);
      responses['429'] ??= errorResponse(
        'The key has used its quota for this minute (RateLimit-Policy); Retry-After says when to try again',
        RATE_LIMIT_MESSAGE,
        { 'Retry-After': { description: 'Seconds until the quota is whole again', schema: { type: 'integer', minimum: 1, example: 42 } } },
      );
      // Every answer to a request whose key was accepted says how much of the quota is left.
      for (const [status, response] of Object.entries(responses)) {
        if (status === '401') continue;
        response['headers'] = { ...rateLimitHeaders(limit), ...((response['headers'] as Json | undefined) ?? {}) };
      }
    }
  }
}
