import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sign-in code belongs to the browser that asked for it, and browsers that signed a member in before
 * are remembered, so that strangers asking for a member's emails cannot use up the member's own.
 *
 * Browsers are known by a random value in a cookie of their own, stored here only as a SHA-256 hash.
 */
export class SignInBrowsers1764060000020 implements MigrationInterface {
  name = 'SignInBrowsers1764060000020';

  async up(db: QueryRunner): Promise<void> {
    // The browser whose "Check your email" page holds the attempt: only it may type the attempt's code.
    await db.query(`ALTER TABLE sign_in_attempts ADD COLUMN browser_hash bytea`);
    await db.query(`
      CREATE TABLE sign_in_browsers (
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        team_member_id uuid NOT NULL,
        browser_hash bytea NOT NULL,
        signed_in_at timestamptz NOT NULL,
        PRIMARY KEY (workspace_id, team_member_id, browser_hash),
        FOREIGN KEY (workspace_id, team_member_id) REFERENCES team_members (workspace_id, id) ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX sign_in_browsers_age_idx ON sign_in_browsers (signed_in_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE sign_in_browsers`);
    await db.query(`ALTER TABLE sign_in_attempts DROP COLUMN browser_hash`);
  }
}
