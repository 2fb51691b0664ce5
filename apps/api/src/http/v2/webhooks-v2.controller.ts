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
import type { RequestWorkspace } from '../auth/principal';
import { CurrentActor, CurrentWorkspace, PageQueryParams, type PageQuery } from '../auth/principal.decorators';
import { DomainFieldsUnder } from '../errors/domain-fields';
import { IdempotentWrite, type OnceOnly } from '../request/idempotent-write';
import { ApiErrorResponse, ApiSuccess, ExternalApi, JsonRequestBody, PaginatedList } from '../openapi/openapi.decorators';
import { MessageDto } from '../shared/message.dto';
import { type PaginationRepresentation, toPaginationRepresentation } from '../shared/pagination.mapper';
import { ValidatedBody } from '../request/validation';
import {
  CreatedWebhookEnvelopeDto,
  CreateWebhookRequestDto,
  UpdateWebhookRequestDto,
  WebhookDeliveryEnvelopeDto,
  WebhookDeliveryListDto,
  WebhookEnvelopeDto,
  WebhookListDto,
} from './webhook-v2.dto';
import {
  toCreatedWebhookV2,
  toWebhookDeliveryV2,
  toWebhookV2,
  type WebhookDeliveryRepresentation,
  type WebhookRepresentation,
} from './webhook-v2.mapper';
import { type Actor } from '@forms/domain';

const WEBHOOK_DELETED = 'Webhook deleted';

const WEBHOOK_ID_PARAM = {
  name: 'webhook_id',
  description: 'Id of a webhook of this workspace',
  schema: { type: 'string' },
  example: '0b7f8e3c-2a41-4d5e-9c6b-7a8d9e0f1a2b',
} as const;

const INVALID_FIELD_EXAMPLES = [
  'webhook.url must be an absolute http or https URL',
  'webhook.url must be a public address',
  'webhook.events must list at least one event',
  'webhook.events[1] is not a known event: "form.deleted"',
  'webhook.form_id must be the id of a form of this workspace',
  'webhook.foo is not allowed',
];

@ExternalApi('v2')
@Controller('api/external/v2/webhooks')
export class WebhooksV2Controller {
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
  @DomainFieldsUnder('webhook')
  @ApiOperation({
    operationId: 'v2CreateWebhook',
    summary: 'Create a webhook',
    description:
      'Events are POSTed to the URL as JSON `{"type", "timestamp", "data"}`, signed as Standard Webhooks specifies with the secret of the response (shown only here).',
  })
  @ApiBody({ type: CreateWebhookRequestDto })
  @JsonRequestBody()
  @ApiSuccess('v2', 201, CreatedWebhookEnvelopeDto, 'The created webhook with its secret')
  @ApiErrorResponse(422, 'An invalid field: a URL that is not absolute http(s) or not public, unknown or repeated events, an empty list, a form of another workspace, an unknown field; or the workspace has its 25 webhooks already ("A workspace has at most 25 webhooks; delete one to add another")', 'webhook.url is required', ...INVALID_FIELD_EXAMPLES)
  async create(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @CurrentActor() actor: Actor,
    @ValidatedBody() body: CreateWebhookRequestDto,
    @IdempotentWrite() once: OnceOnly,
  ): Promise<{ webhook: WebhookRepresentation & { secret: string } }> {
    const webhook = await this.createWebhook.execute({
      actor,
      workspaceId: workspace.id,
      url: body.webhook.url,
      events: body.webhook.events,
      formId: body.webhook.form_id,
      description: body.webhook.description,
      isActive: body.webhook.is_active,
      idempotency: once.request,
    });
    return { webhook: toCreatedWebhookV2(webhook) };
  }

  @Get()
  @ApiOperation({ operationId: 'v2ListWebhooks', summary: 'List webhooks, oldest first', description: 'Each webhook with its URL, events, form and whether it is active; secrets are never shown again after creation.' })
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
  @ApiOperation({ operationId: 'v2GetWebhook', summary: 'Get a webhook (without its secret)', description: 'Its URL, events and state, with an ETag; the signing secret is shown only in the answer that created it.' })
  @ApiParam(WEBHOOK_ID_PARAM)
  @ApiSuccess('v2', 200, WebhookEnvelopeDto, 'The webhook')
  @ApiErrorResponse(404, 'No such workspace, or no webhook with this id in it', 'Workspace not found', 'Webhook not found')
  async get(@CurrentWorkspace() workspace: RequestWorkspace, @CurrentActor() actor: Actor, @Param('webhook_id') webhookId: string): Promise<{ webhook: WebhookRepresentation }> {
    return { webhook: toWebhookV2(await this.getWebhook.execute({ actor, workspaceId: workspace.id, webhookId })) };
  }

  @Patch(':webhook_id')
  @DomainFieldsUnder('webhook')
  @ApiOperation({ operationId: 'v2UpdateWebhook', summary: 'Change a webhook', description: 'Only the given fields change.' })
  @ApiParam(WEBHOOK_ID_PARAM)
  @ApiBody({ type: UpdateWebhookRequestDto })
  @JsonRequestBody()
  @ApiSuccess('v2', 200, WebhookEnvelopeDto, 'The webhook as changed')
  @ApiErrorResponse(404, 'No such workspace, or no webhook with this id in it', 'Workspace not found', 'Webhook not found')
  @ApiErrorResponse(422, 'An invalid field, as for creation', ...INVALID_FIELD_EXAMPLES)
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
      changes: {
        url: changes.url,
        events: changes.events,
        formId: changes.form_id,
        description: changes.description,
        isActive: changes.is_active,
      },
    });
    return { webhook: toWebhookV2(webhook) };
  }

  @Delete(':webhook_id')
  @ApiOperation({ operationId: 'v2DeleteWebhook', summary: 'Delete a webhook', description: 'Its pending deliveries are dropped and its delivery log goes with it.' })
  @ApiParam(WEBHOOK_ID_PARAM)
  @ApiSuccess('v2', 200, MessageDto, 'The webhook was deleted', { message: WEBHOOK_DELETED })
  @ApiErrorResponse(404, 'No such workspace, or no webhook with this id in it', 'Workspace not found', 'Webhook not found')
  async delete(@CurrentWorkspace() workspace: RequestWorkspace, @CurrentActor() actor: Actor, @Param('webhook_id') webhookId: string): Promise<{ message: string }> {
    await this.deleteWebhook.execute({ actor, workspaceId: workspace.id, webhookId });
    return { message: WEBHOOK_DELETED };
  }

  @Get(':webhook_id/deliveries')
  @ApiOperation({
    operationId: 'v2ListWebhookDeliveries',
    summary: "A webhook's delivery log, newest first",
    description: 'Succeeded deliveries are kept 7 days, failed ones 30.',
  })
  @ApiParam(WEBHOOK_ID_PARAM)
  @PaginatedList()
  @ApiSuccess('v2', 200, WebhookDeliveryListDto, 'A page of deliveries')
  @ApiErrorResponse(404, 'No such workspace, or no webhook with this id in it', 'Workspace not found', 'Webhook not found')
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
  @ApiOperation({
    operationId: 'v2RetryWebhookDelivery',
    summary: 'Send a delivery again',
    description:
      'Pending again and attempted at once, whatever its state was (a succeeded delivery is sent again too). ' +
      'A delivery of a submission that was deleted since is emptied with it and cannot be retried (409).',
  })
  @ApiParam(WEBHOOK_ID_PARAM)
  @ApiParam({ name: 'delivery_id', description: 'Id of a delivery of this webhook', schema: { type: 'string' }, example: '5c2d9f1e-8b3a-4c7d-a6e5-f4d3c2b1a098' })
  @ApiSuccess('v2', 202, WebhookDeliveryEnvelopeDto, 'The delivery, pending again')
  @ApiErrorResponse(404, 'No such workspace, webhook or delivery of the webhook', 'Workspace not found', 'Webhook not found', 'Delivery not found')
  @ApiErrorResponse(
    409,
    'The delivery carried a submission that was deleted since (nothing of it is left to send), or a request with the same Idempotency-Key is in progress',
    'The submission of this delivery was deleted',
    'A request with this Idempotency-Key is in progress',
  )
  async retry(
    @CurrentWorkspace() workspace: RequestWorkspace,
    @CurrentActor() actor: Actor,
    @Param('webhook_id') webhookId: string,
    @Param('delivery_id') deliveryId: string,
    @IdempotentWrite() once: OnceOnly,
  ): Promise<{ delivery: WebhookDeliveryRepresentation }> {
    return once.run(async () => {
      const delivery = await this.retryDelivery.execute({ actor, workspaceId: workspace.id, webhookId, deliveryId });
      return { delivery: toWebhookDeliveryV2(delivery) };
    });
  }
}
