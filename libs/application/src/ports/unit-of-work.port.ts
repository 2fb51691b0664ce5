import type {
  ApiKeyRepository,
  FormRepository,
  SubmissionRepository,
  TeamMemberRepository,
  WorkspaceRepository,
} from '@forms/domain';
import type { InvitationOutbox } from './invitations.port';

export interface Repositories {
  workspaces: WorkspaceRepository;
  apiKeys: ApiKeyRepository;
  teamMembers: TeamMemberRepository;
  forms: FormRepository;
  submissions: SubmissionRepository;
  invitations: InvitationOutbox;
}

export interface UnitOfWork {
  /** Runs `work` in one transaction: commits when it resolves, rolls back (nothing kept) when it throws. */
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
