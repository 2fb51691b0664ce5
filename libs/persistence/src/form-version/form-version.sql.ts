import type { ContentChange, FormTheme, Question } from '@forms/domain';
import type { StoredFormSettings } from '../form/form.sql';
import { sql } from '../statement';

// Every statement on form_versions and form_drafts, and on the version number the forms row holds: the
// repositories' (in the unit of work's transaction) and the read model's (straight on the pool).

/** A content as the content columns hold it: the model's names, the closing date as an ISO string. */
export interface StoredFormContent {
  title: string;
  questions: Question[];
  hiddenFields: string[];
  settings: StoredFormSettings;
  /** Absent from contents stored before forms had themes: the brand alone. */
  theme?: FormTheme | null;
}

// The repositories.

/** The version the form is at; no row when there is no such form. */
export const CURRENT_FORM_VERSION_SQL = sql<[workspaceId: string, formId: string], { version: number }>(
  `SELECT version FROM forms WHERE workspace_id = $1 AND id = $2`,
);

/**
 * Stores a version and moves the form to it, in one statement: only from the version just before (a
 * number already taken stores nothing, rowCount 0). Version 1 is the form's first, already its number.
 */
export const APPEND_FORM_VERSION_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    version: number,
    content: string,
    changes: string,
    createdAt: Date,
    createdByType: string,
    createdById: string | null,
    createdByLabel: string,
  ]
>(`
  WITH moved AS (
    UPDATE forms SET version = $3::integer
    WHERE workspace_id = $1 AND id = $2 AND version = $3::integer - 1
    RETURNING id)
  INSERT INTO form_versions (workspace_id, form_id, version, content, changes, created_at, created_by_type,
    created_by_id, created_by_label)
  SELECT $1, $2, $3::integer, $4::json, $5::jsonb, $6, $7, $8, $9
  WHERE $3::integer = 1 OR EXISTS (SELECT 1 FROM moved)`);

/** A version's content and when the next one replaced it (null: none has); no row: no such version. */
export const ANSWERABLE_FORM_VERSION_SQL = sql<
  [workspaceId: string, formId: string, version: number],
  { content: StoredFormContent; superseded_at: Date | null }
>(`
  SELECT v.content, next.created_at AS superseded_at
  FROM form_versions AS v
  LEFT JOIN form_versions AS next ON next.workspace_id = $1 AND next.form_id = $2 AND next.version = $3::integer + 1
  WHERE v.workspace_id = $1 AND v.form_id = $2 AND v.version = $3`);

const DRAFT_COLUMNS = `based_on_version, content, revision, updated_at, updated_by_type, updated_by_id, updated_by_label`;

export const LOCK_FORM_DRAFT_SQL = sql<[workspaceId: string, formId: string], FormDraftRow>(
  `SELECT ${DRAFT_COLUMNS} FROM form_drafts WHERE workspace_id = $1 AND form_id = $2 FOR UPDATE`,
);

export const SAVE_FORM_DRAFT_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    basedOnVersion: number,
    content: string,
    revision: number,
    updatedAt: Date,
    updatedByType: string,
    updatedById: string | null,
    updatedByLabel: string,
  ]
>(`
  INSERT INTO form_drafts (workspace_id, form_id, ${DRAFT_COLUMNS})
  VALUES ($1, $2, $3, $4::json, $5, $6, $7, $8, $9)
  ON CONFLICT (workspace_id, form_id) DO UPDATE SET based_on_version = EXCLUDED.based_on_version,
    content = EXCLUDED.content, revision = EXCLUDED.revision, updated_at = EXCLUDED.updated_at,
    updated_by_type = EXCLUDED.updated_by_type, updated_by_id = EXCLUDED.updated_by_id,
    updated_by_label = EXCLUDED.updated_by_label`);

export const DELETE_FORM_DRAFT_SQL = sql<[workspaceId: string, formId: string]>(
  `DELETE FROM form_drafts WHERE workspace_id = $1 AND form_id = $2`,
);

// The read model.

/**
 * One page of versions, newest first, with the form's version as the total: numbers run from 1 without
 * gaps, so page n starts at the version `offset` below the current one and the primary key, read
 * backwards, gives the page without counting or skipping rows. No row: no such form; one row of nulls
 * past the last page.
 */
export const FORM_VERSIONS_PAGE_SQL = sql<[workspaceId: string, formId: string, offset: number, limit: number], FormVersionPageRow>(`
  SELECT form.version AS total, v.version, v.changes, v.created_at, v.created_by_type, v.created_by_id, v.created_by_label
  FROM forms AS form
  LEFT JOIN LATERAL (
    SELECT version, changes, created_at, created_by_type, created_by_id, created_by_label
    FROM form_versions
    WHERE workspace_id = $1 AND form_id = $2 AND version <= form.version - $3::integer
    ORDER BY version DESC
    LIMIT $4) AS v ON true
  WHERE form.workspace_id = $1 AND form.id = $2
  ORDER BY v.version DESC`);

/** The form (no row: no such form) and its version `$3` (nulls: no such version). */
export const FORM_VERSION_SQL = sql<[workspaceId: string, formId: string, version: number], FormVersionRow>(`
  SELECT form.id AS form_id, v.version, v.content, v.changes, v.created_at, v.created_by_type, v.created_by_id,
    v.created_by_label
  FROM forms AS form
  LEFT JOIN form_versions AS v ON v.workspace_id = $1 AND v.form_id = $2 AND v.version = $3
  WHERE form.workspace_id = $1 AND form.id = $2`);

/**
 * Version $3's content and when the version after it was made (null: $3 is the live one); no row: no such
 * version. Two primary key probes, read only for a respondent finishing on a version no longer live.
 */
export const SUPERSEDED_FORM_VERSION_SQL = sql<[workspaceId: string, formId: string, version: number], { content: StoredFormContent; superseded_at: Date | null }>(`
  SELECT v.content, next.created_at AS superseded_at
  FROM form_versions AS v
  LEFT JOIN form_versions AS next ON next.workspace_id = $1 AND next.form_id = $2 AND next.version = $3::integer + 1
  WHERE v.workspace_id = $1 AND v.form_id = $2 AND v.version = $3`);

/** The live content and its version, and the draft (nulls: none); no row: no such form. */
export const FORM_DRAFT_SQL = sql<[workspaceId: string, formId: string], FormWithDraftRow>(`
  SELECT form.title, form.questions, form.hidden_fields, form.settings, form.theme, form.version,
    d.based_on_version, d.content, d.revision, d.updated_at, d.updated_by_type, d.updated_by_id, d.updated_by_label
  FROM forms AS form
  LEFT JOIN form_drafts AS d ON d.workspace_id = $1 AND d.form_id = $2
  WHERE form.workspace_id = $1 AND form.id = $2`);

/**
 * The whole-form counters of the questions in $3 under the keys in $4 ('#': answered, 'v' + label: that
 * label picked): a few primary key probes whatever the number of submissions.
 */
export const ANSWER_COUNTS_SQL = sql<[workspaceId: string, formId: string, questionIds: string[], valueKeys: string[]], AnswerCountRow>(`
  SELECT question_id, value_key, answers
  FROM summary_counts
  WHERE workspace_id = $1 AND form_id = $2 AND span = 3 AND block = 0
    AND question_id = ANY($3::text[]) AND value_key = ANY($4::text[])`);

/**
 * Of each multiple-choice question in $3, how many submissions chose at least one of its options in $4
 * ($3 and $4 pair up: a question id once per option asked), each submission once: summed over the sets
 * of options picked together (choice_set_counts) that hold one of them. One index range per question,
 * as long as the number of distinct sets respondents picked, whatever the number of submissions.
 */
export const CHOSE_ANY_SQL = sql<[workspaceId: string, formId: string, questionIds: string[], labels: string[]], { question_id: string; submissions: string }>(`
  SELECT c.question_id, sum(c.submissions)::text AS submissions
  FROM choice_set_counts AS c
  WHERE c.workspace_id = $1 AND c.form_id = $2 AND c.question_id = ANY($3::text[])
    AND EXISTS (SELECT 1 FROM unnest($3::text[], $4::text[]) AS asked (question_id, label)
                WHERE asked.question_id = c.question_id AND asked.label = ANY(c.choices))
  GROUP BY c.question_id`);

export interface FormDraftRow {
  based_on_version: number;
  content: StoredFormContent;
  revision: number;
  updated_at: Date;
  updated_by_type: string;
  updated_by_id: string | null;
  updated_by_label: string;
}

export interface FormVersionPageRow {
  total: number;
  version: number | null;
  changes: ContentChange[] | null;
  created_at: Date | null;
  created_by_type: string | null;
  created_by_id: string | null;
  created_by_label: string | null;
}

export interface FormVersionRow extends Omit<FormVersionPageRow, 'total'> {
  form_id: string;
  content: StoredFormContent | null;
}

export interface FormWithDraftRow {
  title: string;
  questions: Question[];
  hidden_fields: string[];
  settings: StoredFormSettings;
  theme: FormTheme | null;
  version: number;
  based_on_version: number | null;
  content: StoredFormContent | null;
  revision: number | null;
  updated_at: Date | null;
  updated_by_type: string | null;
  updated_by_id: string | null;
  updated_by_label: string | null;
}

export interface AnswerCountRow {
  question_id: string;
  value_key: string;
  /** bigint: pg returns it as text. */
  answers: string;
}
