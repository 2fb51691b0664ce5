import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'forms' })
export class FormOrmEntity {
  @PrimaryColumn({ name: 'workspace_id', type: 'uuid' })
  workspaceId!: string;

  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  state!: string;

  @Column({ name: 'is_published', type: 'boolean' })
  isPublished!: boolean;

  @Column({ name: 'is_archived', type: 'boolean' })
  isArchived!: boolean;

  @Column({ name: 'is_disabled', type: 'boolean' })
  isDisabled!: boolean;

  @Column({ name: 'is_suspended', type: 'boolean' })
  isSuspended!: boolean;

  @Column({ name: 'created_by', type: 'text' })
  createdBy!: string;

  @Column({ name: 'submissions_count', type: 'integer' })
  submissionsCount!: number;

  @Column({ name: 'last_position', type: 'integer' })
  lastPosition!: number;

  @Column({ name: 'last_submission_at', type: 'timestamptz', nullable: true })
  lastSubmissionAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
