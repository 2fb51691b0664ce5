export const INSERT_FORM_SQL = `
  INSERT INTO forms (workspace_id, id, title, state, is_published, is_archived, is_disabled, is_suspended,
    created_by, submissions_count, created_at, updated_at, questions, hidden_fields, ever_published)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`;

const COLUMNS = `workspace_id, id, title, state, questions, hidden_fields, is_published, ever_published, is_archived,
  is_disabled, is_suspended, created_by, submissions_count, last_position, last_submission_at, created_at, updated_at`;

export const FIND_FORM_SQL = `SELECT ${COLUMNS} FROM forms WHERE workspace_id = $1 AND id = $2`;

// NO KEY UPDATE queues position reservations and edits like FOR UPDATE, without blocking rows that
// merely reference the form through a foreign key.
export const LOCK_FORM_SQL = `${FIND_FORM_SQL} FOR NO KEY UPDATE`;

export const UPDATE_FORM_SQL = `
  UPDATE forms SET title = $3, state = $4, questions = $5, hidden_fields = $6, is_published = $7,
    ever_published = $8, is_archived = $9, is_disabled = $10, is_suspended = $11, created_by = $12,
    submissions_count = $13, last_position = $14, last_submission_at = $15, updated_at = $16
  WHERE workspace_id = $1 AND id = $2`;
