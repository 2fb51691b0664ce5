import type { OpenAPIObject } from '@nestjs/swagger';
import { API_KEY_SCHEME } from '../http/openapi.decorators';

type Json = Record<string, unknown>;

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export const READ_ONLY_KEY_MESSAGE = 'This API key can only read';

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

/**
 * Rules that hold for every operation of a kind rather than for one route: documented here, from the
 * method and the security of each operation, so that a route added later is described without anyone
 * remembering to. Each rule is enforced in one place too (ApiKeyGuard for key scopes).
 */
export function describeCrossCuttingRules(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as Json)[method] as Json | undefined;
      if (!operation || !isAuthenticated(operation)) continue;
      const responses = (operation['responses'] ??= {}) as Record<string, Json>;
      if (WRITE_METHODS.has(method)) {
        responses['403'] ??= errorResponse('The API key is a read key: it may only GET', READ_ONLY_KEY_MESSAGE);
      }
    }
  }
}
