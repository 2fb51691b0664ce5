import ipaddr from 'ipaddr.js';

// The arithmetic of the service's upload quotas, for the baseline: how much a reservation may take under
// the workspace's quota of unused uploads and the client's hourly quota, given what PostgreSQL counted.

/** Clients' bytes are counted in windows of an hour. */
export const CLIENT_WINDOW_MS = 3_600_000;

/** A body of unknown length reserves room in steps of four chunks, as the service does. */
export const RESERVATION_STEP_BYTES = 4 * 256 * 1024;

/** In bytes; 0 turns a quota off. */
export interface UploadQuotaBytes {
  pending: number;
  clientPerHour: number;
}

/** What the quotas count now, as read under the workspace's lock. */
export interface CountedUsage {
  pending: number;
  clientCurrent: number;
  clientPrevious: number;
}

export function clientWindowStart(at: number): number {
  return Math.floor(at / CLIENT_WINDOW_MS) * CLIENT_WINDOW_MS;
}

/** The current window's bytes, plus the previous window's share still within the last 60 minutes. */
export function clientBytesOfLastHour(usage: CountedUsage, now: number): number {
  const elapsed = now - clientWindowStart(now);
  return usage.clientCurrent + Math.ceil((usage.clientPrevious * (CLIENT_WINDOW_MS - elapsed)) / CLIENT_WINDOW_MS);
}

/** How many more bytes may be reserved now (Infinity when both quotas are off). */
export function roomFor(quotas: UploadQuotaBytes, usage: CountedUsage, now: number): number {
  let room = Infinity;
  if (quotas.pending > 0) room = Math.min(room, quotas.pending - usage.pending);
  if (quotas.clientPerHour > 0) room = Math.min(room, quotas.clientPerHour - clientBytesOfLastHour(usage, now));
  return Math.max(0, room);
}

/** The client a quota counts: an IPv4 address as it is, an IPv6 one by its /64, written one way. */
export function clientKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}
