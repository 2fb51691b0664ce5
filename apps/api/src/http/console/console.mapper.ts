import type { ApiKeyView, SessionListing } from '@forms/application';
import { type Actor, may } from '@forms/domain';
import { UaParserUserAgentParser } from '../public/shared/ua-parser.user-agent-parser';
import { formatTimestamp } from '../shared/timestamp';

export interface ApiKeyRepresentation {
  id: string;
  name: string;
  prefix: string;
  scope: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  created_by: string;
}

function timestampOrNull(date: Date | null): string | null {
  return date === null ? null : formatTimestamp(date);
}

export function toApiKeyRepresentation(key: ApiKeyView): ApiKeyRepresentation {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scope: key.scope,
    created_at: formatTimestamp(key.createdAt),
    expires_at: timestampOrNull(key.expiresAt),
    revoked_at: timestampOrNull(key.revokedAt),
    last_used_at: timestampOrNull(key.lastUsedAt),
    created_by: key.createdBy,
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
