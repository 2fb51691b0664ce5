import { applyDecorators, type Type, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiHeader,
  ApiOperation,
  type ApiOperationOptions,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  ApiSecurity,
  ApiTags,
  getSchemaPath,
  type HeadersObject,
} from '@nestjs/swagger';
import { Access } from '../access/access.guard';
import { ContentNegotiationGuard } from '../request/content-negotiation.guard';
import { V1_DEPRECATED_AT } from '../response/deprecation';
import { ErrorDto } from '../shared/error.dto';

export const API_KEY_SCHEME = 'api_key';

const MESSAGES = {
  workspaceNotFound: 'Workspace not found',
  invalidKey: 'Could not authenticate, invalid API Key',
  notAcceptable: 'Accept must admit application/json, the only media type this API produces',
  unavailable: 'Service unavailable',
  internal: 'Internal server error',
  malformed: 'Malformed JSON body',
  tooLarge: 'Request body must not exceed 1048576 bytes (1 MB)',
  unsupported: 'Content-Type must be application/json',
} as const;

/**
 * An error status with the `{error}` schema and the messages it carries. Always `application/json`, named
 * here rather than taken from the operation's produced types: an operation that answers a file (a
 * download, an export) still refuses in JSON.
 */
export function ApiErrorResponse(status: number, description: string, ...messages: string[]): MethodDecorator & ClassDecorator {
  const examples =
    messages.length === 1
      ? { example: { error: messages[0] } }
      : { examples: Object.fromEntries(messages.map((message) => [message, { summary: message, value: { error: message } }])) };
  return applyDecorators(
    ApiExtraModels(ErrorDto),
    ApiResponse({ status, description, content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorDto) }, ...examples } } }),
  );
}

/**
 * An operation anyone may call, with no key and no session: it says so (`security: []`), so that a client
 * never sends a credential there and a reader never wonders which one it takes.
 */
export function PublicOperation(options: ApiOperationOptions): MethodDecorator {
  return ApiOperation({ ...options, security: [] });
}

/**
 * Node refuses, before any route runs, a request whose headers pass its limit (16 KB in all); the answer
 * is `{error}` like every other (answerClientError). Documented where it is the only refusal a caller
 * can meet, such as the probes.
 */
export function RequestHeadersTooLarge(): MethodDecorator {
  return ApiErrorResponse(431, 'The request headers are larger than the server reads (16 KB in all)', 'Request headers too large');
}

const V1_HEADERS: HeadersObject = {
  Deprecation: {
    description: `RFC 9745: v1 is deprecated since this date (${V1_DEPRECATED_AT} is 2026-01-01T00:00:00Z)`,
    schema: { type: 'string', example: V1_DEPRECATED_AT },
  },
  Link: {
    description: 'The v2 documentation (rel="successor-version") and this deprecation notice (rel="deprecation")',
    schema: { type: 'string', example: '<http://acme.localhost:3000/api/docs#/v2>; rel="successor-version"' },
  },
};

/** A success response; v1's also documents its deprecation headers. */
export function ApiSuccess(
  version: 'v1' | 'v2',
  status: number,
  type: Type<unknown>,
  description: string,
  example?: unknown,
): MethodDecorator & ClassDecorator {
  return ApiResponse({ status, type, description, example, headers: version === 'v1' ? V1_HEADERS : undefined });
}

/**
 * A controller of the external API: workspace + key (`@Access('api-key')`), then Accept and body handling
 * (ContentNegotiationGuard), with the statuses every such operation can answer. v2's POSTs honour
 * Idempotency-Key (each takes an IdempotentWrite parameter).
 */
export function ExternalApi(version: 'v1' | 'v2'): ClassDecorator {
  return applyDecorators(Access('api-key'), UseGuards(ContentNegotiationGuard), ExternalApiDocs(version));
}

/** What ExternalApi documents, for a controller that serves the console too (`DocumentedFor('v2', ...)`). */
export function ExternalApiDocs(version: 'v1' | 'v2'): ClassDecorator {
  return applyDecorators(
    ApiTags(version),
    ApiSecurity(API_KEY_SCHEME),
    AnswersJson(),
    ApiErrorResponse(401, 'The X-Api-Key header is missing, or the key is unknown, revoked, expired or of another workspace', MESSAGES.invalidKey),
    ApiErrorResponse(404, 'The host names no workspace', MESSAGES.workspaceNotFound),
    ApiErrorResponse(406, 'The Accept header does not admit application/json', MESSAGES.notAcceptable),
    ApiErrorResponse(500, 'A fault of the service (logged); never caused by client input', MESSAGES.internal),
    ApiErrorResponse(503, 'The database cannot be reached', MESSAGES.unavailable),
  ) as ClassDecorator;
}

/** Operations that answer JSON, and the Accept header they read (406 when it admits no JSON). */
export function AnswersJson(): ClassDecorator {
  return applyDecorators(
    ApiProduces('application/json'),
    ApiHeader({
      name: 'Accept',
      required: false,
      description: 'Must admit application/json (406 otherwise); a missing Accept counts as */*',
      schema: { type: 'string', default: 'application/json' },
    }),
  ) as ClassDecorator;
}

/**
 * An operation that takes a JSON body: the statuses of reading it, and the body's schema when one shape
 * serves every audience (a route whose audiences take different bodies documents each with `DocumentedFor`).
 */
export function JsonRequestBody(type?: Type<unknown>, options: { required?: boolean } = {}): MethodDecorator {
  return applyDecorators(
    ...(type ? [ApiBody({ type, ...options })] : []),
    ApiConsumes('application/json'),
    ApiErrorResponse(400, 'The body is not valid JSON', MESSAGES.malformed),
    ApiErrorResponse(413, 'The body is larger than 1 MB', MESSAGES.tooLarge),
    ApiErrorResponse(415, 'A body was sent with a Content-Type other than application/json', MESSAGES.unsupported),
  );
}

/** The pagination query parameters (default page 1 of 30, sizes above 100 clamped); a value that is not an integer of at least 1 is a 422. */
export function PaginatedList(...otherValidationMessages: string[]): MethodDecorator {
  return applyDecorators(
    ApiQuery({
      name: 'page_number',
      required: false,
      description: 'Page to return, from 1. A page past the last is an empty list with the true totals.',
      schema: { type: 'integer', minimum: 1, default: 1 },
    }),
    ApiQuery({
      name: 'page_size',
      required: false,
      description: 'Items per page; values above 100 are clamped to 100 (pagination.page_size reports the size used).',
      schema: { type: 'integer', minimum: 1, default: 30 },
    }),
    ApiErrorResponse(
      422,
      'page_number or page_size is not an integer of at least 1',
      'page_size must be an integer of at least 1',
      ...otherValidationMessages,
    ),
  );
}
