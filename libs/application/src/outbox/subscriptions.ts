import { type DomainEventType, isWebhookEventType } from '@forms/domain';

/**
 * Which outbox handler receives which events. Static on purpose: a process that records an event (the
 * API, the CLI) must store a message for every handler, whether or not it runs that handler's worker.
 */
export const OUTBOX_SUBSCRIPTIONS: Readonly<Record<string, readonly DomainEventType[]>> = {
  'invitation-email': ['invitation.created'],
  'sign-in-email': ['sign_in.requested'],
  'response-email': ['response_email.requested'],
};

export function handlersFor(type: DomainEventType): string[] {
  return Object.entries(OUTBOX_SUBSCRIPTIONS)
    .filter(([, types]) => types.includes(type))
    .map(([handler]) => handler);
}

/**
 * The handler that delivers webhooks. Unlike the handlers above it gets one message per event and
 * endpoint: the outbox stores a message for every active webhook of the workspace that subscribes to the
 * event (and, for a webhook limited to a form, is about that form), in the transaction of the change.
 */
export const WEBHOOKS_HANDLER = 'webhooks';

export function fansOutToWebhooks(type: DomainEventType): boolean {
  return isWebhookEventType(type);
}
