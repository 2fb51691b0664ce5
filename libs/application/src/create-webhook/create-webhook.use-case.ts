import { Webhook } from '@forms/domain';
import type { Clock, IdGenerator } from '../ports/system.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { CreatedWebhookView, WebhookAddressPolicy } from '../ports/webhooks.port';
import { generateWebhookSecret } from '../security/webhook-signature';
import { assertCallable, assertFormOfWorkspace, toWebhookView } from '../webhooks/webhook-rules';

export class CreateWebhook {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly addresses: WebhookAddressPolicy,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: {
    workspaceId: string;
    url: string;
    events: readonly string[];
    formId?: string | null;
    description?: string;
    isActive?: boolean;
  }): Promise<CreatedWebhookView> {
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
    await assertCallable(this.addresses, webhook.url);
    return this.unitOfWork.run(async ({ webhooks }) => {
      await assertFormOfWorkspace(webhooks, command.workspaceId, webhook.formId);
      await webhooks.insert(webhook);
      return { ...toWebhookView(webhook), secret: webhook.secret };
    });
  }
}
