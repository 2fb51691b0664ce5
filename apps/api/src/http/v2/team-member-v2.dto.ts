import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PaginationDto } from '../shared/pagination.dto';

@ApiSchema({ name: 'TeamMemberV2', description: 'A team member in the v2 shape (spec 2.5): no timestamps, with profile_image_url.' })
export class TeamMemberV2Dto {
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

  @ApiProperty({ type: 'string', description: '"" when the member has no picture', example: '' })
  profile_image_url!: string;

  @ApiProperty({ type: 'string', description: 'One of the workspace roles (case sensitive)', example: 'Admin' })
  organization_role!: string;

  @ApiProperty({ type: 'boolean', example: true })
  active!: boolean;
}

@ApiSchema({ name: 'TeamMemberListV2' })
export class TeamMemberListV2Dto {
  @ApiProperty({ type: [TeamMemberV2Dto], description: 'Oldest first, inactive members included (see active)' })
  team_members!: TeamMemberV2Dto[];

  @ApiProperty({ type: PaginationDto })
  pagination!: PaginationDto;
}

@ApiSchema({ name: 'TeamMemberEnvelopeV2' })
export class TeamMemberEnvelopeV2Dto {
  @ApiProperty({ type: TeamMemberV2Dto })
  team_member!: TeamMemberV2Dto;
}
