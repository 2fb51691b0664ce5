import { MESSAGES, expectError, expectOk } from './support/expectations';
import { OPERATIONS, V1, V2, type OperationTargets } from './support/operations';
import { readForms, readMembers, snapshot } from './support/snapshots';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

// A key works in its own workspace only, and ids of another workspace name nothing (401 and 404).

jest.setTimeout(60_000);

let t: SharedTestApp;
let a: WorkspaceFixture;
let b: WorkspaceFixture;
let aTargets: OperationTargets;
let bTargets: OperationTargets;
let before: { a: Awaited<ReturnType<typeof snapshot>>; b: Awaited<ReturnType<typeof snapshot>> };

beforeAll(async () => {
  t = await sharedTestApp();
  a = await t.workspaces.create({ admins: ['a-admin@example.com'], members: ['a-member@example.com'] });
  b = await t.workspaces.create({ admins: ['b-admin@example.com'], members: ['b-member@example.com'] });
  const [aForm] = await t.workspaces.seed(a, 2, 3);
  const [bForm] = await t.workspaces.seed(b, 2, 3);
  aTargets = { formId: aForm, memberId: await t.workspaces.memberId(a, 'a-member@example.com'), memberEmail: 'a-member@example.com' };
  bTargets = { formId: bForm, memberId: await t.workspaces.memberId(b, 'b-member@example.com'), memberEmail: 'b-member@example.com' };
  before = { a: await snapshot(t.client(a)), b: await snapshot(t.client(b)) };
});

afterAll(() => t?.close());

describe.each(OPERATIONS)('$name', (operation) => {
  it("is 401 with B's key on A's host", async () => {
    const body = operation.body?.(aTargets);
    const response = await t.client(a).send(operation.method, operation.path(aTargets), { apiKey: b.apiKey, ...(body === undefined ? {} : { body }) });
    expectError(response, 401, MESSAGES.invalidKey);
  });

  it("is 401 with A's key on B's host", async () => {
    const body = operation.body?.(bTargets);
    const response = await t.client(b).send(operation.method, operation.path(bTargets), { apiKey: a.apiKey, ...(body === undefined ? {} : { body }) });
    expectError(response, 401, MESSAGES.invalidKey);
  });
});

describe("A's key on A's host with B's ids", () => {
  it("v1 GET /forms/{id}/submissions of B's form is 404", async () => {
    expectError(await t.client(a).get(`${V1}/forms/${bTargets.formId}/submissions`), 404);
  });

  it("v1 PATCH /team_members/{id} of B's member is 404", async () => {
    const response = await t.client(a).patch(`${V1}/team_members/${bTargets.memberId}`, { body: { first_name: 'Hijacked', active: false } });
    expectError(response, 404, MESSAGES.teamMemberNotFound);
  });

  it("v1 PATCH of B's founder Admin is 404, not a last-admin 422", async () => {
    const response = await t.client(a).patch(`${V1}/team_members/${b.adminId}`, { body: { organization_role: 'Standard' } });
    expectError(response, 404, MESSAGES.teamMemberNotFound);
  });

  it("v2 GET /team-members/{id} of B's member is 404", async () => {
    expectError(await t.client(a).get(`${V2}/team-members/${bTargets.memberId}`), 404, MESSAGES.teamMemberNotFound);
  });

  it("v1 DELETE /team_members of B's member is 404", async () => {
    const response = await t.client(a).delete(`${V1}/team_members`, { body: { emails: ['b-member@example.com'] } });
    expectError(response, 404, MESSAGES.teamMemberNotFound);
  });

  it("v2 POST /forms by B's member is 422", async () => {
    const response = await t.client(a).post(`${V2}/forms`, { body: { form: { title: 'Cross', created_by_email: 'b-admin@example.com' } } });
    expectError(response, 422, /created_by_email/);
  });

  it("v1 POST /team_members with B's admin as inviter is 422", async () => {
    const response = await t.client(a).post(`${V1}/team_members`, { body: { emails: ['x@example.com'], invited_by: 'b-admin@example.com' } });
    expectError(response, 422, /invited_by/);
  });

  it('changed nothing in either workspace', async () => {
    expect(await snapshot(t.client(a))).toEqual(before.a);
    expect(await snapshot(t.client(b))).toEqual(before.b);
  });
});

describe('lists show one workspace only', () => {
  it('forms, submissions and members of A never include B', async () => {
    const aForms = await readForms(t.client(a));
    const bForms = await readForms(t.client(b));
    expect(aForms.map((form) => form.id).sort()).toEqual([...before.a.forms.map((form) => form.id)].sort());
    expect(aForms.filter((form) => bForms.some((other) => other.id === form.id))).toEqual([]);
    const aMembers = (await readMembers(t.client(a))).map((member) => member.email);
    expect(aMembers).toEqual([a.adminEmail, 'a-admin@example.com', 'a-member@example.com']);
    const v2 = await t.client(a).get(`${V2}/team-members`);
    expect(v2.body.team_members.map((member: { id: string }) => member.id)).not.toContain(bTargets.memberId);
  });

  it('the same email may belong to both workspaces, independently', async () => {
    expectOk(await t.client(a).post(`${V1}/team_members`, { body: { emails: ['b-member@example.com'], organization_role: 'Admin' } }));
    const inA = (await readMembers(t.client(a))).find((member) => member.email === 'b-member@example.com');
    const inB = (await readMembers(t.client(b))).find((member) => member.email === 'b-member@example.com');
    expect(inA).toMatchObject({ organization_role: 'Admin' });
    expect(inB).toEqual(before.b.members.find((member) => member.email === 'b-member@example.com'));
    expect(inA.id).not.toBe(inB.id);
    // Removing it from A leaves B's member alone.
    expectOk(await t.client(a).delete(`${V1}/team_members`, { body: { emails: ['b-member@example.com'] } }));
    expect(await snapshot(t.client(b))).toEqual(before.b);
  });

  it("a form created in A counts in A only", async () => {
    expectOk(await t.client(a).post(`${V2}/forms`, { body: { form: { title: 'Only in A' } } }), 201);
    expect((await readForms(t.client(a))).length).toBe(before.a.forms.length + 1);
    expect(await snapshot(t.client(b))).toEqual(before.b);
  });
});
