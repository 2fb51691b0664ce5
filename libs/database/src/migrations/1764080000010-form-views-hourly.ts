import type { MigrationInterface, QueryRunner } from 'typeorm';

interface Position {
  workspace_id: string;
  form_id: string;
  day: string;
}

/**
 * Views of each form's fill page per UTC hour instead of per day, so that a range is counted to the hour
 * rather than to the day. Replicas still add their counts every few seconds (`views = views + n`), and
 * the rows still go with their form. The views of a day counted before are kept on that day's first
 * hour: they are neither lost nor moved to another day. The copy walks the daily rows in key order
 * (workspace first, as every key of a tenant table), a batch per statement.
 */
export class FormViewsHourly1764080000010 implements MigrationInterface {
  name = 'FormViewsHourly1764080000010';
  /** Rows copied per statement: a large table is moved in steps, never held whole in one statement's memory. */
  batchSize = 10_000;

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE form_views_hourly (
        workspace_id uuid NOT NULL,
        form_id uuid NOT NULL,
        hour timestamptz NOT NULL CHECK (date_trunc('hour', hour AT TIME ZONE 'UTC') = hour AT TIME ZONE 'UTC'),
        views bigint NOT NULL CHECK (views >= 0),
        PRIMARY KEY (workspace_id, form_id, hour),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE
      )`);
    let after: Position | undefined;
    for (;;) {
      const rows: Position[] = await db.query(
        `
        WITH batch AS (
          SELECT workspace_id, form_id, day, views FROM form_views_daily
          WHERE $1::boolean OR (workspace_id, form_id, day) > ($2::uuid, $3::uuid, $4::date)
          ORDER BY workspace_id, form_id, day
          LIMIT ${this.batchSize}
        ), copied AS (
          INSERT INTO form_views_hourly (workspace_id, form_id, hour, views)
          SELECT workspace_id, form_id, day::timestamp AT TIME ZONE 'UTC', views FROM batch
        )
        SELECT workspace_id, form_id, to_char(day, 'YYYY-MM-DD') AS day FROM batch ORDER BY workspace_id DESC, form_id DESC, day DESC LIMIT 1`,
        [after === undefined, after?.workspace_id ?? null, after?.form_id ?? null, after?.day ?? null],
      );
      if (rows.length === 0) break;
      after = rows[0];
    }
    await db.query(`DROP TABLE form_views_daily`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE form_views_daily (
        workspace_id uuid NOT NULL,
        form_id uuid NOT NULL,
        day date NOT NULL,
        views bigint NOT NULL CHECK (views >= 0),
        PRIMARY KEY (workspace_id, form_id, day),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE
      )`);
    await db.query(`
      INSERT INTO form_views_daily (workspace_id, form_id, day, views)
      SELECT workspace_id, form_id, (hour AT TIME ZONE 'UTC')::date, sum(views) FROM form_views_hourly GROUP BY 1, 2, 3`);
    await db.query(`DROP TABLE form_views_hourly`);
  }
}
