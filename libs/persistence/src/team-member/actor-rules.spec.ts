import { AddRole, AddTeamMembers, CreateApiKey, CreateForm, CreateWebhook, DeleteSubmission, ListWebhooks, randomIds, RemoveTeamMembers, systemClock } from '@forms/application';
import { ADMIN_ROLE, type Actor, DomainError, DomainErrorCode, memberActor, STANDARD_ROLE, SYSTEM_ACTOR } from '@forms/domain';
import { addMembers, createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';

/**
 * Use cases take the actor of each change: a member's role decides what they may do (checked before
 * anything is read or written, whichever interface calls), and a member who creates a form or invites
 * someone is named as its creator or inviter.
 */
describe('the actor of a change', () => {
  let context: PostgresTestContext;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase());
  });
  afterAll(() => context.close());

  async function memberOf(workspaceId: string, email: string): Promise<Actor> {
    const { rows } = await context.pool.query<{ id: string; organization_role: string }>(
      'SELECT id, organization_role FROM team_members WHERE workspace_id = $1 AND email = $2',
      [workspaceId, email],
    );
    return memberActor({ id: rows[0].id, email, workspaceId, organizationRole: rows[0].organization_role });
  }

  async function rowCounts(workspaceId: string): Promise<Record<string, number>> {
    const count = async (table: string) =>
      Number((await context.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE workspace_id = $1`, [workspaceId])).rows[0].n);
    return {
      team_members: await count('team_members'),
      api_keys: await count('api_keys'),
      webhooks: await count('webhooks'),
      outbox: await count('outbox'),
      invitations: await count('invitations'),
    };
  }

  async function refusal(work: () => Promise<unknown>): Promise<DomainError> {
    try {
      await work();
    } catch (error) {
      return error as DomainError;
    }
    throw new Error('expected a refusal');
  }

  it('refuses a Standard member every Admin-only change, naming it, and changes nothing', async () => {
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    await addMembers(context.adapters.unitOfWork, workspace.id, ['sam@example.com'], STANDARD_ROLE);
    const standard = await memberOf(workspace.id, 'sam@example.com');
    const unitOfWork = context.adapters.unitOfWork;
    const before = await rowCounts(workspace.id);

    const attempts: Array<[string, () => Promise<unknown>]> = [
      ['Only Admins can manage team members', () =>
        new AddTeamMembers(unitOfWork, systemClock, randomIds).execute({ actor: standard, workspaceId: workspace.id, emails: ['new@example.com'], sendInvitationEmail: true, baseUrl: 'http://x.localhost' })],
      ['Only Admins can manage team members', () =>
        new RemoveTeamMembers(unitOfWork, systemClock).execute({ actor: standard, workspaceId: workspace.id, emails: ['admin@example.com'] })],
      ['Only Admins can add roles', () => new AddRole(unitOfWork, systemClock).execute({ actor: standard, subdomain: workspace.subdomain, name: 'Editor' })],
      ['Only Admins can manage API keys', () =>
        new CreateApiKey(unitOfWork, systemClock, randomIds).execute({ actor: standard, subdomain: workspace.subdomain })],
      ['Only Admins can manage webhooks', () =>
        new CreateWebhook(unitOfWork, { check: async () => 'allowed' as const }, systemClock, randomIds, context.adapters.idempotencyKeys).execute({
          actor: standard, workspaceId: workspace.id, url: 'https://hooks.example.com/x', events: ['form.created'] })],
      ['Only Admins can manage webhooks', () => new ListWebhooks(context.adapters.webhooks).execute({ actor: standard, workspaceId: workspace.id })],
      ['Only Admins can delete submissions', () =>
        new DeleteSubmission(unitOfWork, systemClock).execute({ actor: standard, workspaceId: workspace.id, formId: randomIds.next(), submissionId: randomIds.next() })],
    ];
    for (const [message, attempt] of attempts) {
      const error = await refusal(attempt);
      expect(error.code).toBe(DomainErrorCode.Forbidden);
      expect(error.message).toBe(message);
    }
    expect(await rowCounts(workspace.id)).toEqual(before);
    expect(await context.pool.query('SELECT roles FROM workspaces WHERE id = $1', [workspace.id])).toMatchObject({ rows: [{ roles: [ADMIN_ROLE, STANDARD_ROLE] }] });
  });

  it('names the member who creates a form as its creator, and the member who invites as the inviter', async () => {
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    await addMembers(context.adapters.unitOfWork, workspace.id, ['sam@example.com'], STANDARD_ROLE);
    await addMembers(context.adapters.unitOfWork, workspace.id, ['newest-admin@example.com'], ADMIN_ROLE);
    const standard = await memberOf(workspace.id, 'sam@example.com');
    const admin = await memberOf(workspace.id, 'admin@example.com');

    const byMember = await new CreateForm(context.adapters.unitOfWork, systemClock, randomIds, context.adapters.idempotencyKeys).execute({
      actor: standard,
      workspaceId: workspace.id,
      title: 'Made in the console',
      baseUrl: 'http://x.localhost',
    });
    expect(byMember.createdBy).toBe('sam@example.com');
    // Through the API with no creator named, the newest active Admin stays the creator.
    const byService = await new CreateForm(context.adapters.unitOfWork, systemClock, randomIds, context.adapters.idempotencyKeys).execute({
      actor: SYSTEM_ACTOR,
      workspaceId: workspace.id,
      title: 'Made through the API',
      baseUrl: 'http://x.localhost',
    });
    expect(byService.createdBy).toBe('newest-admin@example.com');

    await new AddTeamMembers(context.adapters.unitOfWork, systemClock, randomIds).execute({
      actor: admin,
      workspaceId: workspace.id,
      emails: ['invited@example.com'],
      invitedBy: 'newest-admin@example.com',
      sendInvitationEmail: true,
      baseUrl: 'http://x.localhost',
    });
    const { rows } = await context.pool.query('SELECT invited_by FROM invitations WHERE workspace_id = $1 AND email = $2', [workspace.id, 'invited@example.com']);
    expect(rows).toEqual([{ invited_by: 'admin@example.com' }]);
  });
});
