import {
  type ActivityView,
  AddRole,
  AddTeamMembers,
  type Clock,
  CreateApiKey,
  CreateWebhook,
  DeleteSubmission,
  DeleteWebhook,
  ListActivity,
  randomIds,
  RemoveTeamMembers,
  type Repositories,
  RevokeApiKey,
  SeedWorkspace,
  type UnitOfWork,
  UpdateTeamMember,
  UpdateWebhook,
  type WebhookAddressPolicy,
} from '@forms/application';
import {
  ADMIN_ROLE,
  type Actor,
  apiKeyActor,
  CLI_ACTOR,
  DomainError,
  DomainErrorCode,
  memberActor,
  STANDARD_ROLE,
  SYSTEM_ACTOR,
} from '@forms/domain';
import { addMembers, createWorkspace, type CreatedWorkspace, createTestDatabase, openTestContext, type PostgresTestContext } from '@forms/testing';

// Every change the log records, made through its real use case on real PostgreSQL: the entry names the
// actor, the action, the target and the address, and it exists exactly when its change does.

const AT = new Date('2026-03-14T09:26:53.250Z');
const clock: Clock = { now: () => AT };
const allowEveryAddress: WebhookAddressPolicy = { check: async () => 'allowed' as const };
const MEMBER_IP = '203.0.113.7';
const KEY_IP = '198.51.100.4';

describe('the activity log', () => {
  let context: PostgresTestContext;
  let unitOfWork: UnitOfWork;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase());
    unitOfWork = context.adapters.unitOfWork;
  });
  afterAll(() => context.close());

  /** A workspace with its Admin (signed in from MEMBER_IP), a Standard member, and its API key (used from KEY_IP). */
  async function arrange(): Promise<{ created: CreatedWorkspace; workspaceId: string; admin: Actor; standard: Actor; key: Actor; prefix: string }> {
    const created = await createWorkspace(unitOfWork);
    const workspaceId = created.workspace.id;
    await addMembers(unitOfWork, workspaceId, ['sam@example.com'], STANDARD_ROLE);
    const admin = memberActor({ id: created.admin.id, email: 'admin@example.com', workspaceId, organizationRole: ADMIN_ROLE }, MEMBER_IP);
    const samId = await memberId(workspaceId, 'sam@example.com');
    const standard = memberActor({ id: samId, email: 'sam@example.com', workspaceId, organizationRole: STANDARD_ROLE }, MEMBER_IP);
    const key = apiKeyActor({ id: created.apiKey.id, prefix: created.apiKey.prefix, workspaceId }, KEY_IP);
    return { created, workspaceId, admin, standard, key, prefix: created.apiKey.prefix };
  }

  async function memberId(workspaceId: string, email: string): Promise<string> {
    const { rows } = await context.pool.query<{ id: string }>('SELECT id FROM team_members WHERE workspace_id = $1 AND email = $2', [workspaceId, email]);
    return rows[0].id;
  }

  async function everything(workspaceId: string): Promise<ActivityView[]> {
    const page = await new ListActivity(context.adapters.activity).execute({ actor: SYSTEM_ACTOR, workspaceId, pageSize: 100 });
    return page.items;
  }

  /** The entries `change` adds to the workspace's log, oldest first, as an Admin reads them back. */
  async function recordedBy(workspaceId: string, change: () => Promise<unknown>): Promise<Array<Omit<ActivityView, 'id'>>> {
    const before = new Set((await everything(workspaceId)).map((entry) => entry.id));
    await change();
    return (await everything(workspaceId))
      .filter((entry) => !before.has(entry.id))
      .reverse()
      .map(({ id, ...entry }) => {
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        return entry;
      });
  }

  async function refusal(work: () => Promise<unknown>): Promise<DomainError> {
    try {
      await work();
    } catch (error) {
      return error as DomainError;
    }
    throw new Error('expected a refusal');
  }

  function by(actor: Actor) {
    return { type: actor.type, id: actor.id, label: actor.label };
  }

  it('api_key.created and api_key.revoked: the key by its prefix, the command line without an address', async () => {
    const { workspaceId, created, admin } = await arrange();
    let apiKeyId = '';
    const createdEntries = await recordedBy(workspaceId, async () => {
      ({ apiKeyId } = await new CreateApiKey(unitOfWork, clock, randomIds).execute({ actor: CLI_ACTOR, subdomain: created.workspace.subdomain }));
    });
    const { rows } = await context.pool.query<{ prefix: string }>('SELECT prefix FROM api_keys WHERE workspace_id = $1 AND id = $2', [workspaceId, apiKeyId]);
    const target = { type: 'api_key', id: apiKeyId, label: `API key ${rows[0].prefix}` };
    expect(createdEntries).toEqual([
      { at: AT, actor: { type: 'cli', id: null, label: 'Command line' }, action: 'api_key.created', target, clientIp: null },
    ]);

    const revoke = () => new RevokeApiKey(unitOfWork, clock).execute({ actor: admin, subdomain: created.workspace.subdomain, apiKeyId });
    expect(await recordedBy(workspaceId, revoke)).toEqual([{ at: AT, actor: by(admin), action: 'api_key.revoked', target, clientIp: MEMBER_IP }]);
    // Revoking it again changes nothing, so nothing more is recorded.
    expect(await recordedBy(workspaceId, revoke)).toEqual([]);
  });

  it('team_member.invited: one entry per new member, none for an email that was a member already', async () => {
    const { workspaceId, key, prefix } = await arrange();
    expect(key.label).toBe(`API key ${prefix}`);
    const entries = await recordedBy(workspaceId, () =>
      new AddTeamMembers(unitOfWork, clock, randomIds).execute({
        actor: key,
        workspaceId,
        emails: ['grace@example.com', 'sam@example.com', 'Linus@Example.com'],
        invitedBy: 'admin@example.com',
        sendInvitationEmail: true,
        baseUrl: 'http://x.localhost',
      }),
    );
    const actor = by(key);
    expect(entries).toEqual([
      { at: AT, actor, action: 'team_member.invited', target: { type: 'team_member', id: await memberId(workspaceId, 'grace@example.com'), label: 'grace@example.com' }, clientIp: KEY_IP },
      { at: AT, actor, action: 'team_member.invited', target: { type: 'team_member', id: await memberId(workspaceId, 'Linus@Example.com'), label: 'Linus@Example.com' }, clientIp: KEY_IP },
    ]);
  });

  it('team_member.updated names the member by the email they have after the change', async () => {
    const { workspaceId, admin } = await arrange();
    const samId = await memberId(workspaceId, 'sam@example.com');
    const entries = await recordedBy(workspaceId, () =>
      new UpdateTeamMember(unitOfWork, clock).execute({
        actor: admin,
        workspaceId,
        teamMemberId: samId,
        changes: { email: 'samuel@example.com', active: false },
      }),
    );
    expect(entries).toEqual([
      { at: AT, actor: by(admin), action: 'team_member.updated', target: { type: 'team_member', id: samId, label: 'samuel@example.com' }, clientIp: MEMBER_IP },
    ]);
  });

  it('team_member.removed: one entry per removed member', async () => {
    const { workspaceId, key } = await arrange();
    await addMembers(unitOfWork, workspaceId, ['ada@example.com']);
    const ids = { sam: await memberId(workspaceId, 'sam@example.com'), ada: await memberId(workspaceId, 'ada@example.com') };
    const entries = await recordedBy(workspaceId, () =>
      new RemoveTeamMembers(unitOfWork, clock).execute({ actor: key, workspaceId, emails: ['SAM@example.com', 'ada@example.com'] }),
    );
    expect(entries.map((entry) => [entry.action, entry.target, entry.actor.type, entry.clientIp])).toEqual(
      expect.arrayContaining([
        ['team_member.removed', { type: 'team_member', id: ids.sam, label: 'sam@example.com' }, 'api_key', KEY_IP],
        ['team_member.removed', { type: 'team_member', id: ids.ada, label: 'ada@example.com' }, 'api_key', KEY_IP],
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('role.added names the role; adding a role the workspace has changes nothing and records nothing', async () => {
    const { workspaceId, created } = await arrange();
    const add = () => new AddRole(unitOfWork, clock).execute({ actor: CLI_ACTOR, subdomain: created.workspace.subdomain, name: 'Editor' });
    expect(await recordedBy(workspaceId, add)).toEqual([
      { at: AT, actor: by(CLI_ACTOR), action: 'role.added', target: { type: 'role', id: null, label: 'Editor' }, clientIp: null },
    ]);
    expect(await recordedBy(workspaceId, add)).toEqual([]);
  });

  it('submission.deleted names the submission with the title of its form', async () => {
    const { workspaceId, created, key } = await arrange();
    const [formId] = (
      await new SeedWorkspace(unitOfWork, clock, randomIds).execute({ subdomain: created.workspace.subdomain, forms: 1, submissionsPerForm: 2, spreadDays: 1 })
    ).formIds;
    const { rows } = await context.pool.query<{ id: string; title: string }>(
      'SELECT s.id, f.title FROM submissions s JOIN forms f ON f.workspace_id = s.workspace_id AND f.id = s.form_id WHERE s.workspace_id = $1 LIMIT 1',
      [workspaceId],
    );
    const entries = await recordedBy(workspaceId, () =>
      new DeleteSubmission(unitOfWork, clock).execute({ actor: key, workspaceId, formId, submissionId: rows[0].id }),
    );
    expect(entries).toEqual([
      { at: AT, actor: by(key), action: 'submission.deleted', target: { type: 'submission', id: rows[0].id, label: `Submission to "${rows[0].title}"` }, clientIp: KEY_IP },
    ]);
  });

  it('webhook.created, webhook.updated and webhook.deleted name the webhook by its URL', async () => {
    const { workspaceId, key, admin } = await arrange();
    let webhookId = '';
    const createdEntries = await recordedBy(workspaceId, async () => {
      ({ id: webhookId } = await new CreateWebhook(unitOfWork, allowEveryAddress, clock, randomIds, context.adapters.idempotencyKeys).execute({
        actor: key,
        workspaceId,
        url: 'https://hooks.example.com/forms',
        events: ['form.created'],
      }));
    });
    expect(createdEntries).toEqual([
      { at: AT, actor: by(key), action: 'webhook.created', target: { type: 'webhook', id: webhookId, label: 'https://hooks.example.com/forms' }, clientIp: KEY_IP },
    ]);

    const updatedEntries = await recordedBy(workspaceId, () =>
      new UpdateWebhook(unitOfWork, allowEveryAddress, clock).execute({ actor: admin, workspaceId, webhookId, changes: { url: 'https://hooks.example.com/v2' } }),
    );
    expect(updatedEntries).toEqual([
      { at: AT, actor: by(admin), action: 'webhook.updated', target: { type: 'webhook', id: webhookId, label: 'https://hooks.example.com/v2' }, clientIp: MEMBER_IP },
    ]);

    const deletedEntries = await recordedBy(workspaceId, () => new DeleteWebhook(unitOfWork, clock).execute({ actor: admin, workspaceId, webhookId }));
    expect(deletedEntries).toEqual([
      { at: AT, actor: by(admin), action: 'webhook.deleted', target: { type: 'webhook', id: webhookId, label: 'https://hooks.example.com/v2' }, clientIp: MEMBER_IP },
    ]);
  });

  it('a retry answered from its idempotency record records nothing twice', async () => {
    const { workspaceId, key, created } = await arrange();
    const idempotency = { scope: `api-key:${created.apiKey.id}`, key: 'retry-1', fingerprint: 'same-request' };
    const create = () =>
      new CreateWebhook(unitOfWork, allowEveryAddress, clock, randomIds, context.adapters.idempotencyKeys).execute({
        actor: key,
        workspaceId,
        url: 'https://hooks.example.com/once',
        events: ['form.created'],
        idempotency: { ...idempotency, workspaceId },
      });
    const entries = await recordedBy(workspaceId, async () => {
      await create();
      await create();
    });
    expect(entries.map((entry) => entry.action)).toEqual(['webhook.created']);
  });

  it('refused changes record nothing: a Standard member, the last Admin, an unknown target', async () => {
    const { workspaceId, created, admin, standard } = await arrange();
    const subdomain = created.workspace.subdomain;
    const attempts: Array<[DomainErrorCode, () => Promise<unknown>]> = [
      [DomainErrorCode.Forbidden, () => new CreateApiKey(unitOfWork, clock, randomIds).execute({ actor: standard, subdomain })],
      [DomainErrorCode.Forbidden, () => new AddRole(unitOfWork, clock).execute({ actor: standard, subdomain, name: 'Editor' })],
      [DomainErrorCode.Forbidden, () => new RemoveTeamMembers(unitOfWork, clock).execute({ actor: standard, workspaceId, emails: ['admin@example.com'] })],
      [DomainErrorCode.LastAdmin, () => new RemoveTeamMembers(unitOfWork, clock).execute({ actor: admin, workspaceId, emails: ['admin@example.com'] })],
      [
        DomainErrorCode.LastAdmin,
        () => new UpdateTeamMember(unitOfWork, clock).execute({ actor: admin, workspaceId, teamMemberId: created.admin.id, changes: { organizationRole: STANDARD_ROLE } }),
      ],
      [DomainErrorCode.ValidationFailed, () => new AddTeamMembers(unitOfWork, clock, randomIds).execute({ actor: admin, workspaceId, emails: ['new@example.com'], organizationRole: 'Nobody', sendInvitationEmail: false, baseUrl: 'http://x.localhost' })],
      [DomainErrorCode.WebhookNotFound, () => new DeleteWebhook(unitOfWork, clock).execute({ actor: admin, workspaceId, webhookId: randomIds.next() })],
      [DomainErrorCode.ApiKeyNotFound, () => new RevokeApiKey(unitOfWork, clock).execute({ actor: admin, subdomain, apiKeyId: randomIds.next() })],
      [DomainErrorCode.FormNotFound, () => new DeleteSubmission(unitOfWork, clock).execute({ actor: admin, workspaceId, formId: randomIds.next(), submissionId: randomIds.next() })],
    ];
    const entries = await recordedBy(workspaceId, async () => {
      for (const [code, attempt] of attempts) expect((await refusal(attempt)).code).toBe(code);
    });
    expect(entries).toEqual([]);
  });

  it('an invitation refused for the allowance, after its entry was written, leaves no entry', async () => {
    const { workspaceId, admin } = await arrange();
    const invite = () =>
      new AddTeamMembers(unitOfWork, clock, randomIds).execute({ actor: admin, workspaceId, emails: ['again@example.com'], sendInvitationEmail: true, baseUrl: 'http://x.localhost' });
    const remove = () => new RemoveTeamMembers(unitOfWork, clock).execute({ actor: admin, workspaceId, emails: ['again@example.com'] });
    for (let n = 0; n < 3; n++) {
      await invite();
      await remove();
    }
    const entries = await recordedBy(workspaceId, async () => {
      expect((await refusal(invite)).code).toBe(DomainErrorCode.TooManyInvitations);
    });
    expect(entries).toEqual([]);
    expect((await everything(workspaceId)).filter((entry) => entry.target.label === 'again@example.com').map((entry) => entry.action)).toEqual([
      'team_member.removed',
      'team_member.invited',
      'team_member.removed',
      'team_member.invited',
      'team_member.removed',
      'team_member.invited',
    ]);
  });

  it('is written in the transaction of the change: when that transaction rolls back, the entry goes with the change', async () => {
    const { workspaceId, created, admin } = await arrange();
    const subdomain = created.workspace.subdomain;
    const [formId] = (await new SeedWorkspace(unitOfWork, clock, randomIds).execute({ subdomain, forms: 1, submissionsPerForm: 1, spreadDays: 1 })).formIds;
    const { rows: submissions } = await context.pool.query<{ id: string }>('SELECT id FROM submissions WHERE workspace_id = $1 AND form_id = $2', [workspaceId, formId]);
    const webhook = await new CreateWebhook(unitOfWork, allowEveryAddress, clock, randomIds, context.adapters.idempotencyKeys).execute({
      actor: admin,
      workspaceId,
      url: 'https://hooks.example.com/kept',
      events: ['form.created'],
    });
    const samId = await memberId(workspaceId, 'sam@example.com');

    // The same database, but every transaction fails once its work is done, as a lost connection at commit would.
    const failsAtCommit: UnitOfWork = {
      run: <T>(work: (repositories: Repositories) => Promise<T>) =>
        unitOfWork.run(async (repositories) => {
          await work(repositories);
          throw new Error('the commit failed');
        }),
    };
    const changes: Array<() => Promise<unknown>> = [
      () => new CreateApiKey(failsAtCommit, clock, randomIds).execute({ actor: admin, subdomain }),
      () => new RevokeApiKey(failsAtCommit, clock).execute({ actor: admin, subdomain, apiKeyId: created.apiKey.id }),
      () => new AddTeamMembers(failsAtCommit, clock, randomIds).execute({ actor: admin, workspaceId, emails: ['new@example.com'], sendInvitationEmail: true, baseUrl: 'http://x.localhost' }),
      () => new UpdateTeamMember(failsAtCommit, clock).execute({ actor: admin, workspaceId, teamMemberId: samId, changes: { firstName: 'Sam' } }),
      () => new RemoveTeamMembers(failsAtCommit, clock).execute({ actor: admin, workspaceId, emails: ['sam@example.com'] }),
      () => new AddRole(failsAtCommit, clock).execute({ actor: admin, subdomain, name: 'Editor' }),
      () => new DeleteSubmission(failsAtCommit, clock).execute({ actor: admin, workspaceId, formId, submissionId: submissions[0].id }),
      () =>
        new CreateWebhook(failsAtCommit, allowEveryAddress, clock, randomIds, context.adapters.idempotencyKeys).execute({
          actor: admin,
          workspaceId,
          url: 'https://hooks.example.com/lost',
          events: ['form.created'],
        }),
      () => new UpdateWebhook(failsAtCommit, allowEveryAddress, clock).execute({ actor: admin, workspaceId, webhookId: webhook.id, changes: { isActive: false } }),
      () => new DeleteWebhook(failsAtCommit, clock).execute({ actor: admin, workspaceId, webhookId: webhook.id }),
    ];
    const counts = async () =>
      (
        await context.pool.query(
          `SELECT (SELECT count(*)::int FROM api_keys WHERE workspace_id = $1 AND revoked_at IS NULL) AS keys,
                  (SELECT count(*)::int FROM team_members WHERE workspace_id = $1) AS members,
                  (SELECT count(*)::int FROM submissions WHERE workspace_id = $1) AS submissions,
                  (SELECT count(*)::int FROM webhooks WHERE workspace_id = $1 AND is_active) AS webhooks,
                  (SELECT array_length(roles, 1) FROM workspaces WHERE id = $1) AS roles`,
          [workspaceId],
        )
      ).rows[0];
    const before = await counts();
    const entries = await recordedBy(workspaceId, async () => {
      for (const change of changes) await expect(change()).rejects.toThrow('the commit failed');
    });
    expect(entries).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  describe('read back', () => {
    async function record(workspaceId: string, labels: string[]): Promise<void> {
      await unitOfWork.run(({ activity }) =>
        activity.record(
          labels.map((label) => ({
            workspaceId,
            at: AT,
            actor: CLI_ACTOR,
            action: 'role.added' as const,
            target: { type: 'role' as const, id: null, label },
            clientIp: null,
          })),
        ),
      );
    }

    it('newest first in the order written, page by page, with the true totals past the last page', async () => {
      const created = await createWorkspace(unitOfWork);
      const workspaceId = created.workspace.id;
      const labels = Array.from({ length: 250 }, (_, n) => `Role ${n}`);
      // In several transactions, all at the same instant: the order written still decides.
      for (let start = 0; start < labels.length; start += 50) await record(workspaceId, labels.slice(start, start + 50));
      const newestFirst = [...labels].reverse();
      const list = new ListActivity(context.adapters.activity);
      const admin = memberActor({ id: created.admin.id, email: 'admin@example.com', workspaceId, organizationRole: ADMIN_ROLE });

      const first = await list.execute({ actor: admin, workspaceId });
      expect(first).toMatchObject({ totalRecords: 250, pageNumber: 1, pageSize: 30, totalPages: 9 });
      expect(first.items.map((entry) => entry.target.label)).toEqual(newestFirst.slice(0, 30));

      const deep = await list.execute({ actor: admin, workspaceId, pageNumber: '9', pageSize: '30' });
      expect(deep.items.map((entry) => entry.target.label)).toEqual(newestFirst.slice(240));

      const middle = await list.execute({ actor: admin, workspaceId, pageNumber: 4, pageSize: 7 });
      expect(middle.items.map((entry) => entry.target.label)).toEqual(newestFirst.slice(21, 28));

      const clamped = await list.execute({ actor: admin, workspaceId, pageSize: 500 });
      expect(clamped).toMatchObject({ pageSize: 100, totalPages: 3 });
      expect(clamped.items).toHaveLength(100);

      const past = await list.execute({ actor: admin, workspaceId, pageNumber: '10', pageSize: '30' });
      expect(past).toMatchObject({ items: [], totalRecords: 250, totalPages: 9 });
      const absurd = await list.execute({ actor: admin, workspaceId, pageNumber: '9007199254740991', pageSize: '100' });
      expect(absurd).toMatchObject({ items: [], totalRecords: 250 });
    });

    it("shows one workspace's entries only", async () => {
      const one = await createWorkspace(unitOfWork);
      const other = await createWorkspace(unitOfWork);
      await record(one.workspace.id, ['Mine']);
      await record(other.workspace.id, ['Theirs']);
      expect((await everything(one.workspace.id)).map((entry) => entry.target.label)).toEqual(['Mine']);
      expect((await everything(other.workspace.id)).map((entry) => entry.target.label)).toEqual(['Theirs']);
      expect(await new ListActivity(context.adapters.activity).execute({ actor: SYSTEM_ACTOR, workspaceId: randomIds.next() })).toMatchObject({
        items: [],
        totalRecords: 0,
        totalPages: 0,
      });
    });

    it('is for Admins only', async () => {
      const { workspaceId, standard } = await arrange();
      const error = await refusal(() => new ListActivity(context.adapters.activity).execute({ actor: standard, workspaceId }));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: DomainErrorCode.Forbidden, message: 'Only Admins can see the activity log' });
    });
  });
});
