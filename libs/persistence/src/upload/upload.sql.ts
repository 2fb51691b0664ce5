import { sql } from '../statement';

// Every statement on uploads and upload_chunks: the repository's (in the unit of work's transaction),
// then the file content store's (straight on the pool, one statement per chunk). Deleting a submission,
// a form or an upload takes its uploads and chunks by foreign key (ON DELETE CASCADE).

// The repository.

/** An upload as it starts: no size and no completion until its last byte is stored. */
export const INSERT_UPLOAD_SQL = sql<
  [
    workspaceId: string,
    id: string,
    formId: string,
    questionId: string,
    name: string,
    contentType: string,
    clientIp: string,
    createdAt: Date,
    reservedBytes: number,
  ]
>(`
  INSERT INTO uploads (workspace_id, id, form_id, question_id, name, content_type, client_ip, created_at, reserved_bytes)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`);

/**
 * Serialises the reservations of one workspace's uploads, across replicas, until the transaction ends:
 * the sums read next stay true until this transaction's reservation is written.
 */
export const LOCK_UPLOAD_USAGE_SQL = sql<[workspaceId: string]>(
  `SELECT pg_advisory_xact_lock(hashtextextended('uploads/' || $1::text, 0))`,
);

/** What the workspace's unused uploads reserve (those arriving and those whole), and when the oldest came. */
export const PENDING_UPLOAD_BYTES_SQL = sql<[workspaceId: string], { bytes: string; oldest: Date | null }>(`
  SELECT COALESCE(SUM(reserved_bytes), 0)::bigint AS bytes, MIN(created_at) AS oldest
  FROM uploads WHERE workspace_id = $1 AND submission_id IS NULL`);

/** The client's bytes in the windows from $3. */
export const CLIENT_UPLOAD_BYTES_SQL = sql<
  [
    workspaceId: string,
    clientKey: string,
    since: Date,
  ],
  { window_start: Date; bytes: string }
>(`
  SELECT window_start, bytes FROM upload_client_bytes WHERE workspace_id = $1 AND client_key = $2 AND window_start >= $3`);

export const ADD_CLIENT_UPLOAD_BYTES_SQL = sql<
  [
    workspaceId: string,
    clientKey: string,
    windowStart: Date,
    bytes: number,
  ]
>(`
  INSERT INTO upload_client_bytes AS counted (workspace_id, client_key, window_start, bytes) VALUES ($1, $2, $3, $4)
  ON CONFLICT (workspace_id, client_key, window_start) DO UPDATE SET bytes = counted.bytes + EXCLUDED.bytes`);

export const RESERVE_UPLOAD_BYTES_SQL = sql<[workspaceId: string, id: string, bytes: number]>(
  `UPDATE uploads SET reserved_bytes = reserved_bytes + $3 WHERE workspace_id = $1 AND id = $2`,
);

/**
 * Gives a submission the uploads it answers with ($4 ids, $5 their question ids, pairwise): only whole
 * uploads of that form and question that no submission uses yet. A second submission naming the same
 * upload waits for the first's row lock, then finds it used.
 */
export const ATTACH_UPLOADS_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    submissionId: string,
    uploadIds: string[],
    questionIds: string[],
  ],
  { id: string }
>(`
  UPDATE uploads AS upload SET submission_id = $3
  FROM unnest($4::uuid[], $5::text[]) AS wanted (id, question_id)
  WHERE upload.workspace_id = $1 AND upload.form_id = $2 AND upload.id = wanted.id
    AND upload.question_id = wanted.question_id AND upload.completed_at IS NOT NULL AND upload.submission_id IS NULL
  RETURNING upload.id`);

/** Which of the uploads named ($3 ids, $4 question ids) are whole uploads of that form and question already used. */
export const USED_UPLOADS_SQL = sql<
  [
    workspaceId: string,
    formId: string,
    uploadIds: string[],
    questionIds: string[],
  ],
  { id: string }
>(`
  SELECT upload.id FROM uploads AS upload
  JOIN unnest($3::uuid[], $4::text[]) AS wanted (id, question_id) ON upload.id = wanted.id AND upload.question_id = wanted.question_id
  WHERE upload.workspace_id = $1 AND upload.form_id = $2 AND upload.completed_at IS NOT NULL AND upload.submission_id IS NOT NULL`);

// The file content store.

export const INSERT_UPLOAD_CHUNK_SQL = sql<[workspaceId: string, uploadId: string, seq: number, data: Buffer]>(
  `INSERT INTO upload_chunks (workspace_id, upload_id, seq, data) VALUES ($1, $2, $3, $4)`,
);

export const COMPLETE_UPLOAD_SQL = sql<[workspaceId: string, id: string, size: number, completedAt: Date]>(`
  UPDATE uploads SET size = $3, reserved_bytes = $3, completed_at = $4 WHERE workspace_id = $1 AND id = $2 AND completed_at IS NULL`);

/** Bytes reserved for a client and never stored go back (never below nothing). */
export const RELEASE_CLIENT_UPLOAD_BYTES_SQL = sql<
  [
    workspaceId: string,
    clientKey: string,
    windowStart: Date,
    bytes: number,
  ]
>(`
  UPDATE upload_client_bytes SET bytes = GREATEST(0, bytes - $4) WHERE workspace_id = $1 AND client_key = $2 AND window_start = $3`);

/** Every whole file of the workspace, used or not (an index holds the sizes). */
export const STORED_UPLOAD_BYTES_SQL = sql<[workspaceId: string], { bytes: string }>(
  `SELECT COALESCE(SUM(size), 0)::bigint AS bytes FROM uploads WHERE workspace_id = $1`,
);

/** A refused or broken-off upload; one a submission uses is never dropped this way. */
export const DISCARD_UPLOAD_SQL = sql<[workspaceId: string, id: string]>(
  `DELETE FROM uploads WHERE workspace_id = $1 AND id = $2 AND submission_id IS NULL`,
);

export const FIND_FILE_SQL = sql<[workspaceId: string, id: string], StoredFileRow>(`
  SELECT id, name, content_type, size FROM uploads WHERE workspace_id = $1 AND id = $2 AND completed_at IS NOT NULL`);

export const READ_UPLOAD_CHUNK_SQL = sql<[workspaceId: string, uploadId: string, seq: number], { data: Buffer }>(
  `SELECT data FROM upload_chunks WHERE workspace_id = $1 AND upload_id = $2 AND seq = $3`,
);

export interface StoredFileRow {
  id: string;
  name: string;
  content_type: string;
  /** bigint: pg hands it over as text. */
  size: string;
}
