import type { FormTheme, Question, RetiredQuestion } from '@forms/domain';
import { sql, type Sql } from '../statement';

// Every statement on the forms table: the repository's (in the unit of work's transaction) and the read
// model's (straight on the pool).

// The repository.

export const INSERT_FORM_SQL = sql<
  [
    workspaceId: string,
    id: string,
    title: string,
    state: string,
    isPublished: boolean,
    isArchived: boolean,
    isDisabled: boolean,
    isSuspended: boolean,
    createdBy: string,
    submissionsCount: number,
    createdAt: Date,
    updatedAt: Date,
    questions: string,
    hiddenFields: string,
    everPublished: boolean,
    settings: string,
    theme: string | null,
  ]
>(`
  INSERT INTO forms (workspace_id, id, title, state, is_published, is_archived, is_disabled, is_suspended,
    created_by, submissions_count, created_at, updated_at, questions, hidden_fields, ever_published, settings, theme)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`);

const COLUMNS = `workspace_id, id, title, state, questions, hidden_fields, is_published, ever_published, is_archived,
  is_disabled, is_suspended, created_by, submissions_count, last_position, last_submission_at, created_at, updated_at,
  settings, revision, theme`;

export const FIND_FORM_SQL = sql<[workspaceId: string, id: string], FormRecordRow>(
  `SELECT ${COLUMNS}, retired_questions FROM forms WHERE workspace_id = $1 AND id = $2`,
);

// A form read to take a submission: all but the removed questions, which answers never need and which
// can be the larger part of the row.
export const RECEIVE_FORM_SQL = sql<[workspaceId: string, id: string], FormRecordRow>(
  `SELECT ${COLUMNS} FROM forms WHERE workspace_id = $1 AND id = $2`,
);

// NO KEY UPDATE queues position reservations and edits like FOR UPDATE, without blocking rows that
// merely reference the form through a foreign key.
export const LOCK_FORM_SQL = sql<[workspaceId: string, id: string], FormRecordRow>(`${FIND_FORM_SQL} FOR NO KEY UPDATE`);

export const UPDATE_FORM_SQL = sql<
  [
    workspaceId: string,
    id: string,
    title: string,
    state: string,
    questions: string,
    hiddenFields: string,
    isPublished: boolean,
    everPublished: boolean,
    isArchived: boolean,
    isDisabled: boolean,
    isSuspended: boolean,
    createdBy: string,
    submissionsCount: number,
    lastPosition: number,
    lastSubmissionAt: Date | null,
    updatedAt: Date,
    settings: string,
    theme: string | null,
  ],
  // bigint: node-postgres gives it as text.
  { revision: string }
>(`
  UPDATE forms SET title = $3, state = $4, questions = $5, hidden_fields = $6, is_published = $7,
    ever_published = $8, is_archived = $9, is_disabled = $10, is_suspended = $11, created_by = $12,
    submissions_count = $13, last_position = $14, last_submission_at = $15, updated_at = $16,
    settings = $17, theme = $18
  WHERE workspace_id = $1 AND id = $2
  RETURNING revision`);

// The questions an edit removed, kept apart from the form's other columns: only edits that remove a
// question need to write them. Every UPDATE of a row raises its revision (a trigger), so these are
// written before the rest of the row, whose statement returns the revision the write ends with.
export const UPDATE_RETIRED_QUESTIONS_SQL = sql<[workspaceId: string, id: string, retiredQuestions: string]>(
  `UPDATE forms SET retired_questions = $3 WHERE workspace_id = $1 AND id = $2`,
);

// Deleting a form takes everything that hangs on it: its submissions (whose trigger counts them out of
// their blocks), then the blocks, then the form (webhooks limited to it go by their foreign key).
// The summary's counters go first: the trigger on submissions then finds nothing of the form to recount.
export const DELETE_FORM_SUMMARY_COUNTS_SQL = sql<[workspaceId: string, formId: string]>(
  `DELETE FROM summary_counts WHERE workspace_id = $1 AND form_id = $2`,
);
export const DELETE_FORM_SUMMARY_TEXT_BLOCKS_SQL = sql<[workspaceId: string, formId: string]>(
  `DELETE FROM summary_text_blocks WHERE workspace_id = $1 AND form_id = $2`,
);
export const DELETE_FORM_SUBMISSIONS_SQL = sql<[workspaceId: string, formId: string]>(
  `DELETE FROM submissions WHERE workspace_id = $1 AND form_id = $2`,
);
export const DELETE_FORM_BLOCKS_SQL = sql<[workspaceId: string, formId: string]>(
  `DELETE FROM submission_blocks WHERE workspace_id = $1 AND form_id = $2`,
);
export const DELETE_FORM_SQL = sql<[workspaceId: string, id: string]>(`DELETE FROM forms WHERE workspace_id = $1 AND id = $2`);

// Whether a form exists; the webhooks check the form they are limited to, the submission read model the
// form of a submission id that cannot exist.
export const FORM_EXISTS_SQL = sql<[workspaceId: string, id: string], { "?column?": number }>(
  `SELECT 1 FROM forms WHERE workspace_id = $1 AND id = $2`,
);

// The read model.

// One round trip, as for team members; both halves walk forms_list_idx (workspace_id, created_at DESC, id DESC).
export const FORMS_PAGE_SQL = sql<[workspaceId: string, limit: number, offset: string], FormRow>(`
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
  ORDER BY form.created_at DESC, form.id DESC`);

export const FORM_SUMMARY_COLUMNS = `id, title, state, is_published, is_archived, is_disabled, is_suspended, created_by,
      submissions_count, created_at, updated_at`;
export const FORM_FULL_COLUMNS = `${FORM_SUMMARY_COLUMNS}, questions, hidden_fields, settings, revision, version, theme`;

/**
 * The list with the state filter ($4; NULL: every state), through forms_state_list_idx. The unfiltered
 * summary list keeps its own plain statement above: it is the v1 hot path, and `$4 IS NULL OR` would
 * let a generic plan walk a less specific index.
 */
export function formsPageSql(columns: string): Sql<[workspaceId: string, limit: number, offset: string, state: string | null], FormRow> {
  return sql(`
  SELECT counted.total, form.*
  FROM (SELECT count(*)::int AS total FROM forms WHERE workspace_id = $1 AND ($4::text IS NULL OR state = $4)) AS counted
  LEFT JOIN LATERAL (
    SELECT ${columns}
    FROM forms
    WHERE workspace_id = $1 AND ($4::text IS NULL OR state = $4)
    ORDER BY created_at DESC, id DESC
    LIMIT $2 OFFSET $3
  ) AS form ON true
  ORDER BY form.created_at DESC, form.id DESC`);
}

export const FORM_BY_ID_SQL = sql<[workspaceId: string, id: string], FormRow>(
  `SELECT 0 AS total, ${FORM_FULL_COLUMNS} FROM forms WHERE workspace_id = $1 AND id = $2`,
);

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
  /** As stored: the model's names, the closing date as an ISO string; `{}` for every default. */
  settings?: StoredFormSettings;
  /** bigint, as node-postgres gives it: text. */
  revision?: string;
  version?: number;
  /** null: the brand alone. */
  theme?: FormTheme | null;
}

/** A form's settings as the settings column holds them (see form.mapper). */
export interface StoredFormSettings {
  closesAt?: string | null;
  maxSubmissions?: number | null;
  closedMessage?: string;
  thankYouMessage?: string;
  redirectUrl?: string | null;
  notificationEmails?: string[];
  confirmationEmailQuestion?: string | null;
  savePartialResponses?: boolean;
  partialResponseDays?: number;
}

/** A form as the repository reads it: every column (the removed questions only from FIND_FORM_SQL). */
export interface FormRecordRow {
  workspace_id: string;
  id: string;
  title: string;
  state: string;
  questions: Question[];
  hidden_fields: string[];
  /** Absent from RECEIVE_FORM_SQL. */
  retired_questions?: RetiredQuestion[];
  is_published: boolean;
  ever_published: boolean;
  is_archived: boolean;
  is_disabled: boolean;
  is_suspended: boolean;
  created_by: string;
  submissions_count: number;
  last_position: number;
  last_submission_at: Date | null;
  created_at: Date;
  updated_at: Date;
  settings: StoredFormSettings;
  /** bigint, as node-postgres gives it: text. */
  revision: string;
  theme: FormTheme | null;
}
