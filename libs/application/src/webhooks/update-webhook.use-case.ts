import { type Actor, assertMay, DomainError, Webhook, type WebhookChanges } from '@forms/domain';
import type { Clock } from '../shared/ports/system.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { WebhookAddressPolicy, WebhookView } from '../shared/ports/webhooks.port';
import { activityEntry } from '../shared/ports/activity.port';
import { webhookTarget } from '../activity/activity-targets';
import { assertCallable, assertFormOfWorkspace, toWebhookView } from './webhook-rules';

export class UpdateWebhook {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly addresses: WebhookAddressPolicy,
    private readonly clock: Clock,
  ) {}

  async execute(command: { actor: Actor; workspaceId: string; webhookId: string; changes: WebhookChanges }): Promise<WebhookView> {
    assertMay(command.actor, 'manage_webhooks');
    Webhook.checkChanges(command.changes);
    // The address is checked outside the transaction: resolving a name may take a while.
    if (command.changes.url !== undefined) await assertCallable(this.addresses, Webhook.checkUrl(command.changes.url));
    return this.unitOfWork.run(async ({ webhooks, activity }) => {
      const webhook = await webhooks.lockById(command.workspaceId, command.webhookId);
      if (!webhook) throw DomainError.webhookNotFound();
      const now = this.clock.now();
      webhook.change(command.changes, now);
      if (command.changes.formId !== undefined) await assertFormOfWorkspace(webhooks, command.workspaceId, webhook.formId);
      await webhooks.update(webhook);
      await activity.record([activityEntry(command.workspaceId, command.actor, 'webhook.updated', webhookTarget(webhook), now)]);
      return toWebhookView(webhook);
    });
  }
}
