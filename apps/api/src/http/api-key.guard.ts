import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthenticateRequest } from '@forms/application';
import { DomainError } from '@forms/domain';
import type { ApiRequest } from './api-request';
import { WorkspaceAddressing } from './workspace-addressing';

/**
 * D1/D2: the workspace named by the host (404), then the key (401), in one database round trip. Puts the
 * workspace on the request for the handlers.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly authenticate: AuthenticateRequest,
    private readonly addressing: WorkspaceAddressing,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const address = this.addressing.resolve(request);
    if (!address) throw DomainError.workspaceNotFound();
    const apiKey = request.headers['x-api-key'];
    const workspace = await this.authenticate.execute({
      subdomain: address.subdomain,
      apiKey: typeof apiKey === 'string' ? apiKey : undefined,
    });
    request.workspace = { id: workspace.id, subdomain: workspace.subdomain, name: workspace.name, baseUrl: address.baseUrl };
    return true;
  }
}
