import type { DomainEventType } from '@forms/domain';

/**
 * Which outbox handler receives which events. Static on purpose: a process that records an event (the
 * API, the CLI) must store a message for every handler, whether or not it runs that handler's worker.
 */
export const OUTBOX_SUBSCRIPTIONS: Readonly<Record<string, readonly DomainEventType[]>> = {
  'invitation-email': ['invitation.created'],
};

export function handlersFor(type: DomainEventType): string[] {
  return Object.entries(OUTBOX_SUBSCRIPTIONS)
    .filter(([, types]) => types.includes(type))
    .map(([handler]) => handler);
}
