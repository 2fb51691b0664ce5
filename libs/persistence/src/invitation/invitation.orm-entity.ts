import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An invitation, kept for its join link; its email is delivered through the outbox. */
@Entity({ name: 'invitations' })
export class InvitationOrmEntity {
  @PrimaryColumn({ name: 'workspace_id', type: 'uuid' })
  workspaceId!: string;

  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'team_member_id', type: 'uuid' })
  teamMemberId!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'invited_by', type: 'text' })
  invitedBy!: string;

  @Column({ name: 'workspace_name', type: 'text' })
  workspaceName!: string;

  @Column({ name: 'join_url', type: 'text' })
  joinUrl!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
