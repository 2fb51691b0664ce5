import { type Actor, assertMay, DomainError } from '@forms/domain';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';

export class DeleteWebhook {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** Pending deliveries go with it: nothing is sent to an endpoint after its webhook is deleted. */
  async execute(command: { actor: Actor; workspaceId: string; webhookId: string }): Promise<void> {
    assertMay(command.actor, 'manage_webhooks');
    await this.unitOfWork.run(async ({ webhooks }) => {
      if (!(await webhooks.delete(command.workspaceId, command.webhookId))) throw DomainError.webhookNotFound();
    });
  }
}
