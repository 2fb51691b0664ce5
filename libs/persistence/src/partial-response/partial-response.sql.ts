import type { AnswerValue, FieldValue, SubmissionResponse } from '@forms/domain';
import { sql } from '../statement';

// Every statement on partial_responses. A step of the fill page is one INSERT .. ON CONFLICT; the
// owner's reads and erasure one statement each; the submission's transaction deletes the visit's row.

export interface PartialResponseRow {
  id: string;
  created_at: Date;
  updated_at: Date;
  last_page: number;
  responses: SubmissionResponse[];
  field_values: FieldValue[];
}

const PARTIAL_COLUMNS = `id, created_at, updated_at, last_page, responses, field_values`;

/**
 * One step of a visit: its row replaced, only while the live form keeps partial responses (read in the
 * same statement, so a step racing with the owner turning it off stores nothing once that committed).
 */
export const SAVE_PARTIAL_RESPONSE_SQL = sql<
  [
    workspaceId: string,
    id: string,
    formId: string,
    visitId: string,
    lastPage: number,
    formVersion: number,
    answers: string,
    responses: string,
    fieldValues: string,
    uploadIds: string[],
    resumeHash: Uint8Array,
    at: Date,
  ]
>(`
  INSERT INTO partial_responses (workspace_id, id, form_id, visit_id, last_page, form_version, answers, responses, field_values, upload_ids, resume_hash, created_at, updated_at)
  SELECT $1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10::uuid[], $11, $12, $12
  FROM forms WHERE workspace_id = $1 AND id = $3 AND (settings->>'savePartialResponses')::boolean
  ON CONFLICT (workspace_id, form_id, visit_id) DO UPDATE SET
    last_page = EXCLUDED.last_page, form_version = EXCLUDED.form_version, answers = EXCLUDED.answers,
    responses = EXCLUDED.responses, field_values = EXCLUDED.field_values, upload_ids = EXCLUDED.upload_ids,
    resume_hash = EXCLUDED.resume_hash, updated_at = EXCLUDED.updated_at`);

/** Whether the workspace has the form, and how many partial responses the filter selects. */
export const COUNT_PARTIAL_RESPONSES_SQL = sql<
  [workspaceId: string, formId: string, since: Date | null, until: Date | null],
  { form_found: boolean; total: string }
>(`
  SELECT EXISTS (SELECT 1 FROM forms WHERE workspace_id = $1 AND id = $2) AS form_found,
    (SELECT count(*) FROM partial_responses
     WHERE workspace_id = $1 AND form_id = $2 AND ($3::timestamptz IS NULL OR updated_at >= $3) AND ($4::timestamptz IS NULL OR updated_at < $4))::bigint AS total`);

export const PAGE_PARTIAL_RESPONSES_SQL = sql<
  [workspaceId: string, formId: string, since: Date | null, until: Date | null, limit: number, offset: number],
  PartialResponseRow
>(`
  SELECT ${PARTIAL_COLUMNS} FROM partial_responses
  WHERE workspace_id = $1 AND form_id = $2 AND ($3::timestamptz IS NULL OR updated_at >= $3) AND ($4::timestamptz IS NULL OR updated_at < $4)
  ORDER BY updated_at DESC, id DESC LIMIT $5 OFFSET $6`);

/** The form's existence, and the partial response when it is one of that form. */
export const FIND_PARTIAL_RESPONSE_SQL = sql<[workspaceId: string, formId: string, id: string], PartialResponseRow & { form_found: boolean }>(`
  SELECT true AS form_found, p.id, p.created_at, p.updated_at, p.last_page, p.responses, p.field_values
  FROM forms f LEFT JOIN partial_responses p ON p.workspace_id = f.workspace_id AND p.form_id = f.id AND p.id = $3
  WHERE f.workspace_id = $1 AND f.id = $2`);

/** Erases one, and the files only it held (a submission's are its own). */
export const DELETE_PARTIAL_RESPONSE_SQL = sql<[workspaceId: string, formId: string, id: string], { deleted: string }>(`
  WITH gone AS (
    DELETE FROM partial_responses WHERE workspace_id = $1 AND form_id = $2 AND id = $3 RETURNING upload_ids
  ), files AS (
    DELETE FROM uploads WHERE workspace_id = $1 AND form_id = $2 AND submission_id IS NULL AND id = ANY (SELECT unnest(upload_ids) FROM gone)
  )
  SELECT count(*)::bigint AS deleted FROM gone`);

/** Every partial response of the form, and the files only they held: the owner stopped keeping them. */
export const DELETE_FORM_PARTIAL_RESPONSES_SQL = sql<[workspaceId: string, formId: string]>(`
  WITH gone AS (
    DELETE FROM partial_responses WHERE workspace_id = $1 AND form_id = $2 RETURNING upload_ids
  )
  DELETE FROM uploads WHERE workspace_id = $1 AND form_id = $2 AND submission_id IS NULL AND id = ANY (SELECT unnest(upload_ids) FROM gone)`);

/** The visit submitted: its files are the submission's now (attached in the same transaction). */
export const DISCARD_VISIT_SQL = sql<[workspaceId: string, formId: string, visitId: string]>(
  `DELETE FROM partial_responses WHERE workspace_id = $1 AND form_id = $2 AND visit_id = $3`,
);

export const FIND_BY_RESUME_HASH_SQL = sql<
  [workspaceId: string, formId: string, resumeHash: Uint8Array],
  { visit_id: string; last_page: number; form_version: number; answers: Record<string, AnswerValue>; field_values: FieldValue[] }
>(`
  SELECT visit_id, last_page, form_version, answers, field_values FROM partial_responses
  WHERE workspace_id = $1 AND resume_hash = $3 AND form_id = $2`);
