import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'team_members' })
export class TeamMemberOrmEntity {
  @PrimaryColumn({ name: 'workspace_id', type: 'uuid' })
  workspaceId!: string;

  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ name: 'time_zone', type: 'text' })
  timeZone!: string;

  @Column({ name: 'profile_image_url', type: 'text' })
  profileImageUrl!: string;

  @Column({ name: 'organization_role', type: 'text' })
  organizationRole!: string;

  @Column({ type: 'boolean' })
  active!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
