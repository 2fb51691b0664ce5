import type { Clock } from '../../shared/ports/system.port';

/** A session ends 7 days after its last use and 30 days after it began, whichever comes first. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The cookie's own lifetime: the browser may drop it earlier than the server would, never later. */
export const SESSION_COOKIE_MAX_AGE_SECONDS = SESSION_MAX_AGE_MS / 1000;

// last_seen_at is written at most once a minute per session: a write on nearly every request would cost
// more than the idle timeout's precision is worth.
export const SESSION_USE_RESOLUTION_MS = 60_000;

export function isSessionLive(session: { createdAt: Date; lastSeenAt: Date; endedAt: Date | null }, now: Date): boolean {
  if (session.endedAt) return false;
  const at = now.getTime();
  return at - session.lastSeenAt.getTime() < SESSION_IDLE_MS && at - session.createdAt.getTime() < SESSION_MAX_AGE_MS;
}

export function liveSessionBounds(clock: Clock): { lastSeenAfter: Date; createdAfter: Date } {
  const now = clock.now().getTime();
  return { lastSeenAfter: new Date(now - SESSION_IDLE_MS), createdAfter: new Date(now - SESSION_MAX_AGE_MS) };
}
