import { DomainError } from '@forms/domain';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';

export class DeleteWebhook {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** Pending deliveries go with it: nothing is sent to an endpoint after its webhook is deleted. */
  async execute(command: { workspaceId: string; webhookId: string }): Promise<void> {
    await this.unitOfWork.run(async ({ webhooks }) => {
      if (!(await webhooks.delete(command.workspaceId, command.webhookId))) throw DomainError.webhookNotFound();
    });
  }
}
