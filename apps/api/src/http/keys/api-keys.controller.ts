import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { CreateApiKey, ListApiKeys, RevokeApiKey, toApiKeyView } from '@forms/application';
import type { Principal } from '../auth/principal';
import { CurrentPrincipal } from '../auth/principal.decorators';
import { DomainFieldsUnder } from '../errors/domain-fields';
import { ApiErrorResponse, ApiSuccess, JsonRequestBody } from '../openapi/openapi.decorators';
import { ValidatedBody } from '../request/validation';
import { MessageDto } from '../shared/message.dto';
import { AdminOnly, ConsoleApi, CONSOLE_PREFIX } from '../access/console-api';
import { ApiKeyListDto, CreateApiKeyRequestDto, CreatedApiKeyEnvelopeDto } from './api-key.dto';
import { type ApiKeyRepresentation, toApiKeyRepresentation } from './api-key.mapper';

export const API_KEY_REVOKED = 'API key revoked';

@ConsoleApi('console: API keys')
@Controller(`${CONSOLE_PREFIX}/api-keys`)
export class ConsoleApiKeysController {
  constructor(
    private readonly listApiKeys: ListApiKeys,
    private readonly createApiKey: CreateApiKey,
    private readonly revokeApiKey: RevokeApiKey,
  ) {}

  @Get()
  @AdminOnly('manage_api_keys')
  @ApiOperation({ operationId: 'consoleListApiKeys', summary: 'Every API key of the workspace, oldest first', description: 'Each key with its name, prefix, scope, expiry and last use; the secret itself is never shown after creation.' })
  @ApiSuccess('v2', 200, ApiKeyListDto, 'The keys, without their secrets')
  async list(@CurrentPrincipal() { workspace, actor }: Principal): Promise<{ api_keys: ApiKeyRepresentation[] }> {
    const keys = await this.listApiKeys.execute({ actor, subdomain: workspace.subdomain });
    return { api_keys: keys.map((key) => toApiKeyRepresentation(toApiKeyView(key))) };
  }

  @Post()
  @HttpCode(201)
  @AdminOnly('manage_api_keys')
  @DomainFieldsUnder('api_key')
  @ApiOperation({
    operationId: 'consoleCreateApiKey',
    summary: 'Make an API key',
    description: 'The secret is in this response only; the key works on the external API at once.',
  })
  @JsonRequestBody(CreateApiKeyRequestDto)
  @ApiSuccess('v2', 201, CreatedApiKeyEnvelopeDto, 'The key with its secret')
  @ApiErrorResponse(
    422,
    'An invalid field',
    'api_key.name is required',
    'api_key.name must be at most 100 characters',
    'api_key.scope must be one of: read, write',
    'api_key.expires_in_days must be a whole number of days from 1 to 3650',
  )
  async create(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @ValidatedBody() body: CreateApiKeyRequestDto,
  ): Promise<{ api_key: ApiKeyRepresentation & { secret: string } }> {
    const { apiKey, secret } = await this.createApiKey.execute({
      actor,
      subdomain: workspace.subdomain,
      name: body.api_key.name,
      scope: body.api_key.scope,
      expiresInDays: body.api_key.expires_in_days,
    });
    return { api_key: Object.assign(toApiKeyRepresentation(apiKey), { secret }) };
  }

  @Delete(':api_key_id')
  @AdminOnly('manage_api_keys')
  @ApiOperation({ operationId: 'consoleRevokeApiKey', summary: 'Revoke an API key: it stops working at once', description: 'Only Admins may revoke; the key stays in the list with revoked_at set, and a revoked key cannot be restored.' })
  @ApiParam({ name: 'api_key_id', description: 'Id of an API key of this workspace', schema: { type: 'string' } })
  @ApiSuccess('v2', 200, MessageDto, 'The key was revoked', { message: API_KEY_REVOKED })
  @ApiErrorResponse(404, 'No such workspace, or no such key in it', 'Workspace not found', 'API key not found')
  async revoke(@CurrentPrincipal() { workspace, actor }: Principal, @Param('api_key_id') apiKeyId: string): Promise<{ message: string }> {
    await this.revokeApiKey.execute({ actor, subdomain: workspace.subdomain, apiKeyId });
    return { message: API_KEY_REVOKED };
  }
}
