import { type Actor, assertMay, DomainError } from '@forms/domain';
import { webhookTarget } from '../activity/activity-targets';
import { activityEntry } from '../shared/ports/activity.port';
import type { Clock } from '../shared/ports/system.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';

export class DeleteWebhook {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Pending deliveries go with it: nothing is sent to an endpoint after its webhook is deleted. */
  async execute(command: { actor: Actor; workspaceId: string; webhookId: string }): Promise<void> {
    assertMay(command.actor, 'manage_webhooks');
    await this.unitOfWork.run(async ({ webhooks, activity }) => {
      // Read (and locked) first so that the log can name the address the webhook called.
      const webhook = await webhooks.lockById(command.workspaceId, command.webhookId);
      if (!webhook || !(await webhooks.delete(command.workspaceId, command.webhookId))) throw DomainError.webhookNotFound();
      await activity.record([activityEntry(command.workspaceId, command.actor, 'webhook.deleted', webhookTarget(webhook), this.clock.now())]);
    });
  }
}
