import { Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam } from '@nestjs/swagger';
import {
  CreateWebhook,
  DeleteWebhook,
  GetWebhook,
  ListWebhookDeliveries,
  ListWebhooks,
  RetryWebhookDelivery,
  UpdateWebhook,
} from '@forms/application';
import type { Actor } from '@forms/domain';
import type { RequestWorkspace } from '../auth/principal';
import { CurrentActor, CurrentWorkspace, type PageQuery, PageQueryParams } from '../auth/principal.decorators';
import { DomainFieldsUnder } from '../errors/domain-fields';
import { ApiErrorResponse, ApiSuccess, JsonRequestBody, PaginatedList } from '../openapi/openapi.decorators';
import { ValidatedBody } from '../request/validation';
import { MessageDto } from '../shared/message.dto';
import { type PaginationRepresentation, toPaginationRepresentation } from '../shared/pagination.mapper';
import {
  CreatedWebhookEnvelopeDto,
  CreateWebhookRequestDto,
  UpdateWebhookRequestDto,
  WebhookDeliveryEnvelopeDto,
  WebhookDeliveryListDto,
  WebhookEnvelopeDto,
  WebhookListDto,
} from '../v2/webhook-v2.dto';
import {
  toCreatedWebhookV2,
  toWebhookDeliveryV2,
  toWebhookV2,
  type WebhookDeliveryRepresentation,
  type WebhookRepresentation,
} from '../v2/webhook-v2.mapper';
import { AdminOnly, ConsoleApi, CONSOLE_PREFIX } from './console-api';

const WEBHOOK_DELETED = 'Webhook deleted';
const WEBHOOK_ID_PARAM = { name: 'webhook_id', description: 'Id of a webhook of this workspace', schema: { type: 'string' } } as const;
const NOT_FOUND = ['No such workspace, or no webhook with this id in it', 'Workspace not found', 'Webhook not found'] as const;
const INVALID = ['An invalid field', 'webhook.url must be an absolute http or https URL', 'webhook.events must list at least one event'] as const;

/** The webhooks of v2, for Admins in the console: the same use cases and the same shapes. */
@ConsoleApi('console: webhooks')
@Controller(`${CONSOLE_PREFIX}/webhooks`)
export class ConsoleWebhooksController {
  constructor(
    private readonly createWebhook: CreateWebhook,
    private readonly updateWebhook: UpdateWebhook,
    private readonly deleteWebhook: DeleteWebhook,
    private readonly getWebhook: GetWebhook,
    private readonly listWebhooks: ListWebhooks,
    private readonly listDeliveries: ListWebhookDeliveries,
    private readonly retryDelivery: RetryWebhookDelivery,
  ) {}

  @Post()
  @HttpCode(201)
  @AdminOnly('manage_webhooks')
  @DomainFieldsUnder('webhook')
  @ApiOperation({ operationId: 'consoleCreateWebhook', summary: 'Create a webhook', description: 'The secret that signs its deliveries is shown only here.' })
  @ApiBody({ type: CreateWebhookRequestDto })
  @JsonRequestBody()
  @ApiSuccess('v2', 201, CreatedWebhookEnvelopeDto, 'The created webhook with its secret')
  @ApiErrorResponse(422, ...INVALID)
  async create(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @CurrentActor() actor: Actor,
    @ValidatedBody() body: CreateWebhookRequestDto,
  ): Promise<{ webhook: WebhookRepresentation & { secret: string } }> {
    const webhook = await this.createWebhook.execute({
      actor,
      workspaceId: workspace.id,
      url: body.webhook.url,
      events: body.webhook.events,
      formId: body.webhook.form_id,
      description: body.webhook.description,
      isActive: body.webhook.is_active,
      idempotency: null,
    });
    return { webhook: toCreatedWebhookV2(webhook) };
  }

  @Get()
  @AdminOnly('manage_webhooks')
  @ApiOperation({ operationId: 'consoleListWebhooks', summary: 'List webhooks, oldest first', description: 'The same list as v2, for Admins, a page at a time.' })
  @PaginatedList()
  @ApiSuccess('v2', 200, WebhookListDto, 'A page of webhooks')
  async list(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @CurrentActor() actor: Actor,
    @PageQueryParams() query: PageQuery,
  ): Promise<{ webhooks: WebhookRepresentation[]; pagination: PaginationRepresentation }> {
    const page = await this.listWebhooks.execute({ actor, workspaceId: workspace.id, ...query });
    return { webhooks: page.items.map(toWebhookV2), pagination: toPaginationRepresentation(page) };
  }

  @Get(':webhook_id')
  @AdminOnly('manage_webhooks')
  @ApiOperation({ operationId: 'consoleGetWebhook', summary: 'Get a webhook (without its secret)', description: 'Its URL, events and state, as v2 shows it; the signing secret is shown only when it is created.' })
  @ApiParam(WEBHOOK_ID_PARAM)
  @ApiSuccess('v2', 200, WebhookEnvelopeDto, 'The webhook')
  @ApiErrorResponse(404, ...NOT_FOUND)
  async get(@CurrentWorkspace() workspace: RequestWorkspace, @CurrentActor() actor: Actor, @Param('webhook_id') webhookId: string): Promise<{ webhook: WebhookRepresentation }> {
    return { webhook: toWebhookV2(await this.getWebhook.execute({ actor, workspaceId: workspace.id, webhookId })) };
  }

  @Patch(':webhook_id')
  @AdminOnly('manage_webhooks')
  @DomainFieldsUnder('webhook')
  @ApiOperation({ operationId: 'consoleUpdateWebhook', summary: 'Change a webhook', description: 'Only the given fields change.' })
  @ApiParam(WEBHOOK_ID_PARAM)
  @ApiBody({ type: UpdateWebhookRequestDto })
  @JsonRequestBody()
  @ApiSuccess('v2', 200, WebhookEnvelopeDto, 'The webhook as changed')
  @ApiErrorResponse(404, ...NOT_FOUND)
  @ApiErrorResponse(422, ...INVALID)
  async update(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @CurrentActor() actor: Actor,
    @Param('webhook_id') webhookId: string,
    @ValidatedBody() body: UpdateWebhookRequestDto,
  ): Promise<{ webhook: WebhookRepresentation }> {
    const changes = body.webhook;
    const webhook = await this.updateWebhook.execute({
      actor,
      workspaceId: workspace.id,
      webhookId,
      changes: { url: changes.url, events: changes.events, formId: changes.form_id, description: changes.description, isActive: changes.is_active },
    });
    return { webhook: toWebhookV2(webhook) };
  }

  @Delete(':webhook_id')
  @AdminOnly('manage_webhooks')
  @ApiOperation({ operationId: 'consoleDeleteWebhook', summary: 'Delete a webhook with its delivery log', description: 'Its pending deliveries are dropped and no event is sent to its URL any more.' })
  @ApiParam(WEBHOOK_ID_PARAM)
  @ApiSuccess('v2', 200, MessageDto, 'The webhook was deleted', { message: WEBHOOK_DELETED })
  @ApiErrorResponse(404, ...NOT_FOUND)
  async delete(@CurrentWorkspace() workspace: RequestWorkspace, @CurrentActor() actor: Actor, @Param('webhook_id') webhookId: string): Promise<{ message: string }> {
    await this.deleteWebhook.execute({ actor, workspaceId: workspace.id, webhookId });
    return { message: WEBHOOK_DELETED };
  }

  @Get(':webhook_id/deliveries')
  @AdminOnly('manage_webhooks')
  @ApiOperation({ operationId: 'consoleListWebhookDeliveries', summary: "A webhook's delivery log, newest first", description: 'Each delivery with its event, state, attempts and last answer; succeeded deliveries are kept 7 days, failed ones 30.' })
  @ApiParam(WEBHOOK_ID_PARAM)
  @PaginatedList()
  @ApiSuccess('v2', 200, WebhookDeliveryListDto, 'A page of deliveries')
  @ApiErrorResponse(404, ...NOT_FOUND)
  async deliveries(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @CurrentActor() actor: Actor,
    @Param('webhook_id') webhookId: string,
    @PageQueryParams() query: PageQuery,
  ): Promise<{ deliveries: WebhookDeliveryRepresentation[]; pagination: PaginationRepresentation }> {
    const page = await this.listDeliveries.execute({ actor, workspaceId: workspace.id, webhookId, ...query });
    return { deliveries: page.items.map(toWebhookDeliveryV2), pagination: toPaginationRepresentation(page) };
  }

  @Post(':webhook_id/deliveries/:delivery_id/retry')
  @HttpCode(202)
  @AdminOnly('manage_webhooks')
  @ApiOperation({ operationId: 'consoleRetryWebhookDelivery', summary: 'Send a delivery again', description: 'Pending again and attempted at once, whatever its state was, a succeeded delivery included; only Admins may retry.' })
  @ApiParam(WEBHOOK_ID_PARAM)
  @ApiParam({ name: 'delivery_id', description: 'Id of a delivery of this webhook', schema: { type: 'string' } })
  @ApiSuccess('v2', 202, WebhookDeliveryEnvelopeDto, 'The delivery, pending again')
  @ApiErrorResponse(404, 'No such workspace, webhook or delivery of the webhook', 'Workspace not found', 'Webhook not found', 'Delivery not found')
  async retry(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @CurrentActor() actor: Actor,
    @Param('webhook_id') webhookId: string,
    @Param('delivery_id') deliveryId: string,
  ): Promise<{ delivery: WebhookDeliveryRepresentation }> {
    return { delivery: toWebhookDeliveryV2(await this.retryDelivery.execute({ actor, workspaceId: workspace.id, webhookId, deliveryId })) };
  }
}
