import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The answers a visit of the fill page has given so far, when its form keeps partial responses: one row
 * per visit, replaced at each step, gone when the visit submits (in the submission's transaction), when
 * an owner erases it, when the form stops keeping them, or after the form's days of keeping.
 * `answers` are the values as the page carries them (to put back in place), `responses` what an owner
 * reads, in a submission's shape. `upload_ids` are the files answered on earlier pages: housekeeping keeps them while the row exists.
 * `resume_hash` is the SHA-256 of the link to continue later; the link itself is never stored.
 */
export class PartialResponses1764080000030 implements MigrationInterface {
  name = 'PartialResponses1764080000030';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE partial_responses (
        workspace_id uuid NOT NULL,
        id uuid NOT NULL,
        form_id uuid NOT NULL,
        visit_id text NOT NULL CHECK (length(visit_id) BETWEEN 1 AND 64),
        last_page smallint NOT NULL CHECK (last_page >= 1),
        form_version integer NOT NULL,
        answers jsonb NOT NULL,
        responses jsonb NOT NULL,
        field_values jsonb NOT NULL,
        upload_ids uuid[] NOT NULL DEFAULT '{}',
        resume_hash bytea NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (workspace_id, id),
        UNIQUE (workspace_id, form_id, visit_id),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX partial_responses_list_idx ON partial_responses (workspace_id, form_id, updated_at DESC, id DESC)`);
    await db.query(`CREATE UNIQUE INDEX partial_responses_resume_idx ON partial_responses (workspace_id, resume_hash)`);
    await db.query(`CREATE INDEX partial_responses_uploads_idx ON partial_responses USING gin (upload_ids)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE partial_responses`);
  }
}
