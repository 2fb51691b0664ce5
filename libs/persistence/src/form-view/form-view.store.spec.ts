import { type HourlyViews, randomIds, SeedWorkspace, systemClock } from '@forms/application';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';
import { PostgresFormViewStore } from './form-view.store';

describe('PostgresFormViewStore', () => {
  let context: PostgresTestContext;
  let workspaceId: string;
  let formIds: string[];

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 6 });
    const { workspace } = await createWorkspace(context.adapters.unitOfWork);
    workspaceId = workspace.id;
    formIds = (await new SeedWorkspace(context.adapters.unitOfWork, systemClock, randomIds).execute({ subdomain: workspace.subdomain, forms: 6, submissionsPerForm: 0 }))
      .formIds;
  });
  afterAll(() => context.close());

  async function stored(): Promise<Record<string, number>> {
    const { rows } = await context.pool.query<{ form_id: string; hour: string; views: string }>(
      `SELECT form_id, to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24') AS hour, views FROM form_views_hourly WHERE workspace_id = $1`,
      [workspaceId],
    );
    return Object.fromEntries(rows.map((row) => [`${formIds.indexOf(row.form_id)}/${row.hour}`, Number(row.views)]));
  }

  const counts = (entries: [number, string, number][]): HourlyViews[] =>
    entries.map(([form, hour, views]) => ({ workspaceId, formId: formIds[form], hour: `${hour}:00:00.000Z`, views }));

  it('adds to what is stored, and replicas adding overlapping batches at once sum up', async () => {
    await context.pool.query(`DELETE FROM form_views_hourly WHERE workspace_id = $1`, [workspaceId]);
    const store = new PostgresFormViewStore(context.pool);
    await store.add(counts([[0, '2026-03-01T10', 2]]));
    // Each "replica" sends the same forms in its own order, many times over.
    const forward = counts(formIds.slice(0, 5).map((_, index): [number, string, number] => [index, '2026-03-01T10', 1]));
    const backward = [...forward].reverse();
    await Promise.all(Array.from({ length: 20 }, (_, round) => store.add(round % 2 === 0 ? forward : backward)));
    expect(await stored()).toEqual({ '0/2026-03-01T10': 22, '1/2026-03-01T10': 20, '2/2026-03-01T10': 20, '3/2026-03-01T10': 20, '4/2026-03-01T10': 20 });
  });

  it('skips the counts of a form deleted since they were counted, and keeps the rest of the batch', async () => {
    await context.pool.query(`DELETE FROM form_views_hourly WHERE workspace_id = $1`, [workspaceId]);
    await context.adapters.unitOfWork.run(({ forms }) => forms.delete(workspaceId, formIds[5]));
    await new PostgresFormViewStore(context.pool).add(counts([[5, '2026-03-01T10', 3], [4, '2026-03-02T23', 4]]));
    expect(await stored()).toEqual({ '4/2026-03-02T23': 4 });
  });
});
