import { sql } from '../statement';

// The daily allowance of confirmation emails (see the migration). All statements run in the submission's
// transaction, in this order: the recipient's row, then the workspace's, so two submissions never wait on
// each other in opposite orders. The row locks of the upserts keep the counts exact across replicas.

/** The recipient's row of the day: the address ($4) as the respondent typed it. */
export type RecipientParams = readonly [workspaceId: string, formId: string, day: string, address: string];

/** The address as stored: a digest, never the address itself. */
const DIGEST = `sha256(convert_to(lower($4), 'UTF8'))`;

// Locks (creating when absent) the recipient's row of the day and answers how many were counted to it.
export const LOCK_CONFIRMATION_RECIPIENT_SQL = sql<RecipientParams, { sent: number }>(`
  INSERT INTO confirmation_email_recipients AS r (workspace_id, form_id, day, recipient_digest, sent)
  VALUES ($1, $2, $3, ${DIGEST}, 0)
  ON CONFLICT (workspace_id, form_id, day, recipient_digest) DO UPDATE SET sent = r.sent
  RETURNING sent`);

// Counts one email to the workspace's day when it is under $3; no row back means the day's allowance is
// spent. \`inserted\` tells the first count of the day.
export const COUNT_CONFIRMATION_DAY_SQL = sql<
  [
    workspaceId: string,
    day: string,
    perWorkspace: number,
  ],
  { inserted: boolean }
>(`
  INSERT INTO confirmation_email_days AS d (workspace_id, day, sent)
  SELECT $1, $2, 1 WHERE $3::int > 0
  ON CONFLICT (workspace_id, day) DO UPDATE SET sent = d.sent + 1 WHERE d.sent < $3::int
  RETURNING (xmax = 0) AS inserted`);

export const COUNT_CONFIRMATION_RECIPIENT_SQL = sql<RecipientParams>(`
  UPDATE confirmation_email_recipients SET sent = sent + 1
  WHERE workspace_id = $1 AND form_id = $2 AND day = $3 AND recipient_digest = ${DIGEST}`);

export const COUNT_CONFIRMATION_HELD_SQL = sql<[workspaceId: string, formId: string, day: string]>(`
  INSERT INTO confirmation_emails_held AS h (workspace_id, form_id, day, held) VALUES ($1, $2, $3, 1)
  ON CONFLICT (workspace_id, form_id, day) DO UPDATE SET held = h.held + 1`);

// Past days count for nothing: a workspace's are dropped with its first count of a new day.
export const FORGET_CONFIRMATION_DAYS_SQL = sql<[workspaceId: string, before: string]>(`
  WITH recipients AS (DELETE FROM confirmation_email_recipients WHERE workspace_id = $1 AND day < $2),
       held AS (DELETE FROM confirmation_emails_held WHERE workspace_id = $1 AND day < $2)
  DELETE FROM confirmation_email_days WHERE workspace_id = $1 AND day < $2`);

// The form's held-back confirmations of the day; no row when the form does not exist.
export const CONFIRMATIONS_HELD_SQL = sql<[workspaceId: string, formId: string, day: string], { held: number }>(`
  SELECT coalesce(h.held, 0)::int AS held
  FROM forms AS f
  LEFT JOIN confirmation_emails_held AS h ON h.workspace_id = f.workspace_id AND h.form_id = f.id AND h.day = $3
  WHERE f.workspace_id = $1 AND f.id = $2`);
