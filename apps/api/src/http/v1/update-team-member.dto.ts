import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { OptionalField } from '../request/validation';
import { ActiveChange, FirstNameChange, LastNameChange, RoleChange, TimeZoneChange } from '../team/team-member-fields';

// Every field is optional; present ones must have the right type. The domain judges the values. The
// fields the console's change of a member takes too are declared once, in team-member-fields.ts; only v1
// may change an email.
@ApiSchema({ name: 'UpdateTeamMemberRequest' })
export class UpdateTeamMemberRequestDto {
  @ApiPropertyOptional({ type: 'string', format: 'email', description: 'Must stay unique in the workspace', example: 'ada@example.com' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  email?: string;

  @FirstNameChange()
  first_name?: string;

  @LastNameChange()
  last_name?: string;

  @TimeZoneChange()
  time_zone?: string;

  @RoleChange()
  organization_role?: string;

  @ActiveChange()
  active?: boolean;
}
