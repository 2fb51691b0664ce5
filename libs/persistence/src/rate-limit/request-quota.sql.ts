import { sql } from '../statement';

// The next block given that `granted` requests of the window are already leased: at most $5, at most
// 1/$6 of what is left (at least 1), never past the limit $4.
const blockAfter = (granted: string) =>
  `LEAST($5::integer, GREATEST(1, CEIL(($4::integer - ${granted})::numeric / $6::integer)::integer), GREATEST($4::integer - ${granted}, 0))`;

// One row per caller (an API key or a member), reset when a later window opens. The upsert takes the row lock, so concurrent leases
// from any number of replicas add up exactly and never grant past the limit. A replica whose clock is
// behind gets its block from the newer window rather than reopening an old one.
export const LEASE_REQUEST_QUOTA_SQL = sql<
  [
    workspaceId: string,
    principalId: string,
    windowStart: Date,
    limit: number,
    maxBlock: number,
    divisor: number,
  ],
  QuotaLeaseRow
>(`
  INSERT INTO request_quotas AS q (workspace_id, principal_id, window_start, granted, last_grant)
  VALUES ($1, $2, $3, ${blockAfter('0')}, ${blockAfter('0')})
  ON CONFLICT (workspace_id, principal_id) DO UPDATE SET
    window_start = GREATEST(q.window_start, EXCLUDED.window_start),
    granted = CASE WHEN q.window_start >= EXCLUDED.window_start THEN q.granted + ${blockAfter('q.granted')} ELSE EXCLUDED.granted END,
    last_grant = CASE WHEN q.window_start >= EXCLUDED.window_start THEN ${blockAfter('q.granted')} ELSE EXCLUDED.last_grant END
  RETURNING window_start, granted, last_grant`);

export interface QuotaLeaseRow {
  window_start: Date;
  granted: number;
  last_grant: number;
}
