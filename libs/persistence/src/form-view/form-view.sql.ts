import { sql } from '../statement';

// Every statement on form_views_hourly.

/**
 * Adds a replica's counts (arrays of workspace ids, form ids, hours and views, one entry per form and
 * hour) to the stored totals, in one statement whatever the number of forms. `views + EXCLUDED.views`
 * under the row lock: replicas adding at once sum up. Rows are written in key order, so two replicas
 * adding overlapping batches take their locks in the same order and never deadlock. A form deleted since
 * its views were counted is skipped rather than failing the whole batch on its foreign key.
 */
export const ADD_FORM_VIEWS_SQL = sql<[workspaceIds: string[], formIds: string[], hours: string[], views: string[]]>(`
  INSERT INTO form_views_hourly AS stored (workspace_id, form_id, hour, views)
  SELECT counted.workspace_id, counted.form_id, counted.hour, counted.views
  FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::bigint[]) AS counted (workspace_id, form_id, hour, views)
  WHERE EXISTS (SELECT 1 FROM forms WHERE forms.workspace_id = counted.workspace_id AND forms.id = counted.form_id)
  ORDER BY counted.workspace_id, counted.form_id, counted.hour
  ON CONFLICT (workspace_id, form_id, hour) DO UPDATE SET views = stored.views + EXCLUDED.views`);

/**
 * A form's activity over a range, in one round trip: a first row when the form is the workspace's, the
 * stored views of the hours in [$3, $4) summed per UTC day, the submissions created in [$5, $6) counted
 * per UTC day, and those created in the views' window [$3, $4) (the rate compares like with like). The
 * counts walk submissions_created_idx (workspace_id, form_id, created_at, position) over the range only,
 * without reading a submission's row: never the form's whole history.
 */
export const FORM_ACTIVITY_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    viewsSince: Date,
    viewsUntil: Date,
    since: Date,
    until: Date,
  ],
  FormActivityRow
>(`
  SELECT 'form' AS kind, NULL AS day, 0::bigint AS count FROM forms WHERE workspace_id = $1 AND id = $2
  UNION ALL
  SELECT 'views', to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD'), sum(views)::bigint FROM form_views_hourly
  WHERE workspace_id = $1 AND form_id = $2 AND hour >= $3 AND hour < $4
  GROUP BY 2
  UNION ALL
  SELECT 'submissions', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), count(*) FROM submissions
  WHERE workspace_id = $1 AND form_id = $2 AND created_at >= $5 AND created_at < $6
  GROUP BY 2
  UNION ALL
  SELECT 'window_submissions', NULL, count(*) FROM submissions
  WHERE workspace_id = $1 AND form_id = $2 AND created_at >= $3 AND created_at < $4`);

export interface FormActivityRow {
  kind: 'form' | 'views' | 'submissions' | 'window_submissions';
  day: string | null;
  /** bigint: pg hands it over as a string. */
  count: string;
}

/**
 * Adds a replica's funnel counts (one entry per form, hour and page; page 0 for submissions through the
 * fill page), as ADD_FORM_VIEWS_SQL does for views: summed under the row lock, in key order, a deleted
 * form's counts skipped.
 */
export const ADD_FORM_STEPS_SQL = sql<[workspaceIds: string[], formIds: string[], hours: string[], pages: number[], counts: string[]]>(`
  INSERT INTO form_steps_hourly AS stored (workspace_id, form_id, hour, page, reached)
  SELECT counted.workspace_id, counted.form_id, counted.hour, counted.page, counted.reached
  FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::smallint[], $5::bigint[]) AS counted (workspace_id, form_id, hour, page, reached)
  WHERE EXISTS (SELECT 1 FROM forms WHERE forms.workspace_id = counted.workspace_id AND forms.id = counted.form_id)
  ORDER BY counted.workspace_id, counted.form_id, counted.hour, counted.page
  ON CONFLICT (workspace_id, form_id, hour, page) DO UPDATE SET reached = stored.reached + EXCLUDED.reached`);

/**
 * A form's funnel over the hours in [$3, $4), in one round trip: the views (page 1), then the times each
 * later page was reached and the submissions through the page (page 0). Reads the two hourly tables by
 * their keys over the range only.
 */
export const FORM_FUNNEL_SQL = sql<[workspaceId: string, formId: string, since: Date, until: Date], { page: number; count: string }>(`
  SELECT 1 AS page, coalesce(sum(views), 0)::bigint AS count FROM form_views_hourly
  WHERE workspace_id = $1 AND form_id = $2 AND hour >= $3 AND hour < $4
  UNION ALL
  SELECT page, sum(reached)::bigint FROM form_steps_hourly
  WHERE workspace_id = $1 AND form_id = $2 AND hour >= $3 AND hour < $4
  GROUP BY page`);

/** The key the fill page signs a visit's progress with, the same for every replica. */
export const SIGNING_KEY_SQL = sql<[name: string], { secret: Buffer }>(`SELECT secret FROM signing_keys WHERE name = $1`);
