import { type SubmissionRepository, TooManySubmissions } from '@forms/domain';

/** The rolling window of the per-client limit of the intake. */
export const SUBMISSION_WINDOW_MS = 60_000;

/** Whole seconds until the oldest of the newest `limit` submissions leaves the rolling minute. */
export function secondsUntilFree(oldestCounted: Date, now: Date): number {
  return Math.min(60, Math.max(1, Math.ceil((oldestCounted.getTime() + SUBMISSION_WINDOW_MS - now.getTime()) / 1000)));
}

/**
 * The per-client limit of the intake, one helper for everything that counts under it (a submission, an
 * upload): at most `limit` in the rolling minute per workspace and client key (the address, or for
 * IPv6 its /64). It runs in the caller's transaction and locks the client's window, so concurrent
 * requests of one client, on any replica, are counted exactly. 0 turns the limit off.
 */
export async function assertUnderClientLimit(
  submissions: Pick<SubmissionRepository, 'lockClientWindow'>,
  workspaceId: string,
  /** `clientKeyOf` the client's address. */
  clientKey: string,
  now: Date,
  limit: number,
): Promise<void> {
  if (limit <= 0) return;
  const recent = await submissions.lockClientWindow(workspaceId, clientKey, new Date(now.getTime() - SUBMISSION_WINDOW_MS), limit);
  if (recent.length >= limit) throw new TooManySubmissions(secondsUntilFree(recent[limit - 1], now));
}
