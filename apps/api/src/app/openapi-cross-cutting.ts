import type { OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from '@forms/config';
import { API_KEY_SCHEME } from '../http/openapi/openapi.decorators';

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

/**
 * The terms of both documents: the service is not open source (the package is UNLICENSED), so the licence
 * is the operator's; its address is this documentation as the service serves it.
 */
export const LICENSE = {
  name: 'Proprietary: use of this API is governed by the operator of this service',
  url(config: Pick<AppConfig, 'APP_DOMAIN' | 'PORT'>): string {
    return config.APP_DOMAIN === 'localhost' ? `http://localhost:${config.PORT}/api/docs` : `https://${config.APP_DOMAIN}/api/docs`;
  },
} as const;

const V2_PREFIX = '/api/external/v2/';

export const IDEMPOTENCY_MESSAGES = {
  reused: 'Idempotency-Key was already used with a different request',
  inProgress: 'A request with this Idempotency-Key is in progress',
  malformed: 'Idempotency-Key must be 1-255 printable ASCII characters',
} as const;

/** Adds messages to an error response's examples, keeping the ones it has. */
function addErrorExamples(responses: Record<string, Json>, status: string, description: string, messages: string[]): void {
  const response = (responses[status] ??= errorResponse(description, messages[0]));
  const media = ((response['content'] as Record<string, Json> | undefined)?.['application/json'] ?? {}) as Json;
  const examples = (media['examples'] as Record<string, Json> | undefined) ?? {};
  if (media['example'] !== undefined) {
    const single = media['example'] as { error?: string };
    examples[single.error ?? 'example'] = { summary: single.error, value: single };
    delete media['example'];
  }
  for (const message of messages) examples[message] ??= { summary: message, value: { error: message } };
  media['examples'] = examples;
  response['content'] = { 'application/json': { schema: ERROR_SCHEMA, ...media } };
  response['description'] = `${String(response['description'] ?? '')}; or an Idempotency-Key that is malformed or was used with another request`;
}

function describeIdempotentWrite(operation: Json, responses: Record<string, Json>): void {
  const parameters = (operation['parameters'] ??= []) as Json[];
  if (!parameters.some((parameter) => parameter['in'] === 'header' && parameter['name'] === 'Idempotency-Key')) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        '1-255 printable ASCII characters, unique per request of this API key. For 24 hours a retry with the same key and body gets the first answer again (same status and body) and changes nothing; the same key with another request is 422; while the first is still running, 409.',
      schema: { type: 'string', minLength: 1, maxLength: 255, example: '5f3c9a52-0d7e-4a1b-9c2e-8f6d1b2a3c4d' },
    });
  }
  responses['409'] ??= errorResponse('The first request with this Idempotency-Key is still running', IDEMPOTENCY_MESSAGES.inProgress);
  addErrorExamples(responses, '422', 'An invalid field', [IDEMPOTENCY_MESSAGES.reused, IDEMPOTENCY_MESSAGES.malformed]);
}

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

/** Whether a GET's success is JSON: only those carry an ETag (a streamed file, such as an export, does not). */
export function answersJson(responses: Record<string, Json>): boolean {
  const content = responses['200']?.['content'] as Json | undefined;
  return content === undefined || Object.keys(content).some((type) => type.startsWith('application/json'));
}

/**
 * Rules that hold for every operation of a kind rather than for one route: documented here, from the
 * method and the security of each operation, so that a route added later is described without anyone
 * remembering to. Each rule is enforced in one place too (the AccessGuard for key scopes).
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
      if (method === 'get' && path.startsWith(V2_PREFIX) && answersJson(responses)) describeConditionalRead(operation, responses);
      if (method === 'post' && path.startsWith(V2_PREFIX)) describeIdempotentWrite(operation, responses);
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
