import { ApiKeyOrmEntity } from './api-key/api-key.orm-entity';
import { FormOrmEntity } from './form/form.orm-entity';
import { InvitationOrmEntity } from './invitation/invitation.orm-entity';
import { SubmissionOrmEntity } from './submission/submission.orm-entity';
import { TeamMemberOrmEntity } from './team-member/team-member.orm-entity';
import { WorkspaceOrmEntity } from './workspace/workspace.orm-entity';

/** Every table this lib maps; the schema itself is owned by the migrations of @forms/database. */
export const ORM_ENTITIES = [
  WorkspaceOrmEntity,
  ApiKeyOrmEntity,
  TeamMemberOrmEntity,
  FormOrmEntity,
  SubmissionOrmEntity,
  InvitationOrmEntity,
];
