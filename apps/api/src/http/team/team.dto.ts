import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsDefined, IsString } from 'class-validator';
import { TeamMemberV1Dto } from './team-member-v1.dto';
import { ActiveChange, EmailsField, FirstNameChange, LastNameChange, NewMembersRoleField, RoleChange, TimeZoneChange } from './team-member-fields';
import { RequiredObject } from '../request/validation';

// The console's requests on the team: members in their v1 shape (with `active`), and roles.

@ApiSchema({ name: 'ProfileChanges', description: 'Only the fields given change.' })
export class ProfileChangesDto {
  @FirstNameChange()
  first_name?: string;

  @LastNameChange()
  last_name?: string;

  @TimeZoneChange()
  time_zone?: string;
}

@ApiSchema({ name: 'ConsoleAddTeamMembersRequest' })
export class ConsoleAddTeamMembersRequestDto {
  @EmailsField('All are validated first: one invalid address (422) adds nobody. Existing members are left as they are.', ['grace@example.com'])
  emails!: unknown[];

  @NewMembersRoleField()
  organization_role?: string;
}

@ApiSchema({ name: 'ConsoleTeamMembersAdded' })
export class ConsoleTeamMembersAddedDto {
  @ApiProperty({ type: [TeamMemberV1Dto], description: 'The members this request added (existing ones are not repeated)' })
  team_members!: TeamMemberV1Dto[];
}

@ApiSchema({ name: 'ConsoleTeamMemberChanges', description: 'Only the fields given change.' })
export class ConsoleTeamMemberChangesDto extends ProfileChangesDto {
  @RoleChange()
  organization_role?: string;

  @ActiveChange('false deactivates the member and ends their sessions')
  active?: boolean;
}

@ApiSchema({ name: 'ConsoleUpdateTeamMemberRequest' })
export class ConsoleUpdateTeamMemberRequestDto {
  @RequiredObject(ConsoleTeamMemberChangesDto)
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
  @RequiredObject(NewRoleDto)
  role!: NewRoleDto;
}
