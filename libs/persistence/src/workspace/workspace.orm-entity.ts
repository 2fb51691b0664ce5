import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'workspaces' })
export class WorkspaceOrmEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  subdomain!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'default_time_zone', type: 'text' })
  defaultTimeZone!: string;

  @Column({ type: 'text', array: true })
  roles!: string[];

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
