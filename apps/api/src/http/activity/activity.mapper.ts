import type { ActivityView } from '@forms/application';
import { formatTimestamp } from '../shared/timestamp';

export interface ActivityEntryRepresentation {
  id: string;
  at: string;
  actor: { type: string; id: string; label: string };
  action: string;
  target: { type: string; id: string; label: string };
  ip_address: string;
}

// Strings are never null in this API: an unknown one is "" (the command line has no id or address).
export function toActivityEntry(entry: ActivityView): ActivityEntryRepresentation {
  return {
    id: entry.id,
    at: formatTimestamp(entry.at),
    actor: { type: entry.actor.type, id: entry.actor.id ?? '', label: entry.actor.label },
    action: entry.action,
    target: { type: entry.target.type, id: entry.target.id ?? '', label: entry.target.label },
    ip_address: entry.clientIp ?? '',
  };
}
