import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Transactional outbox row: written with its member, delivered afterwards by the invitation queue. */
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

  @Column({ type: 'integer' })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt!: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;
}
