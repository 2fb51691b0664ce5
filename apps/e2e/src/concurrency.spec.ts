import { MESSAGES, expectKeys } from './support/expectations';
import { V1 } from './support/operations';
import { RawHttp, type RawResponse } from './support/raw-http';
import { readMembers } from './support/snapshots';
import { NO_LIMITS } from './support/shared-app/profiles';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// The workspace keeps at least one active Admin, under any number of concurrent requests.
// Every round aims a burst of removals, demotions and deactivations at three Admins at once; the only
// acceptable outcomes are serialisable ones.

jest.setTimeout(120_000);

const ROUNDS = 5;
const REQUESTS_PER_ROUND = 60;

type Kind = 'delete' | 'demote' | 'deactivate';
const KINDS: Kind[] = ['delete', 'demote', 'deactivate'];

interface Attempt {
  admin: { id: string; email: string };
  kind: Kind;
  response?: RawResponse;
}

let t: SharedTestApp;
let http: RawHttp;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  http = new RawHttp(t.port, t.contract);
});

afterAll(async () => {
  http?.close();
  await t?.close();
});

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))('round %i keeps exactly one active Admin', async () => {
  const ws = await t.workspaces.create({
    admins: ['admin-2@example.com', 'admin-3@example.com'],
    members: ['member-1@example.com', 'member-2@example.com', 'member-3@example.com'],
  });
  const before = await readMembers(t.client(ws));
  const admins = before.filter((member) => member.organization_role === 'Admin').map(({ id, email }) => ({ id, email }));
  expect(admins).toHaveLength(3);

  // Every admin gets every kind of request many times, in random order.
  const attempts: Attempt[] = shuffled(
    Array.from({ length: REQUESTS_PER_ROUND }, (_, index) => ({
      admin: admins[index % 3],
      kind: KINDS[Math.floor(index / 3) % 3],
    })),
  );

  await Promise.all(
    attempts.map(async (attempt) => {
      const common = { host: t.hostOf(ws), apiKey: ws.apiKey };
      attempt.response = await http.send(
        attempt.kind === 'delete'
          ? { ...common, method: 'DELETE', path: `${V1}/team_members`, body: { emails: [attempt.admin.email] } }
          : {
              ...common,
              method: 'PATCH',
              path: `${V1}/team_members/${attempt.admin.id}`,
              body: attempt.kind === 'demote' ? { organization_role: 'Standard' } : { active: false },
            },
      );
    }),
  );

  const succeeded = (adminId: string, kind: Kind) =>
    attempts.filter((attempt) => attempt.admin.id === adminId && attempt.kind === kind && attempt.response!.status === 200);

  for (const attempt of attempts) {
    const { status, body } = attempt.response!;
    const label = `${attempt.kind} ${attempt.admin.email}: ${status} ${JSON.stringify(body)}`;
    expect({ label, ok: [200, 404, 422].includes(status) }).toEqual({ label, ok: true });
    if (status === 422) expect(body).toEqual({ error: MESSAGES.lastAdmin });
    if (status === 404) {
      expect(body).toEqual({ error: MESSAGES.teamMemberNotFound });
      // Only a member that a successful DELETE removed can be missing.
      expect({ label, removed: succeeded(attempt.admin.id, 'delete').length }).toEqual({ label, removed: 1 });
    }
    if (status === 200 && attempt.kind === 'delete') {
      expectKeys(body, ['message']);
    }
    if (status === 200 && attempt.kind !== 'delete') {
      expect(body.team_member).toMatchObject(
        attempt.kind === 'demote' ? { id: attempt.admin.id, organization_role: 'Standard' } : { id: attempt.admin.id, active: false },
      );
    }
  }

  const after = await readMembers(t.client(ws));
  const activeAdmins = after.filter((member) => member.organization_role === 'Admin' && member.active);
  expect(activeAdmins).toHaveLength(1);

  let touched = 0;
  for (const admin of admins) {
    const deletes = succeeded(admin.id, 'delete').length;
    const demoted = succeeded(admin.id, 'demote').length > 0;
    const deactivated = succeeded(admin.id, 'deactivate').length > 0;
    // A member can be removed once; a second concurrent removal must not also report success.
    expect({ admin: admin.email, atMostOneRemoval: deletes <= 1 }).toEqual({ admin: admin.email, atMostOneRemoval: true });
    const now = after.find((member) => member.id === admin.id);
    const original = before.find((member) => member.id === admin.id);
    if (deletes > 0) {
      expect({ admin: admin.email, present: now !== undefined }).toEqual({ admin: admin.email, present: false });
    } else if (!demoted && !deactivated) {
      // Only refusals reached this admin: it is exactly as it was.
      expect(now).toEqual(original);
    } else {
      expect(now).toMatchObject({ organization_role: demoted ? 'Standard' : 'Admin', active: !deactivated });
    }
    if (deletes > 0 || demoted || deactivated) touched++;
  }
  expect(touched).toBe(2);

  const standard = (members: any[]) => members.filter((member) => member.email.startsWith('member-'));
  expect(standard(after)).toEqual(standard(before));
});
