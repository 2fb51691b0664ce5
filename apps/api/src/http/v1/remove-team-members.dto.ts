import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsArray, IsDefined } from 'class-validator';

@ApiSchema({ name: 'RemoveTeamMembersRequest' })
export class RemoveTeamMembersRequestDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'email' },
    minItems: 1,
    maxItems: 100,
    description: 'Emails of the members to remove. All must be members (404 otherwise) and an active Admin must remain (422 otherwise); else nobody is removed.',
    example: ['grace@example.com'],
  })
  @IsDefined({ message: 'is required' })
  @IsArray({ message: 'must be an array of emails' })
  emails!: unknown[];
}
