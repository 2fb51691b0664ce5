import type { OpenApiContract } from '../support/openapi-contract';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { ConsoleCaller, loadConsoleContract } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// Several Admins demoting, deactivating and removing each other at the same moment through the console:
// whatever the interleaving, an active Admin remains, and each request is all or nothing.

jest.setTimeout(120_000);

let t: SharedTestApp;
let contract: OpenApiContract;

beforeAll(async () => {
  t = await sharedTestApp();
  contract = await loadConsoleContract(t);
});
afterAll(() => t?.close());

const CHANGES = [
  (id: string) => ['patch', `/team-members/${id}`, { team_member: { organization_role: 'Standard' } }] as const,
  (id: string) => ['patch', `/team-members/${id}`, { team_member: { active: false } }] as const,
  (id: string) => ['delete', `/team-members/${id}`, undefined] as const,
];

it.each([1, 2, 3, 4, 5])('round %i: an active Admin always remains, and every answer tells the truth', async (round) => {
  const ws = await t.workspaces.create({ admins: [`a1-${round}@example.com`, `a2-${round}@example.com`, `a3-${round}@example.com`] });
  const members = await t.workspaces.members(ws);
  const admins = await Promise.all(
    members.map(async (member) => ({ id: member.id, caller: new ConsoleCaller(t, contract, ws, { cookie: await t.workspaces.signIn(ws, member.email) }) })),
  );
  // Each Admin acts on the next one, round the circle, each in another way: every Admin is the target of
  // exactly one request, and were all to succeed no Admin would be left.
  const requests = admins.map((admin, index) => {
    const target = admins[(index + 1) % admins.length].id;
    const [method, path, body] = CHANGES[(index + round) % CHANGES.length](target);
    return { target, method, send: () => admin.caller.send(method, path, { body }) };
  });
  const responses = await Promise.all(requests.map((request) => request.send()));

  const after: any[] = await t.dataSource.query(`SELECT id, organization_role, active FROM team_members WHERE workspace_id = $1`, [ws.id]);
  expect(after.filter((member) => member.organization_role === 'Admin' && member.active).length).toBeGreaterThanOrEqual(1);
  expect(responses.some((response) => response.status !== 200)).toBe(true);
  requests.forEach((request, index) => {
    const response = responses[index];
    const target = after.find((member) => member.id === request.target);
    const outcome = { request: index, status: response.status };
    if (response.status === 200) {
      // Done, and wholly: removed, or no longer an active Admin.
      expect({ ...outcome, applied: request.method === 'delete' ? target === undefined : !(target.organization_role === 'Admin' && target.active) }).toEqual({
        ...outcome,
        applied: true,
      });
    } else {
      // Refused: the last-admin rule (422), or its caller had just been deactivated or removed (401) or demoted (403).
      // Nothing changed.
      expect([401, 403, 422]).toContain(response.status);
      if (response.status === 422) expect(response.body).toEqual({ error: 'Cannot remove the last admin of the workspace' });
      expect({ ...outcome, untouched: target?.organization_role === 'Admin' && target?.active === true }).toEqual({ ...outcome, untouched: true });
    }
  });
});
