import { hash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { DomainError, DomainErrorCode } from '@forms/domain';

// Read by every write that honours an Idempotency-Key: the v2 API's POSTs and the public intake.

const PRINTABLE_ASCII = /^[\x20-\x7e]{1,255}$/;

/** The Idempotency-Key header, checked; undefined when absent. */
export function idempotencyKeyOf(request: IncomingMessage): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !PRINTABLE_ASCII.test(header)) {
    throw new DomainError(DomainErrorCode.ValidationFailed, 'Idempotency-Key must be 1-255 printable ASCII characters');
  }
  return header;
}

/** Tells a retry of the same request from another request sent with the same key. */
export function fingerprintOf(body: unknown): string {
  return hash('sha256', JSON.stringify(body ?? null), 'hex');
}
