import type { ApiKeyScope } from '@forms/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'api_keys' })
export class ApiKeyOrmEntity {
  @PrimaryColumn({ name: 'workspace_id', type: 'uuid' })
  workspaceId!: string;

  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  prefix!: string;

  @Column({ name: 'secret_hash', type: 'bytea' })
  secretHash!: Buffer;

  @Column({ type: 'text' })
  scope!: ApiKeyScope;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'created_by', type: 'text' })
  createdBy!: string;
}
