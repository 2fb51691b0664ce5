import { DomainErrorCode, TooManyInvitations } from '../errors';
import { assertInvitationsAllowed, INVITATION_WINDOW_MS, type RecentInvitations } from './invitation-allowance';

const now = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

function recent(total: number, oldest: Date | null, byAddress: Record<string, [number, Date]> = {}): RecentInvitations {
  return {
    total: { count: total, oldest },
    byAddress: new Map(Object.entries(byAddress).map(([address, [count, first]]) => [address, { count, oldest: first }])),
  };
}

function refusal(work: () => void): TooManyInvitations {
  try {
    work();
  } catch (error) {
    return error as TooManyInvitations;
  }
  throw new Error('expected a refusal');
}

describe('invitation allowance', () => {
  it('allows up to 1,000 emails a workspace and 3 an address in 24 hours', () => {
    expect(() => assertInvitationsAllowed(recent(998, hoursAgo(5)), ['a@x.example', 'b@x.example'], now)).not.toThrow();
    expect(() => assertInvitationsAllowed(recent(5, hoursAgo(5), { 'a@x.example': [2, hoursAgo(3)] }), ['a@x.example'], now)).not.toThrow();
  });

  it('refuses the 1,001st email with the wait until the oldest counted one leaves the window', () => {
    const error = refusal(() => assertInvitationsAllowed(recent(999, hoursAgo(23)), ['a@x.example', 'b@x.example'], now));
    expect(error.code).toBe(DomainErrorCode.TooManyInvitations);
    expect(error.message).toBe('Too many invitations, try again later');
    expect(error.retryAfterSeconds).toBe(3600);
  });

  it('refuses a fourth email to one address', () => {
    const error = refusal(() => assertInvitationsAllowed(recent(3, hoursAgo(2), { 'a@x.example': [3, hoursAgo(2)] }), ['a@x.example'], now));
    expect(error.retryAfterSeconds).toBe(22 * 3600);
  });

  it('refuses a single request larger than the whole allowance', () => {
    const many = Array.from({ length: 1001 }, (_, n) => `p${n}@x.example`);
    expect(refusal(() => assertInvitationsAllowed(recent(0, null), many, now)).retryAfterSeconds).toBe(INVITATION_WINDOW_MS / 1000);
  });
});
