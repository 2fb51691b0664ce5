import { randomBytes } from 'node:crypto';
import {
  AddRole,
  AddTeamMembers,
  CreateApiKey,
  CreateWorkspace,
  ListTeamMembers,
  RevokeApiKey,
  SeedWorkspace,
  SetFormSuspension,
  randomIds,
  startSession,
  systemClock,
  type Clock,
  type TeamMemberView,
} from '@forms/application';
import type { PostgresAdapters } from '@forms/persistence';
import { SYSTEM_ACTOR } from '@forms/domain';
// The demo workspace belongs to the api app (it is made on a first start); the suite makes it the same way.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createDemoWorkspace, type CreatedDemoWorkspace } from '../../../api/src/demo/demo-workspace';

export interface WorkspaceFixture {
  id: string;
  subdomain: string;
  name: string;
  timeZone: string;
  adminEmail: string;
  adminId: string;
  apiKey: string;
  apiKeyId: string;
}

export interface CreateWorkspaceOptions {
  name?: string;
  timeZone?: string;
  adminEmail?: string;
  /** More Admins, created after the founder in this order. */
  admins?: string[];
  /** Standard members, created after the admins. */
  members?: string[];
}

const DAY_MS = 86_400_000;

export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

/**
 * Arranges tenants the way an operator would (the provisioning use cases), never through the API under
 * test and never by writing SQL.
 */
export class WorkspaceFactory {
  constructor(private readonly adapters: PostgresAdapters) {}

  async create(options: CreateWorkspaceOptions = {}): Promise<WorkspaceFixture> {
    const suffix = uniqueSuffix();
    const subdomain = `ws-${suffix}`;
    const name = options.name ?? `Workspace ${suffix}`;
    const timeZone = options.timeZone ?? 'UTC';
    const adminEmail = options.adminEmail ?? `founder-${suffix}@example.com`;
    const created = await new CreateWorkspace(this.adapters.unitOfWork, systemClock, randomIds).execute({
      subdomain,
      adminEmail,
      name,
      timeZone,
    });
    const workspace: WorkspaceFixture = {
      id: created.workspace.id,
      subdomain,
      name,
      timeZone,
      adminEmail,
      adminId: created.admin.id,
      apiKey: created.apiKeySecret,
      apiKeyId: created.apiKeyId,
    };
    // One call per member keeps their creation order (and so "most recently created") unambiguous.
    for (const email of options.admins ?? []) await this.addMembers(workspace, [email], 'Admin');
    for (const email of options.members ?? []) await this.addMembers(workspace, [email], 'Standard');
    return workspace;
  }

  async addMembers(workspace: WorkspaceFixture, emails: string[], role = 'Standard'): Promise<void> {
    await new AddTeamMembers(this.adapters.unitOfWork, systemClock, randomIds).execute({
      actor: SYSTEM_ACTOR,
      workspaceId: workspace.id,
      emails,
      organizationRole: role,
      sendInvitationEmail: false,
      baseUrl: `http://${workspace.subdomain}.localhost`,
    });
  }

  async addRole(workspace: WorkspaceFixture, role: string): Promise<void> {
    await new AddRole(this.adapters.unitOfWork, systemClock).execute({ actor: SYSTEM_ACTOR, subdomain: workspace.subdomain, name: role });
  }

  /**
   * Forms (created by the newest active Admin) with their submissions; returns form ids, oldest form first.
   * `longTextLength`: every form asks all ten sample questions and each non-empty long-text answer has this
   * many characters, for a big export in few rows (rows are what seeding and exporting cost).
   */
  async seed(workspace: WorkspaceFixture, forms: number, submissionsPerForm: number, options: { longTextLength?: number } = {}): Promise<string[]> {
    const { formIds } = await new SeedWorkspace(this.adapters.unitOfWork, systemClock, randomIds).execute({
      subdomain: workspace.subdomain,
      forms,
      submissionsPerForm,
      spreadDays: 30,
      ...(options.longTextLength !== undefined && { responsesPerSubmission: 10, longTextLength: options.longTextLength }),
    });
    return formIds;
  }

  /** Members as stored, oldest first: ids for arranging tests, never for asserting on the API. */
  async members(workspace: WorkspaceFixture): Promise<TeamMemberView[]> {
    const list = new ListTeamMembers(this.adapters.teamMembers);
    const all: TeamMemberView[] = [];
    for (let page = 1; ; page++) {
      const result = await list.execute({ workspaceId: workspace.id, pageNumber: page, pageSize: 100 });
      all.push(...result.items);
      if (page >= result.totalPages) return all;
    }
  }

  async memberId(workspace: WorkspaceFixture, email: string): Promise<string> {
    const member = (await this.members(workspace)).find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
    if (!member) throw new Error(`fixture: ${email} is not a member of ${workspace.subdomain}`);
    return member.id;
  }

  async issueKey(
    workspace: WorkspaceFixture,
    expiresInDays?: number,
    scope: 'read' | 'write' = 'write',
  ): Promise<{ id: string; secret: string }> {
    const { apiKeyId, secret } = await new CreateApiKey(this.adapters.unitOfWork, systemClock, randomIds).execute({
      actor: SYSTEM_ACTOR,
      subdomain: workspace.subdomain,
      expiresInDays,
      scope,
    });
    return { id: apiKeyId, secret };
  }

  /** A key issued two days ago for one day: expired yesterday. */
  async issueExpiredKey(workspace: WorkspaceFixture): Promise<string> {
    const twoDaysAgo: Clock = { now: () => new Date(Date.now() - 2 * DAY_MS) };
    const { secret } = await new CreateApiKey(this.adapters.unitOfWork, twoDaysAgo, randomIds).execute({
      actor: SYSTEM_ACTOR,
      subdomain: workspace.subdomain,
      expiresInDays: 1,
    });
    return secret;
  }

  /**
   * A live session of the member, as a completed sign-in would start it, without the emails: for tests of
   * what a signed-in member may do. Returns the `Cookie` header value to send on the workspace host: over
   * https (`secure`) the cookie's name carries the `__Host-` prefix.
   */
  async signIn(workspace: WorkspaceFixture, email: string, options: { secure?: boolean } = {}): Promise<string> {
    const teamMemberId = await this.memberId(workspace, email);
    const { cookieValue } = await this.adapters.unitOfWork.run(({ sessions }) =>
      startSession(sessions, randomIds, { workspaceId: workspace.id, teamMemberId, now: systemClock.now(), userAgent: 'test', clientIp: '127.0.0.1' }),
    );
    return `${options.secure ? '__Host-' : ''}fs_session=${cookieValue}`;
  }

  /** The demo workspace a first start makes, with its sample traffic, its pages' links on `baseUrl`. */
  async createDemo(baseUrl: string): Promise<CreatedDemoWorkspace> {
    return createDemoWorkspace(this.adapters.unitOfWork, { views: this.adapters.formViews, steps: this.adapters.funnel }, baseUrl);
  }

  async revokeKey(workspace: WorkspaceFixture, apiKeyId: string): Promise<void> {
    await new RevokeApiKey(this.adapters.unitOfWork, systemClock).execute({ actor: SYSTEM_ACTOR, subdomain: workspace.subdomain, apiKeyId });
  }

  /** An operator suspends (or lifts the suspension of) a form, as the provisioning use case does it. */
  async suspendForm(workspace: WorkspaceFixture, formId: string, suspended: boolean, baseUrl: string): Promise<void> {
    await new SetFormSuspension(this.adapters.unitOfWork, systemClock).execute({ actor: SYSTEM_ACTOR, subdomain: workspace.subdomain, formId, suspended, baseUrl });
  }
}
