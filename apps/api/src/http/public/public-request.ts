import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { DomainError, DomainErrorCode } from '@forms/domain';

/** The client's address: the socket peer, or with TRUST_PROXY what the load balancer reports (Express's `ip`). */
export function clientIp(request: IncomingMessage): string {
  const ip = (request as IncomingMessage & { ip?: string }).ip ?? request.socket.remoteAddress ?? '';
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

export function userAgentOf(request: IncomingMessage): string {
  const header = request.headers['user-agent'];
  return typeof header === 'string' ? header : '';
}

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
  return createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');
}
