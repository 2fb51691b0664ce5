import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members sign in: the attempts of the emailed link and code, the sessions they start, invitations that
 * carry a single-use join token, fixed-window counters for the sign-in limits, API keys with a name and
 * the member who made them, and the activity log.
 *
 * No secret is ever stored: links, codes, join tokens and session values are kept as SHA-256 hashes, and
 * each is found by the id it carries beside its secret (as API keys are found by their prefix), so every
 * look-up leads with the workspace.
 */
export class MembersSignIn1764030000000 implements MigrationInterface {
  name = 'MembersSignIn1764030000000';

  async up(db: QueryRunner): Promise<void> {
    // An attempt is recorded for every address asked for, member or not, so that the answer and its
    // timing say nothing about membership; only a member's attempt ever gets a link and a code. Link
    // and code are made when the email is sent, so a secret never waits in the outbox.
    await db.query(`
      CREATE TABLE sign_in_attempts (
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        id uuid NOT NULL,
        team_member_id uuid,
        email text NOT NULL,
        token_hash bytea,
        code_hash bytea,
        wrong_codes integer NOT NULL DEFAULT 0,
        return_to text,
        client_ip text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        spent_at timestamptz,
        PRIMARY KEY (workspace_id, id),
        FOREIGN KEY (workspace_id, team_member_id) REFERENCES team_members (workspace_id, id) ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE INDEX sign_in_attempts_member_idx ON sign_in_attempts (workspace_id, team_member_id, created_at)
      WHERE team_member_id IS NOT NULL`);
    await db.query(`CREATE INDEX sign_in_attempts_expiry_idx ON sign_in_attempts (expires_at)`);

    await db.query(`
      CREATE TABLE member_sessions (
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        id uuid NOT NULL,
        team_member_id uuid NOT NULL,
        secret_hash bytea NOT NULL,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        user_agent text NOT NULL DEFAULT '',
        client_ip text NOT NULL DEFAULT '',
        ended_at timestamptz,
        PRIMARY KEY (workspace_id, id),
        FOREIGN KEY (workspace_id, team_member_id) REFERENCES team_members (workspace_id, id) ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE INDEX member_sessions_member_idx ON member_sessions (workspace_id, team_member_id, created_at DESC)
      WHERE ended_at IS NULL`);

    // Invitations from before join tokens keep no token: their links now explain they no longer work.
    await db.query(`
      ALTER TABLE invitations
        ADD COLUMN token_hash bytea,
        ADD COLUMN token_expires_at timestamptz,
        ADD COLUMN used_at timestamptz`);

    // Fixed windows of requests per purpose and key (a client address, a member), shared by replicas.
    await db.query(`
      CREATE TABLE request_counters (
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        counter text NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (workspace_id, counter, window_start)
      )`);
    await db.query(`CREATE INDEX request_counters_window_idx ON request_counters (window_start)`);

    await db.query(`
      ALTER TABLE api_keys
        ADD COLUMN name text NOT NULL DEFAULT '',
        ADD COLUMN created_by text NOT NULL DEFAULT ''`);

    await db.query(`
      CREATE TABLE activity_log (
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        id uuid NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        at timestamptz NOT NULL,
        actor_type text NOT NULL,
        actor_id text,
        actor_label text NOT NULL,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text,
        target_label text NOT NULL,
        client_ip text,
        PRIMARY KEY (workspace_id, id)
      )`);
    // Newest first, page by page: seq breaks ties between entries of the same instant.
    await db.query(`CREATE INDEX activity_log_recent_idx ON activity_log (workspace_id, seq DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE activity_log`);
    await db.query(`ALTER TABLE api_keys DROP COLUMN name, DROP COLUMN created_by`);
    await db.query(`DROP TABLE request_counters`);
    await db.query(`ALTER TABLE invitations DROP COLUMN token_hash, DROP COLUMN token_expires_at, DROP COLUMN used_at`);
    await db.query(`DROP TABLE member_sessions`);
    await db.query(`DROP TABLE sign_in_attempts`);
  }
}
