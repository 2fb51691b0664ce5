import type { AuthenticatedApiKey, SessionListing } from '@forms/application';
import { type Actor, may } from '@forms/domain';
import { UaParserUserAgentParser } from '../public/shared/ua-parser.user-agent-parser';
import type { RequestWorkspace } from '../auth/principal';
import { formatTimestamp } from '../shared/timestamp';

export interface WorkspaceRepresentation {
  id: string;
  subdomain: string;
  name: string;
  storage_bytes: number;
}

/** The workspace of the request as both /me show it. */
export function toWorkspaceRepresentation(workspace: RequestWorkspace, storedBytes: number): WorkspaceRepresentation {
  return { id: workspace.id, subdomain: workspace.subdomain, name: workspace.name, storage_bytes: storedBytes };
}

export interface MeRepresentation {
  workspace: WorkspaceRepresentation;
  api_key: { id: string; prefix: string; scope: 'read' | 'write'; created_at: string; expires_at: string | null };
}

/** v2's /me: the workspace and the key of the request. */
export function toMeRepresentation(workspace: RequestWorkspace, apiKey: AuthenticatedApiKey, storedBytes: number): MeRepresentation {
  return {
    workspace: toWorkspaceRepresentation(workspace, storedBytes),
    api_key: {
      id: apiKey.id,
      prefix: apiKey.prefix,
      scope: apiKey.scope,
      created_at: formatTimestamp(apiKey.createdAt),
      expires_at: apiKey.expiresAt === null ? null : formatTimestamp(apiKey.expiresAt),
    },
  };
}

export interface PermissionsRepresentation {
  manage_team: boolean;
  manage_developers: boolean;
  delete_forms: boolean;
  delete_submissions: boolean;
}

/** What the console may offer the member: the same answers the use cases will give. */
export function permissionsOf(actor: Actor): PermissionsRepresentation {
  return {
    manage_team: may(actor, 'manage_team'),
    manage_developers: may(actor, 'manage_api_keys') && may(actor, 'manage_webhooks'),
    delete_forms: may(actor, 'delete_forms'),
    delete_submissions: may(actor, 'delete_submissions'),
  };
}

export interface SessionRepresentation {
  id: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string;
  ip_address: string;
  current: boolean;
}

const parser = new UaParserUserAgentParser();

/** "Chrome 120 on macOS": the browser's name and major version, and the system; "" when nothing is known. */
export function userAgentSummary(header: string): string {
  if (header === '') return '';
  const parsed = parser.parse(header);
  const browser = [parsed.name, parsed.version.split('.')[0]].filter(Boolean).join(' ');
  if (browser && parsed.operatingSystem) return `${browser} on ${parsed.operatingSystem}`;
  return browser || parsed.operatingSystem;
}

export function toSessionRepresentation(session: SessionListing & { current: boolean }): SessionRepresentation {
  return {
    id: session.id,
    created_at: formatTimestamp(session.createdAt),
    last_seen_at: formatTimestamp(session.lastSeenAt),
    user_agent: userAgentSummary(session.userAgent),
    ip_address: session.clientIp,
    current: session.current,
  };
}
