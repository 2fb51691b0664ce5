import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsArray, IsDefined, IsIn, IsString } from 'class-validator';
import { OptionalField } from '../request/validation';

@ApiSchema({ name: 'AddTeamMembersRequest' })
export class AddTeamMembersRequestDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'email' },
    minItems: 1,
    maxItems: 100,
    description: 'Addresses to add. All are validated first: one invalid address (422) adds nobody. Existing members are left as they are.',
    example: ['grace@example.com', 'linus@example.com'],
  })
  @IsDefined({ message: 'is required' })
  @IsArray({ message: 'must be an array of emails' })
  emails!: unknown[];

  @ApiPropertyOptional({
    type: 'string',
    default: 'Standard',
    description: 'One of the workspace roles, case sensitive',
    example: 'Standard',
  })
  @OptionalField()
  @IsString({ message: 'must be a string' })
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
