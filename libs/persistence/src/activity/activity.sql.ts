import { sql } from '../statement';

// One statement for every entry a change records: unnest keeps it one round trip whatever their number.
export const INSERT_ACTIVITY_SQL = sql<
  [
    workspaceIds: string[],
    ids: string[],
    ats: Date[],
    actorTypes: string[],
    actorIds: (string | null)[],
    actorLabels: string[],
    actions: string[],
    targetTypes: string[],
    targetIds: (string | null)[],
    targetLabels: string[],
    clientIps: (string | null)[],
  ]
>(`
  INSERT INTO activity_log (workspace_id, id, at, actor_type, actor_id, actor_label, action, target_type, target_id, target_label, client_ip)
  SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])`);

// The read model.

/**
 * A page of one workspace's log, newest first, in one round trip; the total comes back on every row (and
 * on the one row of nulls past the last page), as for the other lists. The log only grows, so a deep
 * page must not fetch the entries it skips: the offset is walked in activity_log_recent_idx alone
 * (workspace_id, seq), an index-only scan, to find where the page starts; only the page's own rows are
 * then read from the table. $3 is the offset (bigint: an absurd page number cannot overflow).
 */
export const ACTIVITY_PAGE_SQL = sql<[workspaceId: string, limit: number, offset: string], ActivityRow>(`
  SELECT counted.total, entry.*
  FROM (SELECT count(*)::int AS total FROM activity_log WHERE workspace_id = $1) AS counted
  LEFT JOIN LATERAL (
    SELECT seq, id, at, actor_type, actor_id, actor_label, action, target_type, target_id, target_label, client_ip
    FROM activity_log
    WHERE workspace_id = $1
      AND seq <= (SELECT seq FROM activity_log WHERE workspace_id = $1 ORDER BY seq DESC OFFSET $3 LIMIT 1)
    ORDER BY seq DESC
    LIMIT $2
  ) AS entry ON true
  ORDER BY entry.seq DESC`);

export interface ActivityRow {
  total: number;
  id: string | null;
  at: Date;
  actor_type: string;
  actor_id: string | null;
  actor_label: string;
  action: string;
  target_type: string;
  target_id: string | null;
  target_label: string;
  client_ip: string | null;
}
