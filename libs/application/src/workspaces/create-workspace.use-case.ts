import { ADMIN_ROLE, ApiKey, Email, TeamMember, Workspace } from '@forms/domain';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock, IdGenerator } from '../shared/ports/system.port';
import { generateApiKey } from '../access/api-key-secret';

export interface CreateWorkspaceResult {
  workspace: { id: string; subdomain: string; name: string };
  admin: { id: string; email: string };
  apiKeyId: string;
  /** Shown once; only its hash is kept. */
  apiKeySecret: string;
}

export class CreateWorkspace {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** A workspace starts with its Admin and one API key, all or nothing. */
  async execute(command: { subdomain: string; adminEmail: string; name?: string; timeZone?: string }): Promise<CreateWorkspaceResult> {
    const now = this.clock.now();
    const workspace = Workspace.create({
      id: this.ids.next(),
      subdomain: command.subdomain,
      name: command.name,
      defaultTimeZone: command.timeZone,
      now,
    });
    const admin = TeamMember.join({
      id: this.ids.next(),
      workspaceId: workspace.id,
      email: Email.create(command.adminEmail, 'adminEmail'),
      role: ADMIN_ROLE,
      timeZone: workspace.defaultTimeZone,
      now,
    });
    const generated = generateApiKey();
    const apiKey = ApiKey.issue({
      id: this.ids.next(),
      workspaceId: workspace.id,
      prefix: generated.prefix,
      secretHash: generated.hash,
      scope: 'write',
      now,
      expiresAt: null,
    });
    await this.unitOfWork.run(async ({ workspaces, teamMembers, apiKeys }) => {
      await workspaces.insert(workspace);
      await teamMembers.insertMany([admin]);
      await apiKeys.insert(apiKey);
    });
    return {
      workspace: { id: workspace.id, subdomain: workspace.subdomain, name: workspace.name },
      admin: { id: admin.id, email: admin.email.value },
      apiKeyId: apiKey.id,
      apiKeySecret: generated.secret,
    };
  }
}
