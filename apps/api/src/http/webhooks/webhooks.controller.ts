import { V2AndConsoleController } from '../access/console-api';
import { applyDecorators, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { CreateWebhook, DeleteWebhook, GetWebhook, ListWebhookDeliveries, ListWebhooks, RetryWebhookDelivery, UpdateWebhook } from '@forms/application';
import { AdminOnlyOnConsole } from '../access/admin-only';
import type { Principal } from '../auth/principal';
import { CurrentPrincipal, type PageQuery, PageQueryParams } from '../auth/principal.decorators';
import { DomainFieldsUnder } from '../errors/domain-fields';
import { DocumentedFor } from '../openapi/audience';
import { ApiErrorResponse, ApiSuccess, JsonRequestBody, PaginatedList } from '../openapi/openapi.decorators';
import { IdempotentWrite, type OnceOnly } from '../request/idempotent-write';
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
} from './webhook.dto';
import {
  toCreatedWebhookV2,
  toWebhookDeliveryV2,
  toWebhookV2,
  type WebhookDeliveryRepresentation,
  type WebhookRepresentation,
} from './webhook.mapper';

const WEBHOOK_DELETED = 'Webhook deleted';

const WEBHOOK_ID = { name: 'webhook_id', description: 'Id of a webhook of this workspace', schema: { type: 'string' } } as const;
const DELIVERY_ID = { name: 'delivery_id', description: 'Id of a delivery of this webhook', schema: { type: 'string' } } as const;

/** The webhook id of a path; v2's document shows an example of it, the console's does not. */
const WebhookIdParam = (): MethodDecorator =>
  applyDecorators(DocumentedFor('v2', ApiParam(Object.assign({}, WEBHOOK_ID, { example: '0b7f8e3c-2a41-4d5e-9c6b-7a8d9e0f1a2b' }))), DocumentedFor('console', ApiParam(WEBHOOK_ID)));

const WEBHOOK_NOT_FOUND = ['No such workspace, or no webhook with this id in it', 'Workspace not found', 'Webhook not found'] as const;
const CONSOLE_INVALID = ['An invalid field', 'webhook.url must be an absolute http or https URL', 'webhook.events must list at least one event'] as const;

const INVALID_FIELD_EXAMPLES = [
  'webhook.url must be an absolute http or https URL',
  'webhook.url must be a public address',
  'webhook.events must list at least one event',
  'webhook.events[1] is not a known event: "form.deleted"',
  'webhook.form_id must be the id of a form of this workspace',
  'webhook.foo is not allowed',
];

/**
 * Webhooks for integrators (v2, with a key) and the console's Admins (with a session): the same use cases,
 * bodies and answers. v2's POSTs honour Idempotency-Key; each document keeps its own names and texts.
 */
@V2AndConsoleController('webhooks', 'console: webhooks')
export class WebhooksController {
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
  @AdminOnlyOnConsole('manage_webhooks')
  @DomainFieldsUnder('webhook')
  @DocumentedFor(
    'v2',
    ApiOperation({
      operationId: 'v2CreateWebhook',
      summary: 'Create a webhook',
      description:
        'Events are POSTed to the URL as JSON `{"type", "timestamp", "data"}`, signed as Standard Webhooks specifies with the secret of the response (shown only here).',
    }),
    ApiErrorResponse(422, 'An invalid field: a URL that is not absolute http(s) or not public, unknown or repeated events, an empty list, a form of another workspace, an unknown field; or the workspace has its 25 webhooks already ("A workspace has at most 25 webhooks; delete one to add another")', 'webhook.url is required', ...INVALID_FIELD_EXAMPLES),
  )
  @DocumentedFor(
    'console',
    ApiOperation({ operationId: 'consoleCreateWebhook', summary: 'Create a webhook', description: 'The secret that signs its deliveries is shown only here.' }),
    ApiErrorResponse(422, ...CONSOLE_INVALID),
  )
  @JsonRequestBody(CreateWebhookRequestDto)
  @ApiSuccess('v2', 201, CreatedWebhookEnvelopeDto, 'The created webhook with its secret')
  async create(
    @CurrentPrincipal() { workspace, actor }: Principal,
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
  @AdminOnlyOnConsole('manage_webhooks')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2ListWebhooks', summary: 'List webhooks, oldest first', description: 'Each webhook with its URL, events, form and whether it is active; secrets are never shown again after creation.' }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleListWebhooks', summary: 'List webhooks, oldest first', description: 'The same list as v2, for Admins, a page at a time.' }))
  @PaginatedList()
  @ApiSuccess('v2', 200, WebhookListDto, 'A page of webhooks')
  async list(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @PageQueryParams() query: PageQuery,
  ): Promise<{ webhooks: WebhookRepresentation[]; pagination: PaginationRepresentation }> {
    const page = await this.listWebhooks.execute({ actor, workspaceId: workspace.id, ...query });
    return { webhooks: page.items.map(toWebhookV2), pagination: toPaginationRepresentation(page) };
  }

  @Get(':webhook_id')
  @AdminOnlyOnConsole('manage_webhooks')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2GetWebhook', summary: 'Get a webhook (without its secret)', description: 'Its URL, events and state, with an ETag; the signing secret is shown only in the answer that created it.' }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleGetWebhook', summary: 'Get a webhook (without its secret)', description: 'Its URL, events and state, as v2 shows it; the signing secret is shown only when it is created.' }))
  @WebhookIdParam()
  @ApiSuccess('v2', 200, WebhookEnvelopeDto, 'The webhook')
  @ApiErrorResponse(404, ...WEBHOOK_NOT_FOUND)
  async get(@CurrentPrincipal() { workspace, actor }: Principal, @Param('webhook_id') webhookId: string): Promise<{ webhook: WebhookRepresentation }> {
    return { webhook: toWebhookV2(await this.getWebhook.execute({ actor, workspaceId: workspace.id, webhookId })) };
  }

  @Patch(':webhook_id')
  @AdminOnlyOnConsole('manage_webhooks')
  @DomainFieldsUnder('webhook')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2UpdateWebhook', summary: 'Change a webhook', description: 'Only the given fields change.' }), ApiErrorResponse(422, 'An invalid field, as for creation', ...INVALID_FIELD_EXAMPLES))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleUpdateWebhook', summary: 'Change a webhook', description: 'Only the given fields change.' }), ApiErrorResponse(422, ...CONSOLE_INVALID))
  @WebhookIdParam()
  @JsonRequestBody(UpdateWebhookRequestDto)
  @ApiSuccess('v2', 200, WebhookEnvelopeDto, 'The webhook as changed')
  @ApiErrorResponse(404, ...WEBHOOK_NOT_FOUND)
  async update(
    @CurrentPrincipal() { workspace, actor }: Principal,
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
  @AdminOnlyOnConsole('manage_webhooks')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2DeleteWebhook', summary: 'Delete a webhook', description: 'Its pending deliveries are dropped and its delivery log goes with it.' }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleDeleteWebhook', summary: 'Delete a webhook with its delivery log', description: 'Its pending deliveries are dropped and no event is sent to its URL any more.' }))
  @WebhookIdParam()
  @ApiSuccess('v2', 200, MessageDto, 'The webhook was deleted', { message: WEBHOOK_DELETED })
  @ApiErrorResponse(404, ...WEBHOOK_NOT_FOUND)
  async delete(@CurrentPrincipal() { workspace, actor }: Principal, @Param('webhook_id') webhookId: string): Promise<{ message: string }> {
    await this.deleteWebhook.execute({ actor, workspaceId: workspace.id, webhookId });
    return { message: WEBHOOK_DELETED };
  }

  @Get(':webhook_id/deliveries')
  @AdminOnlyOnConsole('manage_webhooks')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2ListWebhookDeliveries', summary: "A webhook's delivery log, newest first", description: 'Succeeded deliveries are kept 7 days, failed ones 30.' }))
  @DocumentedFor(
    'console',
    ApiOperation({ operationId: 'consoleListWebhookDeliveries', summary: "A webhook's delivery log, newest first", description: 'Each delivery with its event, state, attempts and last answer; succeeded deliveries are kept 7 days, failed ones 30.' }),
  )
  @WebhookIdParam()
  @PaginatedList()
  @ApiSuccess('v2', 200, WebhookDeliveryListDto, 'A page of deliveries')
  @ApiErrorResponse(404, ...WEBHOOK_NOT_FOUND)
  async deliveries(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @Param('webhook_id') webhookId: string,
    @PageQueryParams() query: PageQuery,
  ): Promise<{ deliveries: WebhookDeliveryRepresentation[]; pagination: PaginationRepresentation }> {
    const page = await this.listDeliveries.execute({ actor, workspaceId: workspace.id, webhookId, ...query });
    return { deliveries: page.items.map(toWebhookDeliveryV2), pagination: toPaginationRepresentation(page) };
  }

  @Post(':webhook_id/deliveries/:delivery_id/retry')
  @HttpCode(202)
  @AdminOnlyOnConsole('manage_webhooks')
  @DocumentedFor(
    'v2',
    ApiOperation({
      operationId: 'v2RetryWebhookDelivery',
      summary: 'Send a delivery again',
      description:
        'Pending again and attempted at once, whatever its state was (a succeeded delivery is sent again too). ' +
        'A delivery of a submission that was deleted since is emptied with it and cannot be retried (409).',
    }),
    ApiParam({ ...WEBHOOK_ID, example: '0b7f8e3c-2a41-4d5e-9c6b-7a8d9e0f1a2b' }),
    ApiParam({ ...DELIVERY_ID, example: '5c2d9f1e-8b3a-4c7d-a6e5-f4d3c2b1a098' }),
    ApiErrorResponse(
      409,
      'The delivery carried a submission that was deleted since (nothing of it is left to send), or a request with the same Idempotency-Key is in progress',
      'The submission of this delivery was deleted',
      'A request with this Idempotency-Key is in progress',
    ),
  )
  @DocumentedFor(
    'console',
    ApiOperation({ operationId: 'consoleRetryWebhookDelivery', summary: 'Send a delivery again', description: 'Pending again and attempted at once, whatever its state was, a succeeded delivery included; only Admins may retry.' }),
    ApiParam(WEBHOOK_ID),
    ApiParam(DELIVERY_ID),
  )
  @ApiSuccess('v2', 202, WebhookDeliveryEnvelopeDto, 'The delivery, pending again')
  @ApiErrorResponse(404, 'No such workspace, webhook or delivery of the webhook', 'Workspace not found', 'Webhook not found', 'Delivery not found')
  async retry(
    @CurrentPrincipal() { workspace, actor }: Principal,
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
