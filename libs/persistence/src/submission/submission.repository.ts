import type { NewSubmission, Submission, SubmissionRepository } from '@forms/domain';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../storable-values';
import { SubmissionMapper } from './submission.mapper';
import {
  APPEND_SUBMISSION_SQL,
  COPY_SUBMISSIONS_SQL,
  DELETE_SUBMISSION_SQL,
  LOCK_SUBMISSION_CLIENT_SQL,
  SUBMISSION_CLIENT_WINDOW_SQL,
} from './submission.sql';
import { toStoredResponses, toStoredUserAgent } from './stored-submission-json';
import { runSql, sqlRows, withConnection } from '../run-sql';

// Large enough that the per-message overhead vanishes, small enough that memory stays flat however many
// rows stream through.
const CHUNK_BYTES = 1 << 20;

async function* copyChunks(submissions: AsyncIterable<Submission> | Iterable<Submission>): AsyncGenerator<Buffer> {
  let pending = '';
  for await (const submission of submissions) {
    pending += SubmissionMapper.toCopyLine(submission);
    if (pending.length >= CHUNK_BYTES) {
      yield Buffer.from(pending);
      pending = '';
    }
  }
  if (pending.length > 0) yield Buffer.from(pending);
}

export class TypeormSubmissionRepository implements SubmissionRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Streams the rows through COPY on the transaction's own connection, so they commit or roll back with
   * the rest of the unit of work; the iterable is consumed lazily, one chunk at a time.
   */
  async append(
    submission: NewSubmission,
    formUpdatedAt: Date,
    clientIp: string,
    formVersion: number | null = null,
  ): Promise<{ position: number; createdAt: Date; formVersion: number } | null> {
    const [row] = await sqlRows(this.manager, APPEND_SUBMISSION_SQL, [
      submission.workspaceId, submission.formId, submission.id, submission.createdAt, JSON.stringify(submission.fieldValues),
      JSON.stringify(toStoredUserAgent(submission.userAgent)), JSON.stringify(toStoredResponses(submission.responses)), clientIp, formUpdatedAt,
      formVersion,
    ], 'append_submission');
    return row ? { position: row.position, createdAt: row.created_at, formVersion: row.form_version } : null;
  }

  async lockClientWindow(workspaceId: string, clientIp: string, since: Date, limit: number): Promise<Date[]> {
    await runSql(this.manager, LOCK_SUBMISSION_CLIENT_SQL, [workspaceId, clientIp], 'lock_submission_client');
    const rows = await sqlRows(this.manager, SUBMISSION_CLIENT_WINDOW_SQL, [
      workspaceId, clientIp, since, limit,
    ], 'submission_client_window');
    return rows.map((row) => row.created_at);
  }

  async insertMany(submissions: AsyncIterable<Submission> | Iterable<Submission>): Promise<number> {
    // COPY streams its rows, which only the pg connection itself can do.
    return withConnection(this.manager, async (client) => {
      const copy = client.query(copyFrom(COPY_SUBMISSIONS_SQL));
      await pipeline(Readable.from(copyChunks(submissions)), copy);
      return copy.rowCount;
    });
  }

  async delete(workspaceId: string, formId: string, id: string): Promise<boolean> {
    if (!isUuid(workspaceId) || !isUuid(formId) || !isUuid(id)) return false;
    const rows = await sqlRows(this.manager, DELETE_SUBMISSION_SQL, [workspaceId, formId, id], 'delete_submission');
    return rows.length === 1;
  }
}
