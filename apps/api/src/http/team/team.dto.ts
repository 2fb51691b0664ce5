import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsDefined, IsObject, IsString, ValidateNested } from 'class-validator';
import { OptionalField } from '../request/validation';
import { TeamMemberV1Dto } from '../shared/team-member-v1.dto';

// The console's requests on the team: members in their v1 shape (with `active`), and roles.

@ApiSchema({ name: 'ProfileChanges', description: 'Only the fields given change.' })
export class ProfileChangesDto {
  @ApiPropertyOptional({ type: 'string', maxLength: 100, example: 'Ada' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  first_name?: string;

  @ApiPropertyOptional({ type: 'string', maxLength: 100, example: 'Lovelace' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  last_name?: string;

  @ApiPropertyOptional({ type: 'string', description: 'IANA time zone name', example: 'Europe/Berlin' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  time_zone?: string;
}

@ApiSchema({ name: 'ConsoleAddTeamMembersRequest' })
export class ConsoleAddTeamMembersRequestDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'email' },
    minItems: 1,
    maxItems: 100,
    description: 'All are validated first: one invalid address (422) adds nobody. Existing members are left as they are.',
    example: ['grace@example.com'],
  })
  @IsDefined({ message: 'is required' })
  @IsArray({ message: 'must be an array of emails' })
  emails!: unknown[];

  @ApiPropertyOptional({ type: 'string', default: 'Standard', description: 'One of the workspace roles, case sensitive', example: 'Standard' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  organization_role?: string;
}

@ApiSchema({ name: 'ConsoleTeamMembersAdded' })
export class ConsoleTeamMembersAddedDto {
  @ApiProperty({ type: [TeamMemberV1Dto], description: 'The members this request added (existing ones are not repeated)' })
  team_members!: TeamMemberV1Dto[];
}

@ApiSchema({ name: 'ConsoleTeamMemberChanges', description: 'Only the fields given change.' })
export class ConsoleTeamMemberChangesDto extends ProfileChangesDto {
  @ApiPropertyOptional({ type: 'string', description: 'One of the workspace roles, case sensitive', example: 'Admin' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  organization_role?: string;

  @ApiPropertyOptional({ type: 'boolean', description: 'false deactivates the member and ends their sessions', example: false })
  @OptionalField()
  @IsBoolean({ message: 'must be a boolean' })
  active?: boolean;
}

@ApiSchema({ name: 'ConsoleUpdateTeamMemberRequest' })
export class ConsoleUpdateTeamMemberRequestDto {
  @ApiProperty({ type: ConsoleTeamMemberChangesDto })
  @IsDefined({ message: 'is required' })
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => ConsoleTeamMemberChangesDto)
  team_member!: ConsoleTeamMemberChangesDto;
}

@ApiSchema({ name: 'Roles' })
export class RolesDto {
  @ApiProperty({ type: 'array', items: { type: 'string' }, description: 'Admin and Standard, then those added', example: ['Admin', 'Standard', 'Editor'] })
  roles!: string[];
}

@ApiSchema({ name: 'NewRole' })
export class NewRoleDto {
  @ApiProperty({ type: 'string', minLength: 1, maxLength: 50, example: 'Editor' })
  @IsDefined({ message: 'is required' })
  @IsString({ message: 'must be a string' })
  name!: string;
}

@ApiSchema({ name: 'AddRoleRequest' })
export class AddRoleRequestDto {
  @ApiProperty({ type: NewRoleDto })
  @IsDefined({ message: 'is required' })
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => NewRoleDto)
  role!: NewRoleDto;
}
