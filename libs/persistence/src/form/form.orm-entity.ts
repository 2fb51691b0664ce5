import type { Question } from '@forms/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'forms' })
export class FormOrmEntity {
  @PrimaryColumn({ name: 'workspace_id', type: 'uuid' })
  workspaceId!: string;

  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  title!: string;

  /** Derived from the flags and stored for the list's state filter. */
  @Column({ type: 'text' })
  state!: string;

  @Column({ type: 'json' })
  questions!: Question[];

  @Column({ name: 'hidden_fields', type: 'json' })
  hiddenFields!: string[];

  @Column({ name: 'ever_published', type: 'boolean' })
  everPublished!: boolean;

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
