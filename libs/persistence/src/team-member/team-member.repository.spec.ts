import type { Repositories } from '@forms/application';
import { DomainError, DomainErrorCode, Email, TeamMember, TimeZone, type Workspace } from '@forms/domain';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';

describe('TypeormTeamMemberRepository', () => {
  let context: PostgresTestContext;
  let workspace: Workspace;
  let otherWorkspace: Workspace;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 4 });
    workspace = (await createWorkspace(context.adapters.unitOfWork)).workspace;
    otherWorkspace = (await createWorkspace(context.adapters.unitOfWork)).workspace;
  });
  afterAll(() => context.close());

  const run = <T>(work: (repositories: Repositories) => Promise<T>): Promise<T> => context.adapters.unitOfWork.run(work);

  function member(email: string, overrides: Partial<{ role: string; active: boolean; createdAt: Date; in: Workspace }> = {}) {
    const at = overrides.createdAt ?? new Date('2025-01-01T00:00:00Z');
    return TeamMember.restore({
      id: randomUUID(),
      workspaceId: (overrides.in ?? workspace).id,
      email: Email.fromTrusted(email),
      firstName: 'Ada',
      lastName: 'Lovelace',
      timeZone: TimeZone.fromTrusted('Europe/London'),
      profileImageUrl: 'https://example.com/ada.png',
      organizationRole: overrides.role ?? 'Standard',
      active: overrides.active ?? true,
      createdAt: at,
      updatedAt: at,
    });
  }

  it('round-trips every field of a member', async () => {
    const ada = member('Ada.Lovelace@Example.com');
    await run(({ teamMembers }) => teamMembers.insertMany([ada]));
    const found = await run(({ teamMembers }) => teamMembers.findById(workspace.id, ada.id));
    expect(found).not.toBeNull();
    expect({
      id: found!.id,
      workspaceId: found!.workspaceId,
      email: found!.email.value,
      firstName: found!.firstName,
      lastName: found!.lastName,
      timeZone: found!.timeZone.value,
      profileImageUrl: found!.profileImageUrl,
      organizationRole: found!.organizationRole,
      active: found!.active,
      createdAt: found!.createdAt,
      updatedAt: found!.updatedAt,
    }).toEqual({
      id: ada.id,
      workspaceId: workspace.id,
      email: 'Ada.Lovelace@Example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      timeZone: 'Europe/London',
      profileImageUrl: 'https://example.com/ada.png',
      organizationRole: 'Standard',
      active: true,
      createdAt: ada.createdAt,
      updatedAt: ada.updatedAt,
    });
  });

  it('finds by id within the workspace only', async () => {
    const grace = member('grace@example.com');
    await run(({ teamMembers }) => teamMembers.insertMany([grace]));
    const found = await run(async ({ teamMembers }) => [
      await teamMembers.findById(otherWorkspace.id, grace.id),
      await teamMembers.findById(workspace.id, 'not-a-uuid'),
      await teamMembers.findById('not-a-uuid', grace.id),
    ]);
    expect(found).toEqual([null, null, null]);
  });

  it('finds by emails case-insensitively, in the given workspace only', async () => {
    const members = [member('Mixed.Case@Example.com'), member('lower@example.com')];
    const elsewhere = member('lower@example.com', { in: otherWorkspace });
    await run(async ({ teamMembers }) => {
      await teamMembers.insertMany(members);
      await teamMembers.insertMany([elsewhere]);
    });
    const found = await run(({ teamMembers }) =>
      teamMembers.findByEmails(workspace.id, ['mixed.case@example.com', 'lower@example.com', 'nobody@example.com']),
    );
    expect(found.map((each) => each.id).sort()).toEqual(members.map((each) => each.id).sort());
    expect(found.map((each) => each.email.value).sort()).toEqual(['Mixed.Case@Example.com', 'lower@example.com']);
  });

  it('answers emails Postgres cannot store, and an empty list, with nothing found', async () => {
    const found = await run(async ({ teamMembers }) => [
      await teamMembers.findByEmails(workspace.id, ['a\u0000@example.com']),
      await teamMembers.findByEmails(workspace.id, []),
    ]);
    expect(found).toEqual([[], []]);
  });

  it('lists active admins and picks the newest one (created_at, then id)', async () => {
    const { workspace: fresh, admin: founder } = await createWorkspace(context.adapters.unitOfWork);
    const later = new Date(founder.createdAt.getTime() + 60_000);
    const ids = [randomUUID(), randomUUID()].sort();
    const tiedLow = TeamMember.restore({ ...propsOf(member('tied-low@example.com', { role: 'Admin', createdAt: later, in: fresh })), id: ids[0] });
    const tiedHigh = TeamMember.restore({ ...propsOf(member('tied-high@example.com', { role: 'Admin', createdAt: later, in: fresh })), id: ids[1] });
    const inactiveNewer = member('gone@example.com', { role: 'Admin', active: false, createdAt: new Date(later.getTime() + 1000), in: fresh });
    const standardNewer = member('std@example.com', { createdAt: new Date(later.getTime() + 2000), in: fresh });
    await run(({ teamMembers }) => teamMembers.insertMany([tiedHigh, inactiveNewer, tiedLow, standardNewer]));

    const [team, newest] = await run(async ({ teams, teamMembers }) => [
      await teams.loadForChange(fresh.id),
      await teamMembers.findNewestActiveAdmin(fresh.id),
    ] as const);
    const admins = team!.activeAdmins;
    expect(admins.map((admin) => admin.id)).toEqual([founder.id, tiedLow.id, tiedHigh.id]);
    expect(newest!.id).toBe(tiedHigh.id);
  });

  it('updates a member and maps an email taken by another member (any case) to a validation failure', async () => {
    const first = member('first@example.com');
    const second = member('second@example.com');
    await run(({ teamMembers }) => teamMembers.insertMany([first, second]));

    const renamed = first.withChanges({ firstName: 'Grace', active: false, timeZone: 'Asia/Tokyo' }, workspace.roles, new Date());
    await run(({ teamMembers }) => teamMembers.update(renamed));
    const found = await run(({ teamMembers }) => teamMembers.findById(workspace.id, first.id));
    expect([found!.firstName, found!.active, found!.timeZone.value]).toEqual(['Grace', false, 'Asia/Tokyo']);
    expect(found!.updatedAt).toEqual(renamed.updatedAt);

    const clash = second.withChanges({ email: 'FIRST@example.com' }, workspace.roles, new Date());
    const error = await run(({ teamMembers }) => teamMembers.update(clash)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: DomainErrorCode.ValidationFailed,
      message: 'email is already used by another team member',
    });
  });

  it('maps a duplicate email on insert to a validation failure and keeps none of the batch', async () => {
    const fresh = member('fresh@example.com');
    const duplicate = member('ADA.LOVELACE@example.com');
    await expect(run(({ teamMembers }) => teamMembers.insertMany([fresh, duplicate]))).rejects.toMatchObject({
      code: DomainErrorCode.ValidationFailed,
      message: 'email is already used by another team member',
    });
    expect(await run(({ teamMembers }) => teamMembers.findById(workspace.id, fresh.id))).toBeNull();
  });

  it('refuses text Postgres cannot store as validation failures naming the field', async () => {
    const stored = member('nul-test@example.com');
    await run(({ teamMembers }) => teamMembers.insertMany([stored]));
    await expect(run(({ teamMembers }) => teamMembers.insertMany([member('a\u0000b@example.com')]))).rejects.toMatchObject({
      code: DomainErrorCode.ValidationFailed,
      message: 'email must not contain NUL characters',
    });
    const changed = stored.withChanges({ lastName: 'x\u0000y' }, workspace.roles, new Date());
    await expect(run(({ teamMembers }) => teamMembers.update(changed))).rejects.toMatchObject({
      code: DomainErrorCode.ValidationFailed,
      message: 'lastName must not contain NUL characters',
    });
  });

  it('deletes members of the workspace only, with their pending invitations', async () => {
    const leaving = member('leaving@example.com');
    const staying = member('staying@example.com');
    await run(async ({ teamMembers, invitations }) => {
      await teamMembers.insertMany([leaving, staying]);
      await invitations.insertMany(workspace.id, [
        {
          id: randomUUID(),
          teamMemberId: leaving.id,
          email: leaving.email.value,
          invitedBy: 'admin@example.com',
          workspaceName: workspace.name,
          joinUrl: 'http://example.localhost/join',
          createdAt: new Date(),
        },
      ]);
    });
    await run(({ teamMembers }) => teamMembers.deleteMany(otherWorkspace.id, [leaving.id]));
    expect(await run(({ teamMembers }) => teamMembers.findById(workspace.id, leaving.id))).not.toBeNull();

    await run(({ teamMembers }) => teamMembers.deleteMany(workspace.id, [leaving.id, 'not-a-uuid']));
    const remaining = await run(async ({ teamMembers }) => [
      await teamMembers.findById(workspace.id, leaving.id),
      (await teamMembers.findById(workspace.id, staying.id))?.id,
    ]);
    expect(remaining).toEqual([null, staying.id]);
    const { rows } = await context.pool.query('SELECT count(*)::int AS n FROM invitations WHERE team_member_id = $1', [leaving.id]);
    expect(rows[0].n).toBe(0);
  });
});

function propsOf(member: TeamMember) {
  return {
    id: member.id,
    workspaceId: member.workspaceId,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    timeZone: member.timeZone,
    profileImageUrl: member.profileImageUrl,
    organizationRole: member.organizationRole,
    active: member.active,
    createdAt: member.createdAt,
    updatedAt: member.updatedAt,
  };
}
