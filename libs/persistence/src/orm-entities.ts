import { ApiKeyOrmEntity } from './api-key/api-key.orm-entity';
import { InvitationOrmEntity } from './invitation/invitation.orm-entity';
import { TeamMemberOrmEntity } from './team-member/team-member.orm-entity';
import { WorkspaceOrmEntity } from './workspace/workspace.orm-entity';

/**
 * The tables whose repositories let TypeORM build their statements (find, insert, update, delete through
 * the unit of work's EntityManager): the ORM needs an entity to know their columns. Tables read and written
 * only with hand-written SQL (forms, submissions, webhooks, the outbox, ...) have none: an entity there
 * would describe the table a second time and be used by nothing. The schema itself is owned by the
 * migrations of @forms/database.
 */
export const ORM_ENTITIES = [
  WorkspaceOrmEntity,
  ApiKeyOrmEntity,
  TeamMemberOrmEntity,
  InvitationOrmEntity,
];
