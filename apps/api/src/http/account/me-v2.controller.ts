import { Controller, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { type AuthenticatedApiKey, GetStoredBytes } from '@forms/application';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentApiKey, CurrentWorkspace } from '../auth/principal.decorators';
import { ApiSuccess, ExternalApi } from '../openapi/openapi.decorators';
import { MeDto } from './account.dto';
import { type MeRepresentation, toMeRepresentation } from './account.mapper';

@ExternalApi('v2')
@Controller('api/external/v2/me')
export class MeController {
  constructor(private readonly getStoredBytes: GetStoredBytes) {}

  // The guard has already loaded the workspace and the key: answering needs one sum over an index.
  @Get()
  @ApiOperation({
    operationId: 'v2GetMe',
    summary: 'The workspace and API key of this request',
    description:
      'Lets an integration check its configuration: which workspace its key opens, whether it may write, and when it expires; ' +
      'and how many bytes of files the workspace stores.',
  })
  @ApiSuccess('v2', 200, MeDto, 'The workspace and the key', {
    workspace: { id: '5f0c1e9a-3b7d-4c2e-9a8f-1d2e3f4a5b6c', subdomain: 'acme', name: 'Acme Inc.', storage_bytes: 12897484 },
    api_key: {
      id: '3f0c5a9e-8d4b-4a53-9f55-0d7e1c2b6a10',
      prefix: 'k3j5h2g8d9s1',
      scope: 'read',
      created_at: '2026-03-14T09:26:53Z',
      expires_at: null,
    },
  })
  async me(@CurrentWorkspace() workspace: RequestWorkspace, @CurrentApiKey() apiKey: AuthenticatedApiKey): Promise<MeRepresentation> {
    return toMeRepresentation(workspace, apiKey, await this.getStoredBytes.execute({ workspaceId: workspace.id }));
  }
}
