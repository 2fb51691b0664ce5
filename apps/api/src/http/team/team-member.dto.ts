import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PaginationDto } from '../shared/pagination.dto';
import { TeamMemberFieldsDto } from './team-member-fields.dto';

@ApiSchema({ name: 'TeamMemberV2', description: 'A team member in the v2 shape: the fields both versions show, with profile_image_url and no timestamps.' })
export class TeamMemberV2Dto extends TeamMemberFieldsDto {
  @ApiProperty({ type: 'string', description: '"" when the member has no picture', example: '' })
  profile_image_url!: string;
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
