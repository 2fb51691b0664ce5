import { ApiProperty } from '@nestjs/swagger';

/** The fields both versions show (id, email, names, time zone, role, active); v1 adds the timestamps, v2 the profile image. */
export abstract class TeamMemberFieldsDto {
  @ApiProperty({ type: 'string', format: 'uuid', example: '9b2e4c1a-7d3f-4e8b-a1c2-5f6d7e8f9a0b' })
  id!: string;

  @ApiProperty({ type: 'string', example: 'ada@example.com' })
  email!: string;

  @ApiProperty({ type: 'string', description: '"" until the member sets it', example: 'Ada' })
  first_name!: string;

  @ApiProperty({ type: 'string', description: '"" until the member sets it', example: 'Lovelace' })
  last_name!: string;

  @ApiProperty({ type: 'string', description: 'IANA time zone name', example: 'Europe/Berlin' })
  time_zone!: string;

  @ApiProperty({ type: 'string', description: 'One of the workspace roles (case sensitive)', example: 'Standard' })
  organization_role!: string;

  @ApiProperty({ type: 'boolean', example: true })
  active!: boolean;
}
