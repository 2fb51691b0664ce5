import type { DomainEvent } from '@forms/domain';

// Events are stored as JSON and read back by another process, maybe much later. Dates travel as ISO
// strings; every timestamp field of an event is named `...At`, which is how they are recognised on the way back.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

export function serializeEvent(event: DomainEvent): string {
  return JSON.stringify(event);
}

export function parseEvent(payload: unknown): DomainEvent {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return JSON.parse(text, (key, value) =>
    key.endsWith('At') && typeof value === 'string' && TIMESTAMP.test(value) ? new Date(value) : value,
  ) as DomainEvent;
}
