import { sendAsSharedService } from '../support/shared-app/control';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import { sqlAuditFailure } from '../support/sql-audit/record-sql';

// The server the end-to-end files of a jest worker share: each file starts on an empty database, the
// workspace factory runs in the server's process, and the SQL audit still hears what the server sends.

jest.setTimeout(60_000);

let t: SharedTestApp;

beforeAll(async () => {
  t = await sharedTestApp();
});

afterAll(async () => {
  await t.close();
});

it('serves the API and arranges workspaces in its own process', async () => {
  const workspace = await t.workspaces.create({ members: ['member@example.com'] });
  const response = await t.client(workspace).get('/api/external/v2/forms');
  expect(response.status).toBe(200);
  expect((await t.workspaces.members(workspace)).map((member) => member.email)).toEqual([workspace.adminEmail, 'member@example.com']);
  await expect(t.workspaces.memberId(workspace, 'nobody@example.com')).rejects.toThrow(`fixture: nobody@example.com is not a member of ${workspace.subdomain}`);
});

it('starts the next file on the same server with an empty database', async () => {
  await t.workspaces.create();
  const next = await sharedTestApp();
  try {
    expect(next.port).toBe(t.port);
    expect(await next.dataSource.query('SELECT count(*)::int AS count FROM workspaces')).toEqual([{ count: 0 }]);
    const [, updated] = await next.dataSource.query<[unknown[], number]>('UPDATE workspaces SET name = name');
    expect(updated).toBe(0);
  } finally {
    await next.close();
  }
});

it('fails the file when the shared server sends a tenant-table statement without workspace_id', async () => {
  await sendAsSharedService('SELECT count(*) FROM forms WHERE workspace_id = $1', ['00000000-0000-0000-0000-000000000000']);
  expect(await sqlAuditFailure()).toBeUndefined();
  await sendAsSharedService('SELECT count(*) FROM forms');
  const failure = await sqlAuditFailure();
  expect(failure).toContain('1 statement(s) read or write a tenant table without a workspace_id condition:');
  expect(failure).toContain('  - [forms] select count(*) from forms');
  // Taken: the file's own check at its end finds nothing more.
  expect(await sqlAuditFailure()).toBeUndefined();
});
