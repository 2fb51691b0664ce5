import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedApiKey } from '@forms/application';
import type { Actor } from '@forms/domain';
import type { ApiRequest } from './api-request';
import type { Principal, RequestWorkspace } from './principal';

function principalOf(context: ExecutionContext, reader: string): Principal {
  const principal = context.switchToHttp().getRequest<ApiRequest>().principal;
  if (!principal) throw new Error(`${reader} used on a route without an authenticating guard`);
  return principal;
}

/** The workspace the request's guard authenticated. */
export const CurrentWorkspace = createParamDecorator(
  (_: unknown, context: ExecutionContext): RequestWorkspace => principalOf(context, 'CurrentWorkspace').workspace,
);

/**
 * The whole principal, for a handler that needs both the workspace and who makes the changes (most
 * writes): `@CurrentPrincipal() { workspace, actor }: Principal`.
 */
export const CurrentPrincipal = createParamDecorator((_: unknown, context: ExecutionContext): Principal => principalOf(context, 'CurrentPrincipal'));

/** Who makes the request's changes, for the use cases. */
export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => principalOf(context, 'CurrentActor').actor);

/** The key the request was authenticated with; only on routes reached with an API key. */
export const CurrentApiKey = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedApiKey => {
  const apiKey = principalOf(context, 'CurrentApiKey').apiKey;
  if (!apiKey) throw new Error('CurrentApiKey used on a route reached without an API key');
  return apiKey;
});

/** The session the request came with; only on routes reached with a session. */
export const CurrentSessionId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const sessionId = principalOf(context, 'CurrentSessionId').sessionId;
  if (!sessionId) throw new Error('CurrentSessionId used on a route reached without a session');
  return sessionId;
});

export interface PageQuery {
  pageNumber: unknown;
  pageSize: unknown;
}

/**
 * page_number and page_size exactly as sent; pageRequest validates them (422) and applies the defaults (page 1 of 30).
 * Other query parameters are ignored.
 */
export const PageQueryParams = createParamDecorator((_: unknown, context: ExecutionContext): PageQuery => {
  const query = context.switchToHttp().getRequest<ApiRequest>().query ?? {};
  return { pageNumber: query['page_number'], pageSize: query['page_size'] };
});
