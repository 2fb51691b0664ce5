import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WorkspaceAddressing } from '../auth/workspace-addressing';
import { pathOf } from '../request/request-target';

export const V1_PREFIX = '/api/external/v1';

/** When v1 was deprecated: 2026-01-01T00:00:00Z, as an RFC 9745 structured-field date. */
export const V1_DEPRECATED_AT = '@1767225600';

/** The docs section of each version, so a client reading the header lands on what replaces v1. */
export function v1LinkHeader(origin: string | undefined): string {
  const docs = `${origin ?? ''}/api/docs`;
  return `<${docs}#/v2>; rel="successor-version", <${docs}#/v1>; rel="deprecation"; type="text/html"`;
}

/**
 * Every v1 response, errors included, says that v1 is deprecated and where its successor is
 * documented. A middleware rather than a decorator so that the refusals of guards carry it too.
 */
export function deprecationHeaders(
  addressing: WorkspaceAddressing,
): (request: IncomingMessage, response: ServerResponse, next: () => void) => void {
  const prefix = `${V1_PREFIX}/`;
  return (request, response, next) => {
    const path = pathOf(request);
    if (path.length >= prefix.length && path.slice(0, prefix.length).toLowerCase() === prefix) {
      response.setHeader('Deprecation', V1_DEPRECATED_AT);
      response.setHeader('Link', v1LinkHeader(addressing.origin(request)));
    }
    next();
  };
}
