/** Clients' uploads are counted in windows of an hour. */
export const CLIENT_WINDOW_MS = 60 * 60 * 1000;

/** The quotas of uploads, in bytes; 0 turns one off. */
export interface UploadQuotas {
  /** Bytes a workspace may hold in uploads no submission uses yet (those still arriving included). */
  pendingBytes: number;
  /** Bytes one client may store in a workspace per hour. */
  clientBytesPerHour: number;
  /** An upload no submission used is deleted after this long (the pending quota frees then at the latest). */
  pendingMs: number;
}

/** What the quotas count now, read under the lock that serialises the workspace's reservations. */
export interface UploadUsage {
  /** Reserved by the workspace's unused uploads. */
  pendingBytes: number;
  /** When the oldest of them was created (null: none). */
  oldestPendingAt: Date | null;
  /** The client's bytes in the current hour's window and the previous one. */
  clientCurrentBytes: number;
  clientPreviousBytes: number;
}

/** The start of the hour window `at` falls in. */
export function clientWindowStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / CLIENT_WINDOW_MS) * CLIENT_WINDOW_MS);
}

/**
 * The client's bytes of the last 60 minutes: the current window's, and of the previous window the share
 * that still falls within them (its bytes taken as spread evenly over its hour). Unlike a bare hourly
 * window, a client cannot send a quota just before the hour turns and another just after.
 */
export function clientBytesOfLastHour(usage: Pick<UploadUsage, 'clientCurrentBytes' | 'clientPreviousBytes'>, now: Date): number {
  const elapsed = now.getTime() - clientWindowStart(now).getTime();
  return usage.clientCurrentBytes + Math.ceil((usage.clientPreviousBytes * (CLIENT_WINDOW_MS - elapsed)) / CLIENT_WINDOW_MS);
}

/** How many more bytes may be reserved now (Infinity when both quotas are off). */
export function roomFor(quotas: UploadQuotas, usage: UploadUsage, now: Date): number {
  let room = Infinity;
  if (quotas.pendingBytes > 0) room = Math.min(room, quotas.pendingBytes - usage.pendingBytes);
  if (quotas.clientBytesPerHour > 0) room = Math.min(room, quotas.clientBytesPerHour - clientBytesOfLastHour(usage, now));
  return Math.max(0, room);
}

/**
 * Seconds until `bytes` more are likely to fit: for the client's quota, until enough of its last hour has
 * slid out of the count; for the workspace's, until its oldest unused upload is purged (it may be used or
 * dropped sooner). At least 1.
 */
export function secondsUntilRoom(quotas: UploadQuotas, usage: UploadUsage, now: Date, bytes: number): number {
  let waitMs = 0;
  if (quotas.clientBytesPerHour > 0 && clientBytesOfLastHour(usage, now) + bytes > quotas.clientBytesPerHour) {
    waitMs = Math.max(waitMs, clientWaitMs(quotas.clientBytesPerHour, usage, now, bytes));
  }
  if (quotas.pendingBytes > 0 && usage.pendingBytes + bytes > quotas.pendingBytes) {
    const purgedAt = usage.oldestPendingAt === null ? now.getTime() : usage.oldestPendingAt.getTime() + quotas.pendingMs;
    waitMs = Math.max(waitMs, purgedAt - now.getTime());
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}

function clientWaitMs(quota: number, usage: UploadUsage, now: Date, bytes: number): number {
  const free = quota - bytes;
  // More than the whole quota at once: never fits; the client is told to wait the hour.
  if (free < 0) return CLIENT_WINDOW_MS;
  const untilWindowEnds = clientWindowStart(now).getTime() + CLIENT_WINDOW_MS - now.getTime();
  const { clientCurrentBytes: current, clientPreviousBytes: previous } = usage;
  if (current <= free) {
    // Within this window: until the previous window's share has slid below what is free.
    if (previous === 0) return 0;
    const share = (free - current) / previous;
    return Math.max(0, untilWindowEnds - share * CLIENT_WINDOW_MS);
  }
  // This window's bytes become the previous window's: until their share has slid below what is free.
  return untilWindowEnds + (1 - free / current) * CLIENT_WINDOW_MS;
}
