import type { ApiKeyView } from '@forms/application';
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
