import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files answered to file questions, kept in PostgreSQL so that every replica sees them and a backup
 * holds them. An upload arrives before its submission: `size` and `completed_at` stay null while its
 * bytes are being written, `submission_id` while no submission uses it (housekeeping deletes those a
 * day old). The bytes are rows of at most a few hundred KiB each (`upload_chunks`), written as they
 * arrive and read back one by one, so no file is ever whole in memory.
 *
 * What hangs on an upload goes with it by foreign key: deleting a submission deletes its uploads (in
 * its statement, hence its transaction), deleting a form its unused ones (its submissions, and their
 * uploads, are deleted before it), and an upload its chunks.
 */
export class FileUploads1764050000040 implements MigrationInterface {
  name = 'FileUploads1764050000040';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE uploads (
        workspace_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL,
        form_id uuid NOT NULL,
        question_id text NOT NULL,
        name text NOT NULL,
        content_type text NOT NULL,
        size bigint CHECK (size > 0),
        client_ip text NOT NULL,
        created_at timestamptz NOT NULL,
        completed_at timestamptz,
        submission_id uuid,
        PRIMARY KEY (workspace_id, id),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id) ON DELETE CASCADE,
        FOREIGN KEY (workspace_id, submission_id) REFERENCES submissions (workspace_id, id) ON DELETE CASCADE
      )`);
    // The foreign keys' deletes find an upload by its form and by its submission.
    await db.query(`CREATE INDEX uploads_form_idx ON uploads (workspace_id, form_id)`);
    await db.query(`CREATE INDEX uploads_submission_idx ON uploads (workspace_id, submission_id) WHERE submission_id IS NOT NULL`);
    // Each upload counts against its client's per-address limit, like a submission.
    await db.query(`CREATE INDEX uploads_client_ip_idx ON uploads (workspace_id, client_ip, created_at DESC)`);
    // Housekeeping finds unused uploads by age, across workspaces.
    await db.query(`CREATE INDEX uploads_unused_idx ON uploads (created_at) WHERE submission_id IS NULL`);
    await db.query(`
      CREATE TABLE upload_chunks (
        workspace_id uuid NOT NULL,
        upload_id uuid NOT NULL,
        seq integer NOT NULL CHECK (seq >= 0),
        data bytea NOT NULL,
        PRIMARY KEY (workspace_id, upload_id, seq),
        FOREIGN KEY (workspace_id, upload_id) REFERENCES uploads (workspace_id, id) ON DELETE CASCADE
      )`);
    // Stored out of line without compression: most files people attach (PDF, images) are compressed
    // already, and trying again costs CPU on every chunk for nothing.
    await db.query(`ALTER TABLE upload_chunks ALTER COLUMN data SET STORAGE EXTERNAL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE upload_chunks`);
    await db.query(`DROP TABLE uploads`);
  }
}
