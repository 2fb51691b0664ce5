import { ApiSchema } from '@nestjs/swagger';
import { EmailsField } from '../team/team-member-fields';

@ApiSchema({ name: 'RemoveTeamMembersRequest' })
export class RemoveTeamMembersRequestDto {
  @EmailsField('Emails of the members to remove. All must be members (404 otherwise) and an active Admin must remain (422 otherwise); else nobody is removed.', ['grace@example.com'])
  emails!: unknown[];
}
