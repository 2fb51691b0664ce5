import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One transactional outbox for every event a change records: a message per event and handler, written
 * in the change's transaction, leased by workers with a token. Invitations keep their table for the join
 * page; their delivery state moves here (undelivered ones become due messages).
 */
export class Outbox1763970000000 implements MigrationInterface {
  name = 'Outbox1763970000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE outbox (
        workspace_id uuid NOT NULL,
        id uuid NOT NULL,
        event_id uuid NOT NULL,
        handler text NOT NULL,
        event_type text NOT NULL,
        payload json NOT NULL,
        created_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        lease_token uuid,
        last_error text,
        completed_at timestamptz,
        failed_at timestamptz,
        PRIMARY KEY (workspace_id, id)
      )`);
    await db.query(`CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE completed_at IS NULL AND failed_at IS NULL`);
    await db.query(`
      INSERT INTO outbox (workspace_id, id, event_id, handler, event_type, payload, created_at, attempts, next_attempt_at, last_error)
      SELECT workspace_id, gen_random_uuid(), gen_random_uuid(), 'invitation-email', 'invitation.created',
        json_build_object(
          'type', 'invitation.created', 'workspaceId', workspace_id,
          'occurredAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'invitation', json_build_object(
            'id', id, 'teamMemberId', team_member_id, 'email', email, 'invitedBy', invited_by,
            'workspaceName', workspace_name, 'joinUrl', join_url,
            'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
        created_at, attempts, next_attempt_at, last_error
      FROM invitations WHERE delivered_at IS NULL`);
    await db.query(`DROP INDEX invitations_due_idx`);
    await db.query(`ALTER TABLE invitations DROP COLUMN attempts, DROP COLUMN next_attempt_at, DROP COLUMN last_error, DROP COLUMN delivered_at`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE invitations ADD COLUMN attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN last_error text,
        ADD COLUMN delivered_at timestamptz`);
    await db.query(`CREATE INDEX invitations_due_idx ON invitations (next_attempt_at) WHERE delivered_at IS NULL`);
    await db.query(`DROP TABLE outbox`);
  }
}
