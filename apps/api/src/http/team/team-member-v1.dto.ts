import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PaginationDto } from '../shared/pagination.dto';
import { TeamMemberFieldsDto } from './team-member-fields.dto';
import { TIMESTAMP_PROPERTY } from '../shared/timestamp';

@ApiSchema({ name: 'TeamMemberV1', description: 'A team member in the v1 shape: the fields both versions show, with created_at and updated_at.' })
export class TeamMemberV1Dto extends TeamMemberFieldsDto {
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
