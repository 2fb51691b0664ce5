import { expectError, expectOk } from './support/expectations';
import { V1 } from './support/operations';
import { startTestApp, type TestApp } from './support/test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

// Invitations are emails to people who did not ask for them: at most 1,000 a workspace and 3 to one
// address (whatever its case) in any 24 hours, across replicas, however members come and go. Beyond
// that, 429 with Retry-After, and nothing is added.

jest.setTimeout(120_000);

const MEMBERS = `${V1}/team_members`;

let t: TestApp;
let second: TestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  // Without SMTP_URL invitations go to the log, which this test silences: only the counting matters.
  t = await startTestApp();
  second = await startTestApp({}, t);
});

afterAll(async () => {
  await second?.close();
  await t?.close();
});

beforeEach(async () => {
  ws = await t.workspaces.create();
});

async function memberEmails(): Promise<string[]> {
  return (await t.workspaces.members(ws)).map((member) => member.email.toLowerCase());
}

it('sends at most 3 invitations to one address, even when the member is removed and added again', async () => {
  for (const spelling of ['Pat@Example.com', 'pat@example.com', 'PAT@example.com']) {
    expectOk(await t.client(ws).post(MEMBERS, { body: { emails: [spelling] } }));
    expectOk(await t.client(ws).delete(MEMBERS, { body: { emails: [spelling] } }));
  }
  const refused = await second.client(ws).post(MEMBERS, { body: { emails: ['pat@EXAMPLE.com', 'other@example.com'] } });
  expectError(refused, 429, 'Too many invitations, try again later');
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(23 * 3600);
  expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
  expect(await memberEmails()).not.toContain('other@example.com');
  // Adding without an email is not an invitation, and stays possible.
  expectOk(await t.client(ws).post(MEMBERS, { body: { emails: ['pat@example.com'], send_invitation_email: 'false' } }));
});

it('sends at most 1,000 invitations a workspace in 24 hours, counted across replicas', async () => {
  for (let batch = 0; batch < 10; batch++) {
    const emails = Array.from({ length: 100 }, (_, n) => `person-${batch}-${n}@example.com`);
    expectOk(await [t, second][batch % 2].client(ws).post(MEMBERS, { body: { emails } }));
  }
  const before = (await memberEmails()).length;
  const refused = await t.client(ws).post(MEMBERS, { body: { emails: ['one-too-many@example.com'] } });
  expectError(refused, 429, 'Too many invitations, try again later');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await memberEmails()).length).toBe(before);
});
