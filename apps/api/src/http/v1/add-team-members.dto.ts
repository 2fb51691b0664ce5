import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { OptionalField } from '../request/validation';
import { EmailsField, NewMembersRoleField } from '../team/team-member-fields';

@ApiSchema({ name: 'AddTeamMembersRequest' })
export class AddTeamMembersRequestDto {
  @EmailsField('Addresses to add. All are validated first: one invalid address (422) adds nobody. Existing members are left as they are.', ['grace@example.com', 'linus@example.com'])
  emails!: unknown[];

  @NewMembersRoleField()
  organization_role?: string;

  @ApiPropertyOptional({
    type: 'string',
    format: 'email',
    description: 'Email of an active Admin; defaults to the most recently created active Admin',
    example: 'ada@example.com',
  })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  invited_by?: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'string', enum: ['true', 'false'] }, { type: 'boolean' }],
    default: 'true',
    description: '"false" (or false) adds the members without sending invitation emails',
    example: 'true',
  })
  @OptionalField()
  @IsIn(['true', 'false', true, false], { message: 'must be "true" or "false"' })
  send_invitation_email?: 'true' | 'false' | boolean;
}
