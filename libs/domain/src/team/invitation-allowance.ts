import { TooManyInvitations } from '../errors';

/** Invitations are emails to people who did not ask for them: a workspace is not a bulk mailer. */
export const INVITATION_WINDOW_MS = 24 * 60 * 60 * 1000;
export const MAX_INVITATIONS_PER_WORKSPACE = 1000;
export const MAX_INVITATIONS_PER_ADDRESS = 3;

/** Invitation emails sent in the last 24 hours: in all, and to each address asked for now (lower-cased). */
export interface RecentInvitations {
  total: { count: number; oldest: Date | null };
  byAddress: ReadonlyMap<string, { count: number; oldest: Date }>;
}

/**
 * Refuses (429, nothing added) a request that would send more than 1,000 invitation emails from the
 * workspace, or more than 3 to one address, in any 24 hours. The wait is until enough of the counted
 * emails leave the window (rounded up, at least 1 second).
 */
export function assertInvitationsAllowed(recent: RecentInvitations, addresses: readonly string[], now: Date): void {
  const waits: number[] = [];
  if (recent.total.count + addresses.length > MAX_INVITATIONS_PER_WORKSPACE && recent.total.oldest) {
    waits.push(recent.total.oldest.getTime() + INVITATION_WINDOW_MS - now.getTime());
  }
  if (addresses.length > MAX_INVITATIONS_PER_WORKSPACE) waits.push(INVITATION_WINDOW_MS);
  for (const address of new Set(addresses)) {
    const sent = recent.byAddress.get(address);
    if (sent && sent.count >= MAX_INVITATIONS_PER_ADDRESS) waits.push(sent.oldest.getTime() + INVITATION_WINDOW_MS - now.getTime());
  }
  if (waits.length > 0) throw new TooManyInvitations(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
}
