import { RemoveTeamMembers, systemClock, UpdateTeamMember } from '@forms/application';
import { ADMIN_ROLE, DomainError, DomainErrorCode, SYSTEM_ACTOR, type TeamMemberChanges } from '@forms/domain';
import { addMembers, createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';

// Races many transactions against each other: seconds on a busy 2-core machine.
jest.setTimeout(30_000);

/**
 * "The workspace keeps an active Admin" under concurrency, through the real use cases and adapters: the workspace row lock must serialise
 * every change to its admins, so that however requests interleave an active Admin remains and each
 * request either happens entirely or fails with a domain error and changes nothing.
 */
describe('the last-admin rule under concurrent requests', () => {
  // Who is targeted and how both turn with the round modulo 3: three rounds make every mix.
  const ROUNDS = 3;
  const REQUESTS = 60;
  let context: PostgresTestContext;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 12 });
  });
  afterAll(() => context.close());

  type Request =
    | { kind: 'remove'; admin: string; bystander: string }
    | { kind: 'update'; admin: string; changes: TeamMemberChanges; mark: string };

  interface MemberRow {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    organization_role: string;
    active: boolean;
  }

  async function membersOf(workspaceId: string): Promise<Map<string, MemberRow>> {
    const { rows } = await context.pool.query<MemberRow>(
      'SELECT id, email, first_name, last_name, organization_role, active FROM team_members WHERE workspace_id = $1',
      [workspaceId],
    );
    return new Map(rows.map((row) => [row.email, row]));
  }

  async function activeAdminCount(workspaceId: string): Promise<number> {
    const { rows } = await context.pool.query(
      'SELECT count(*)::int AS n FROM team_members WHERE workspace_id = $1 AND active AND organization_role = $2',
      [workspaceId, ADMIN_ROLE],
    );
    return rows[0].n;
  }

  for (let round = 1; round <= ROUNDS; round++) {
    it(`keeps an active Admin and all-or-nothing requests (round ${round} of ${ROUNDS})`, async () => {
      const { workspace } = await createWorkspace(context.adapters.unitOfWork);
      const admins = ['admin@example.com', 'second-admin@example.com', 'third-admin@example.com'];
      await addMembers(context.adapters.unitOfWork, workspace.id, admins.slice(1), 'Admin');
      const bystanders = Array.from({ length: REQUESTS }, (_, index) => `bystander${index}@example.com`);
      await addMembers(context.adapters.unitOfWork, workspace.id, bystanders);
      const before = await membersOf(workspace.id);
      const idOf = (email: string) => before.get(email)!.id;

      // Every admin is the target of removals, demotions and deactivations; the mix shifts each round.
      const requests: Request[] = Array.from({ length: REQUESTS }, (_, index) => {
        const admin = admins[(index * 7 + round) % admins.length];
        const mark = `r${round}-req${index}`;
        switch ((index + round) % 3) {
          case 0:
            return { kind: 'remove', admin, bystander: bystanders[index] };
          case 1:
            return { kind: 'update', admin, mark, changes: { organizationRole: 'Standard', firstName: mark } };
          default:
            return { kind: 'update', admin, mark, changes: { active: false, lastName: mark } };
        }
      });

      const remove = new RemoveTeamMembers(context.adapters.unitOfWork, systemClock);
      const update = new UpdateTeamMember(context.adapters.unitOfWork, systemClock);
      let running = true;
      const observedCounts: number[] = [];
      const monitor = (async () => {
        while (running) observedCounts.push(await activeAdminCount(workspace.id));
      })();

      const outcomes = await Promise.allSettled(
        requests.map((request) =>
          request.kind === 'remove'
            ? remove.execute({ actor: SYSTEM_ACTOR, workspaceId: workspace.id, emails: [request.admin, request.bystander] })
            : update.execute({ actor: SYSTEM_ACTOR, workspaceId: workspace.id, teamMemberId: idOf(request.admin), changes: request.changes }),
        ),
      );
      running = false;
      await monitor;

      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          expect(outcome.reason).toBeInstanceOf(DomainError);
          expect([DomainErrorCode.LastAdmin, DomainErrorCode.TeamMemberNotFound]).toContain(
            (outcome.reason as DomainError).code,
          );
        }
      }
      const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
      expect(succeeded).toBeGreaterThanOrEqual(2);
      expect(outcomes.some((outcome) => outcome.status === 'rejected' && outcome.reason.code === DomainErrorCode.LastAdmin)).toBe(true);

      // At every committed instant and at the end, exactly as many admins as the rule allows to go.
      expect(observedCounts.length).toBeGreaterThan(0);
      expect(Math.min(...observedCounts)).toBeGreaterThanOrEqual(1);
      expect(await activeAdminCount(workspace.id)).toBe(1);

      const after = await membersOf(workspace.id);
      const appliedMarks = new Set<string>();
      requests.forEach((request, index) => {
        const ok = outcomes[index].status === 'fulfilled';
        if (request.kind === 'remove') {
          // Both emails go together or neither does.
          expect(after.has(request.bystander)).toBe(!ok);
          if (ok) expect(after.has(request.admin)).toBe(false);
        } else if (ok) {
          appliedMarks.add(request.mark);
        }
      });
      const marksLeft = [...after.values()].flatMap((member) => [member.first_name, member.last_name]).filter(Boolean);
      // A refused update left no trace; what is left was written by a request that reported success.
      for (const mark of marksLeft) expect(appliedMarks).toContain(mark);
      for (const bystander of bystanders.filter((email) => after.has(email))) {
        expect(after.get(bystander)).toEqual(before.get(bystander));
      }
    });
  }
});

