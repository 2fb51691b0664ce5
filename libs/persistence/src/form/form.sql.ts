export const INSERT_FORM_SQL = `
  INSERT INTO forms (workspace_id, id, title, state, is_published, is_archived, is_disabled, is_suspended,
    created_by, submissions_count, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;
