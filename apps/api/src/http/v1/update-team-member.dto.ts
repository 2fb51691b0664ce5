import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { OptionalField } from '../request/validation';
import { ActiveChange, RoleChange } from '../team/team-member-fields';
import { ProfileChangesDto } from '../team/team.dto';

// Every field is optional; present ones must have the right type. The domain judges the values. The
// names and time zone are the console's profile change (one declaration); the role and active are
// declared once in team-member-fields.ts; only v1 may change an email.
@ApiSchema({ name: 'UpdateTeamMemberRequest' })
export class UpdateTeamMemberRequestDto extends ProfileChangesDto {
  @ApiPropertyOptional({ type: 'string', format: 'email', description: 'Must stay unique in the workspace', example: 'ada@example.com' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  email?: string;

  @RoleChange()
  organization_role?: string;

  @ActiveChange()
  active?: boolean;
}
