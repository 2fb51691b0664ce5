import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedApiKey } from '@forms/application';
import type { ApiRequest, RequestWorkspace } from './api-request';

/** The workspace ApiKeyGuard authenticated; only on routes behind that guard. */
export const CurrentWorkspace = createParamDecorator((_: unknown, context: ExecutionContext): RequestWorkspace => {
  const workspace = context.switchToHttp().getRequest<ApiRequest>().workspace;
  if (!workspace) throw new Error('CurrentWorkspace used on a route without ApiKeyGuard');
  return workspace;
});

/** The key ApiKeyGuard authenticated the request with; only on routes behind that guard. */
export const CurrentApiKey = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedApiKey => {
  const apiKey = context.switchToHttp().getRequest<ApiRequest>().apiKey;
  if (!apiKey) throw new Error('CurrentApiKey used on a route without ApiKeyGuard');
  return apiKey;
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
