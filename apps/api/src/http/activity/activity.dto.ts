import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ACTIVITY_ACTIONS, ACTIVITY_TARGET_TYPES } from '@forms/application';
import { PaginationDto } from '../shared/pagination.dto';
import { TIMESTAMP_PROPERTY } from '../shared/timestamp';

@ApiSchema({ name: 'ActivityActor', description: 'Who made the change' })
export class ActivityActorDto {
  @ApiProperty({
    type: 'string',
    enum: ['member', 'api_key', 'cli', 'system'],
    description: 'A signed-in member, an API key, an operator at the command line, or the service itself',
    example: 'member',
  })
  type!: string;

  @ApiProperty({ type: 'string', description: "The member's or the key's id; \"\" for the command line and the service", example: '9b2e4c1a-7d3f-4e8b-a1c2-5f6d7e8f9a0b' })
  id!: string;

  @ApiProperty({ type: 'string', description: "What a person recognises: the member's email, the key's name and prefix", example: 'ada@example.com' })
  label!: string;
}

@ApiSchema({ name: 'ActivityTarget', description: 'What the change was made to' })
export class ActivityTargetDto {
  @ApiProperty({ type: 'string', enum: [...ACTIVITY_TARGET_TYPES], example: 'team_member' })
  type!: string;

  @ApiProperty({ type: 'string', description: 'Its id; "" for a role, which is known by its name', example: '3f0c5a9e-8d4b-4a53-9f55-0d7e1c2b6a10' })
  id!: string;

  @ApiProperty({
    type: 'string',
    description: "What a person recognises: a member's email, a key's name and prefix, a role's name, a webhook's URL, a submission's form",
    example: 'grace@example.com',
  })
  label!: string;
}

@ApiSchema({ name: 'ActivityEntry' })
export class ActivityEntryDto {
  @ApiProperty({ type: 'string', format: 'uuid', example: '5f0c1e9a-3b7d-4c2e-9a8f-1d2e3f4a5b6c' })
  id!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, description: 'When the change was made' })
  at!: string;

  @ApiProperty({ type: ActivityActorDto })
  actor!: ActivityActorDto;

  @ApiProperty({ type: 'string', enum: [...ACTIVITY_ACTIONS], example: 'team_member.invited' })
  action!: string;

  @ApiProperty({ type: ActivityTargetDto })
  target!: ActivityTargetDto;

  @ApiProperty({ type: 'string', description: 'The client address of the request that made the change; "" when it did not come over HTTP (the command line)', example: '203.0.113.7' })
  ip_address!: string;
}

@ApiSchema({ name: 'ActivityList' })
export class ActivityListDto {
  @ApiProperty({ type: [ActivityEntryDto], description: 'Newest first' })
  activity!: ActivityEntryDto[];

  @ApiProperty({ type: PaginationDto })
  pagination!: PaginationDto;
}
