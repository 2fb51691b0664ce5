import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PaginationDto } from '../shared/pagination.dto';
import { TIMESTAMP_PROPERTY } from '../shared/timestamp';

@ApiSchema({ name: 'TeamMemberV1', description: 'A team member in the v1 shape (spec 2.5).' })
export class TeamMemberV1Dto {
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

  @ApiProperty(TIMESTAMP_PROPERTY)
  created_at!: string;

  @ApiProperty(TIMESTAMP_PROPERTY)
  updated_at!: string;
}

@ApiSchema({ name: 'TeamMemberListV1' })
export class TeamMemberListV1Dto {
  @ApiProperty({ type: [TeamMemberV1Dto], description: 'Oldest first, inactive members included' })
  team_members!: TeamMemberV1Dto[];

  @ApiProperty({ type: PaginationDto })
  pagination!: PaginationDto;
}

@ApiSchema({ name: 'TeamMemberEnvelopeV1' })
export class TeamMemberEnvelopeV1Dto {
  @ApiProperty({ type: TeamMemberV1Dto })
  team_member!: TeamMemberV1Dto;
}
