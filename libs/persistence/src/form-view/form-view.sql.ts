import { sql } from '../statement';

// Every statement on form_views_daily.

/**
 * Adds a replica's counts (arrays of workspace ids, form ids, days and views, one entry per form and
 * day) to the stored totals, in one statement whatever the number of forms. `views + EXCLUDED.views`
 * under the row lock: replicas adding at once sum up. Rows are written in key order, so two replicas
 * adding overlapping batches take their locks in the same order and never deadlock. A form deleted since
 * its views were counted is skipped rather than failing the whole batch on its foreign key.
 */
export const ADD_FORM_VIEWS_SQL = sql<[workspaceIds: string[], formIds: string[], days: string[], views: string[]]>(`
  INSERT INTO form_views_daily AS stored (workspace_id, form_id, day, views)
  SELECT counted.workspace_id, counted.form_id, counted.day, counted.views
  FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::bigint[]) AS counted (workspace_id, form_id, day, views)
  WHERE EXISTS (SELECT 1 FROM forms WHERE forms.workspace_id = counted.workspace_id AND forms.id = counted.form_id)
  ORDER BY counted.workspace_id, counted.form_id, counted.day
  ON CONFLICT (workspace_id, form_id, day) DO UPDATE SET views = stored.views + EXCLUDED.views`);

/**
 * A form's activity over a range, in one round trip: a first row when the form is the workspace's, the
 * stored views of the days from $3 to $4, and the submissions created in [$5, $6) counted per UTC day.
 * The count walks submissions_created_idx (workspace_id, form_id, created_at, position) over the range
 * only, without reading a submission's row: never the form's whole history.
 */
export const FORM_ACTIVITY_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    firstDay: string,
    lastDay: string,
    since: Date,
    until: Date,
  ],
  FormActivityRow
>(`
  SELECT 'form' AS kind, NULL AS day, 0::bigint AS count FROM forms WHERE workspace_id = $1 AND id = $2
  UNION ALL
  SELECT 'views', to_char(day, 'YYYY-MM-DD'), views FROM form_views_daily
  WHERE workspace_id = $1 AND form_id = $2 AND day BETWEEN $3::date AND $4::date
  UNION ALL
  SELECT 'submissions', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), count(*) FROM submissions
  WHERE workspace_id = $1 AND form_id = $2 AND created_at >= $5 AND created_at < $6
  GROUP BY 2`);

export interface FormActivityRow {
  kind: 'form' | 'views' | 'submissions';
  day: string | null;
  /** bigint: pg hands it over as a string. */
  count: string;
}
