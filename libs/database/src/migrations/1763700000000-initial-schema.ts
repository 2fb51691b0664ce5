import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every tenant table carries workspace_id and leads its primary key, unique keys and foreign keys with it,
 * so the schema can be distributed by workspace (Citus) without a rewrite.
 */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE workspaces (
        id uuid PRIMARY KEY,
        subdomain text NOT NULL,
        name text NOT NULL,
        default_time_zone text NOT NULL,
        roles text[] NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT workspaces_subdomain_key UNIQUE (subdomain)
      )`);

    await db.query(`
      CREATE TABLE api_keys (
        workspace_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL,
        prefix text NOT NULL,
        secret_hash bytea NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz,
        revoked_at timestamptz,
        last_used_at timestamptz,
        PRIMARY KEY (workspace_id, id),
        CONSTRAINT api_keys_prefix_key UNIQUE (workspace_id, prefix)
      )`);

    await db.query(`
      CREATE TABLE team_members (
        workspace_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL,
        email text NOT NULL,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        time_zone text NOT NULL,
        profile_image_url text NOT NULL DEFAULT '',
        organization_role text NOT NULL,
        active boolean NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (workspace_id, id)
      )`);
    // One member per email per workspace, compared case-insensitively.
    await db.query(`CREATE UNIQUE INDEX team_members_email_key ON team_members (workspace_id, lower(email))`);
    // Team lists are oldest first.
    await db.query(`CREATE INDEX team_members_list_idx ON team_members (workspace_id, created_at, id)`);

    await db.query(`
      CREATE TABLE forms (
        workspace_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL,
        title text NOT NULL,
        state text NOT NULL,
        is_published boolean NOT NULL,
        is_archived boolean NOT NULL,
        is_disabled boolean NOT NULL,
        is_suspended boolean NOT NULL,
        created_by text NOT NULL,
        submissions_count integer NOT NULL DEFAULT 0 CHECK (submissions_count >= 0),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (workspace_id, id)
      )`);
    // Form lists are newest first.
    await db.query(`CREATE INDEX forms_list_idx ON forms (workspace_id, created_at DESC, id DESC)`);

    // position is dense per form (1..submissions_count, in creation order), so a page number maps to a
    // position range: page 9,000 costs what page 1 costs, with no OFFSET and no count(*).
    await db.query(`
      CREATE TABLE submissions (
        workspace_id uuid NOT NULL,
        form_id uuid NOT NULL,
        id uuid NOT NULL,
        position integer NOT NULL CHECK (position > 0),
        created_at timestamptz NOT NULL,
        field_values jsonb NOT NULL,
        user_agent jsonb NOT NULL,
        responses jsonb NOT NULL,
        PRIMARY KEY (workspace_id, id),
        FOREIGN KEY (workspace_id, form_id) REFERENCES forms (workspace_id, id),
        CONSTRAINT submissions_position_key UNIQUE (workspace_id, form_id, position)
      )`);

    // Transactional outbox: an invitation is committed with its member and delivered afterwards.
    await db.query(`
      CREATE TABLE invitations (
        workspace_id uuid NOT NULL REFERENCES workspaces (id),
        id uuid NOT NULL,
        team_member_id uuid NOT NULL,
        email text NOT NULL,
        invited_by text NOT NULL,
        workspace_name text NOT NULL,
        join_url text NOT NULL,
        created_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_error text,
        delivered_at timestamptz,
        PRIMARY KEY (workspace_id, id),
        FOREIGN KEY (workspace_id, team_member_id) REFERENCES team_members (workspace_id, id) ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX invitations_due_idx ON invitations (next_attempt_at) WHERE delivered_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['invitations', 'submissions', 'forms', 'team_members', 'api_keys', 'workspaces']) {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
