import type { StoredFieldValue, StoredResponse, StoredUserAgent } from './stored-submission-json';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'submissions' })
export class SubmissionOrmEntity {
  @PrimaryColumn({ name: 'workspace_id', type: 'uuid' })
  workspaceId!: string;

  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'form_id', type: 'uuid' })
  formId!: string;

  /** Dense 1..forms.submissions_count per form, in creation order: pages map to position ranges. */
  @Column({ type: 'integer' })
  position!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'field_values', type: 'json' })
  fieldValues!: StoredFieldValue[];

  @Column({ name: 'user_agent', type: 'json' })
  userAgent!: StoredUserAgent;

  @Column({ type: 'json' })
  responses!: StoredResponse[];

  /** Set for submissions that came through the intake: the abuse limit counts per address. */
  @Column({ name: 'client_ip', type: 'text', nullable: true })
  clientIp!: string | null;
}
