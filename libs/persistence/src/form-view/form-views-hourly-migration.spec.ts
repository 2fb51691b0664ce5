import { migrations } from '@forms/database';
import { createTestDatabase, createWorkspace, openTestContext, type PostgresTestContext } from '@forms/testing';
import { randomIds, SeedWorkspace, systemClock } from '@forms/application';
import type { QueryRunner } from 'typeorm';

// Views kept per day before they were kept per hour: the migration keeps each day's views on that day's
// first hour, copying the rows a batch at a time in key order, and undoing it sums the hours per day again.

jest.setTimeout(120_000);

describe('the migration of views per day to views per hour', () => {
  let context: PostgresTestContext;
  const Migration = migrations.find((migration) => migration.name === 'FormViewsHourly1764080000010')!;

  beforeAll(async () => {
    context = await openTestContext(await createTestDatabase(), { poolSize: 2 });
  });
  afterAll(() => context.close());

  it('keeps every day\'s views on its first UTC hour, in every workspace, across batches, and goes back', async () => {
    const runner = {
      query: (text: string, parameters?: unknown[]) => context.pool.query(text, parameters).then((result) => result.rows),
    } as unknown as QueryRunner;
    const seeded: { workspaceId: string; formIds: string[] }[] = [];
    for (let index = 0; index < 2; index++) {
      const { workspace } = await createWorkspace(context.adapters.unitOfWork);
      const { formIds } = await new SeedWorkspace(context.adapters.unitOfWork, systemClock, randomIds).execute({
        subdomain: workspace.subdomain,
        forms: 2,
        submissionsPerForm: 0,
      });
      seeded.push({ workspaceId: workspace.id, formIds });
    }
    // The schema before: the daily table with its rows.
    await new Migration().down(runner);
    const days = ['2026-02-28', '2026-03-01', '2026-03-02'];
    for (const { workspaceId, formIds } of seeded) {
      for (const [formIndex, formId] of formIds.entries()) {
        for (const [dayIndex, day] of days.entries()) {
          await context.pool.query(`INSERT INTO form_views_daily (workspace_id, form_id, day, views) VALUES ($1, $2, $3, $4)`, [
            workspaceId,
            formId,
            day,
            10 * formIndex + dayIndex + 1,
          ]);
        }
      }
    }
    const migration = new Migration() as InstanceType<typeof Migration> & { batchSize: number };
    // Twelve rows, five per statement: three batches, the last one short.
    migration.batchSize = 5;
    await migration.up(runner);

    const { rows } = await context.pool.query<{ workspace_id: string; form_id: string; hour: string; views: string }>(
      `SELECT workspace_id, form_id, to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS hour, views FROM form_views_hourly
       WHERE workspace_id = ANY($1::uuid[]) ORDER BY 1, 2, 3`,
      [seeded.map((workspace) => workspace.workspaceId)],
    );
    const expected = seeded
      .flatMap(({ workspaceId, formIds }) =>
        formIds.flatMap((formId, formIndex) =>
          days.map((day, dayIndex) => ({ workspace_id: workspaceId, form_id: formId, hour: `${day}T00:00`, views: String(10 * formIndex + dayIndex + 1) })),
        ),
      )
      .sort((a, b) => `${a.workspace_id}/${a.form_id}/${a.hour}`.localeCompare(`${b.workspace_id}/${b.form_id}/${b.hour}`));
    expect(rows).toEqual(expected);
    const { rows: daily } = await context.pool.query(`SELECT to_regclass('form_views_daily') AS present`);
    expect(daily[0].present).toBeNull();

    // Back: the hours of a day summed on that day.
    const [{ workspaceId, formIds }] = seeded;
    await context.pool.query(`INSERT INTO form_views_hourly (workspace_id, form_id, hour, views) VALUES ($1, $2, '2026-03-01T17:00:00Z', 100)`, [workspaceId, formIds[0]]);
    await new Migration().down(runner);
    const { rows: back } = await context.pool.query<{ views: string }>(
      `SELECT views FROM form_views_daily WHERE workspace_id = $1 AND form_id = $2 AND day = '2026-03-01'`,
      [workspaceId, formIds[0]],
    );
    expect(back).toEqual([{ views: '102' }]);
    await new Migration().up(runner);
  });
});
