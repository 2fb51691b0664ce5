import { sql } from '../statement';

// Fixed-window counters (the sign-in limits). One statement adds one and returns the window's count: the
// upsert takes the row lock, so concurrent requests of any number of replicas add up exactly. The same
// statement drops the counter's earlier windows, so a counter keeps one row however long it lives.
export const INCREMENT_REQUEST_COUNTER_SQL = sql<
  [
    workspaceId: string,
    counter: string,
    windowStart: Date,
  ],
  { count: number }
>(`
  WITH earlier AS (
    DELETE FROM request_counters WHERE workspace_id = $1 AND counter = $2 AND window_start < $3
  )
  INSERT INTO request_counters AS c (workspace_id, counter, window_start, count)
  VALUES ($1, $2, $3, 1)
  ON CONFLICT (workspace_id, counter, window_start) DO UPDATE SET count = c.count + 1
  RETURNING count`);

export const REQUEST_COUNTER_SQL = sql<[workspaceId: string, counter: string, windowStart: Date], { count: number }>(
  `SELECT count FROM request_counters WHERE workspace_id = $1 AND counter = $2 AND window_start = $3`,
);
