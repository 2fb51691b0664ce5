import type { StoredFieldValue, StoredResponse, StoredUserAgent } from '../submission/stored-submission-json';

// Positions are dense 1..N in creation order, N being forms.submissions_count, and the list is newest
// first: page p of size s is exactly positions N-(p-1)*s down to N-p*s+1. One round trip reads the
// counter and that range through submissions_position_key; no count(*), no OFFSET, so the last page
// costs what the first does. No row at all means no such form; a row without an id, an empty page.
// $3 is the offset and $4 the page size, both bigint so that absurd page numbers cannot overflow.
export const SUBMISSIONS_PAGE_SQL = `
  SELECT form.submissions_count AS total, submission.id, submission.created_at, submission.field_values,
    submission.user_agent, submission.responses
  FROM forms AS form
  LEFT JOIN LATERAL (
    SELECT position, id, created_at, field_values, user_agent, responses
    FROM submissions
    WHERE workspace_id = $1 AND form_id = $2
      AND position BETWEEN form.submissions_count - $3::bigint - $4::bigint + 1
                       AND form.submissions_count - $3::bigint
    ORDER BY position DESC
  ) AS submission ON true
  WHERE form.workspace_id = $1 AND form.id = $2
  ORDER BY submission.position DESC`;

export interface SubmissionRow {
  total: number;
  id: string | null;
  created_at: Date;
  field_values: StoredFieldValue[];
  user_agent: StoredUserAgent;
  responses: StoredResponse[];
}
