import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every invitation email sent, kept 24 hours, for the allowance of invitations per workspace and per
 * address. Not the invitations table: an invitation goes when its member is removed, and removing and
 * inviting again must not reset the count.
 */
export class InvitationSends1764040000030 implements MigrationInterface {
  name = 'InvitationSends1764040000030';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE invitation_sends (
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        address text NOT NULL,
        sent_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX invitation_sends_window_idx ON invitation_sends (workspace_id, sent_at)`);
    await db.query(`CREATE INDEX invitation_sends_address_idx ON invitation_sends (workspace_id, address, sent_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE invitation_sends`);
  }
}
