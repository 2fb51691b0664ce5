import { applyDecorators, type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ApiParam, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ResolvePublicWorkspace } from '@forms/application';
import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../../auth/api-request';
import { WorkspaceAddressing } from '../../auth/workspace-addressing';
import { PublicOperation } from '../../openapi/openapi.decorators';
import { ErrorDto } from '../../shared/error.dto';

/** What the JSON intake and the upload endpoint share: open to every origin, on the workspace the host names. */

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Idempotency-Key',
  'Access-Control-Max-Age': '86400',
};

/**
 * Runs first, so that every answer of the route, errors included, lets a page on any site read it:
 * the intake takes no cookies and no key, so there is nothing to protect from other origins.
 */
@Injectable()
export class OpenToEveryOrigin implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const response = context.switchToHttp().getResponse<ServerResponse>();
    for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
    return true;
  }
}

/** The workspace named by the host (404 before anything else, as on every workspace route). */
@Injectable()
export class PublicWorkspaceGuard implements CanActivate {
  constructor(
    private readonly resolveWorkspace: ResolvePublicWorkspace,
    private readonly addressing: WorkspaceAddressing,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const address = this.addressing.resolve(request);
    const workspace = await this.resolveWorkspace.execute(address?.subdomain ?? null);
    request.publicWorkspace = { id: workspace.id, subdomain: workspace.subdomain, name: workspace.name, baseUrl: address!.baseUrl, publicOrigin: address!.publicOrigin };
    return true;
  }
}

/**
 * The CORS preflight of a public endpoint, as its document shows it: no credential, nothing checked but
 * the per-address budget of public routes (PUBLIC_RATE_LIMIT), which counts preflights too.
 */
export function ApiCorsPreflight(operationId: string, summary: string, endpoint: string): MethodDecorator {
  return applyDecorators(
    PublicOperation({
      operationId,
      summary,
      description: `What a browser asks before a page on another site POSTs to ${endpoint}: the answer allows any origin, the POST method and the headers that request may carry.`,
    }),
    ApiParam({ name: 'form_id', schema: { type: 'string' } }),
    ApiResponse({ status: 204, description: 'Any origin may post here' }),
    ApiResponse({
      status: 429,
      description: "Too many requests to this workspace's public routes from this address (PUBLIC_RATE_LIMIT a minute); Retry-After says when to try again",
      headers: { 'Retry-After': { description: 'Seconds until the budget is whole again', schema: { type: 'integer', minimum: 1 } } },
      content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorDto) }, example: { error: 'Too many requests, try again later' } } },
    }),
  );
}

/** A CORS preflight of a public endpoint: any origin may post there. */
export function answerCorsPreflight(response: ServerResponse): void {
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
  response.statusCode = 204;
  response.end();
}
