import { DomainError, type Webhook, type WebhookRepository } from '@forms/domain';
import type { WebhookAddressPolicy, WebhookView } from '../shared/ports/webhooks.port';

/** The URL's host may be called: a customer must not make the service reach its own network. */
export async function assertCallable(policy: WebhookAddressPolicy, url: string): Promise<void> {
  const verdict = await policy.check(url);
  if (verdict === 'internal') throw DomainError.invalid('url', 'must be a public address');
  if (verdict === 'unresolvable') throw DomainError.invalid('url', 'has a host that does not resolve');
}

export async function assertFormOfWorkspace(webhooks: WebhookRepository, workspaceId: string, formId: string | null): Promise<void> {
  if (formId !== null && !(await webhooks.formExists(workspaceId, formId))) {
    throw DomainError.invalid('formId', 'must be the id of a form of this workspace');
  }
}

export function toWebhookView(webhook: Webhook): WebhookView {
  return {
    id: webhook.id,
    url: webhook.url,
    events: [...webhook.events],
    formId: webhook.formId,
    description: webhook.description,
    isActive: webhook.isActive,
    createdAt: webhook.createdAt,
    updatedAt: webhook.updatedAt,
  };
}
