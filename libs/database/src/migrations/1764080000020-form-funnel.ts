import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The funnel of a form with pages: how many times each later page was reached, and how many
 * submissions came through the fill page, per UTC hour. Counted like views: replicas count in memory
 * and add their counts every few seconds (`reached = reached + n`). `page` is the page reached (2 and
 * over: page 1's figure is its views), or 0 for a submission made through the fill page.
 *
 * The fill page carries a visit's progress in a signed value instead of storing it; the key it is
 * signed with is made here once, so that every replica verifies what another one signed.
 */
export class FormFunnel1764080000020 implements MigrationInterface {
  name = 'FormFunnel1764080000020';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE form_steps_hourly (
        workspace_id uuid NOT NULL,
        form_id uuid NOT NULL,
        hour timestamptz NOT NULL CHECK (date_trunc('hour', hour AT TIME ZONE 'UTC') = hour AT TIME ZONE 'UTC'),
        page smallint NOT NULL CHECK (page = 0 OR page >= 2),
        reached bigint NOT NULL CHECK (reached >= 0),
        PRIMARY KEY (workspace_id, form_id, hour, page),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE
      )`);
    await db.query(`CREATE TABLE signing_keys (name text PRIMARY KEY, secret bytea NOT NULL CHECK (length(secret) >= 30))`);
    // gen_random_uuid draws from the strong random source: two of them give 244 random bits.
    await db.query(`
      INSERT INTO signing_keys (name, secret)
      VALUES ('fill_visit', decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE signing_keys`);
    await db.query(`DROP TABLE form_steps_hourly`);
  }
}
