import { type Actor, assertMay, assertRoomForWebhook, Webhook } from '@forms/domain';
import { runIdempotently } from '../shared/idempotency/run-idempotently';
import type { IdempotencyKeys, IdempotentRequest } from '../shared/ports/idempotency.port';
import type { Clock, IdGenerator } from '../shared/ports/system.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { CreatedWebhookView, WebhookAddressPolicy } from '../shared/ports/webhooks.port';
import { activityEntry } from '../shared/ports/activity.port';
import { webhookTarget } from '../activity/activity-targets';
import { generateWebhookSecret } from './webhook-signature';
import { assertCallable, assertFormOfWorkspace, toWebhookView } from './webhook-rules';

export class CreateWebhook {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly addresses: WebhookAddressPolicy,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly idempotencyKeys: IdempotencyKeys,
  ) {}

  async execute(command: {
    actor: Actor;
    workspaceId: string;
    url: string;
    events: readonly string[];
    formId?: string | null;
    description?: string;
    isActive?: boolean;
    /** With an idempotency key: done at most once, its result recorded in the same transaction as the webhook. */
    idempotency?: IdempotentRequest | null;
  }): Promise<CreatedWebhookView> {
    assertMay(command.actor, 'manage_webhooks');
    const webhook = Webhook.create({
      id: this.ids.next(),
      workspaceId: command.workspaceId,
      url: command.url,
      events: command.events,
      formId: command.formId ?? null,
      description: command.description,
      isActive: command.isActive,
      secret: generateWebhookSecret(),
      now: this.clock.now(),
    });
    // Checked before the key is claimed, so a refused request keeps nothing; a retry is checked again.
    await assertCallable(this.addresses, webhook.url);
    const once = {
      keys: this.idempotencyKeys,
      unitOfWork: this.unitOfWork,
      request: command.idempotency ?? null,
      now: () => this.clock.now(),
      revive: reviveCreatedWebhook,
    };
    // A retry answered from its idempotency record does not run this again, so it records nothing twice.
    return runIdempotently(once, async ({ workspaces, webhooks, activity }) => {
      // The workspace's row lock makes concurrent creations count one after the other.
      await workspaces.lockById(command.workspaceId);
      assertRoomForWebhook(await webhooks.countInWorkspace(command.workspaceId));
      await assertFormOfWorkspace(webhooks, command.workspaceId, webhook.formId);
      await webhooks.insert(webhook);
      await activity.record([activityEntry(command.workspaceId, command.actor, 'webhook.created', webhookTarget(webhook), webhook.createdAt)]);
      return Object.assign(toWebhookView(webhook), { secret: webhook.secret });
    });
  }
}

/** A created webhook read back from where it was stored as JSON, which turned its dates into text. */
function reviveCreatedWebhook(stored: unknown): CreatedWebhookView {
  const view = stored as CreatedWebhookView & { createdAt: string; updatedAt: string };
  return Object.assign({}, view, { createdAt: new Date(view.createdAt), updatedAt: new Date(view.updatedAt) });
}
