// One round trip, as for team members; both halves walk forms_list_idx (workspace_id, created_at DESC, id DESC).
export const FORMS_PAGE_SQL = `
  SELECT counted.total, form.*
  FROM (SELECT count(*)::int AS total FROM forms WHERE workspace_id = $1) AS counted
  LEFT JOIN LATERAL (
    SELECT id, title, state, is_published, is_archived, is_disabled, is_suspended, created_by, submissions_count,
      created_at, updated_at
    FROM forms
    WHERE workspace_id = $1
    ORDER BY created_at DESC, id DESC
    LIMIT $2 OFFSET $3
  ) AS form ON true
  ORDER BY form.created_at DESC, form.id DESC`;

export const FORM_BY_ID_SQL = `
  SELECT 0 AS total, id, title, state, is_published, is_archived, is_disabled, is_suspended, created_by,
    submissions_count, created_at, updated_at
  FROM forms
  WHERE workspace_id = $1 AND id = $2`;

export interface FormRow {
  total: number;
  id: string;
  title: string;
  state: string;
  is_published: boolean;
  is_archived: boolean;
  is_disabled: boolean;
  is_suspended: boolean;
  created_by: string;
  submissions_count: number;
  created_at: Date;
  updated_at: Date;
}
