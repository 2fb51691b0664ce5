import type { Question } from '@forms/domain';

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

export const FORM_SUMMARY_COLUMNS = `id, title, state, is_published, is_archived, is_disabled, is_suspended, created_by,
      submissions_count, created_at, updated_at`;
export const FORM_FULL_COLUMNS = `${FORM_SUMMARY_COLUMNS}, questions, hidden_fields`;

/**
 * The list with the state filter ($4; NULL: every state), through forms_state_list_idx. The unfiltered
 * summary list keeps its own plain statement above: it is the v1 hot path, and `$4 IS NULL OR` would
 * let a generic plan walk a less specific index.
 */
export function formsPageSql(columns: string): string {
  return `
  SELECT counted.total, form.*
  FROM (SELECT count(*)::int AS total FROM forms WHERE workspace_id = $1 AND ($4::text IS NULL OR state = $4)) AS counted
  LEFT JOIN LATERAL (
    SELECT ${columns}
    FROM forms
    WHERE workspace_id = $1 AND ($4::text IS NULL OR state = $4)
    ORDER BY created_at DESC, id DESC
    LIMIT $2 OFFSET $3
  ) AS form ON true
  ORDER BY form.created_at DESC, form.id DESC`;
}

export const FORM_BY_ID_SQL = `SELECT 0 AS total, ${FORM_FULL_COLUMNS} FROM forms WHERE workspace_id = $1 AND id = $2`;

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
  /** Only from the statements that select them (FORM_FULL_COLUMNS). */
  questions?: Question[];
  hidden_fields?: string[];
}
