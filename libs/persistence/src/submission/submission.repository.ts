import type { Submission, SubmissionRepository } from '@forms/domain';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../storable-values';
import { preparedQuery } from '../unit-of-work/prepared-query';
import { SUBMISSION_COPY_COLUMNS, SubmissionMapper } from './submission.mapper';

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

// Erasure; the trigger on submissions makes its block count one fewer.
const DELETE_SQL = `DELETE FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND id = $3 RETURNING position`;

export class TypeormSubmissionRepository implements SubmissionRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Streams the rows through COPY on the transaction's own connection, so they commit or roll back with
   * the rest of the unit of work; the iterable is consumed lazily, one chunk at a time.
   */
  async insertMany(submissions: AsyncIterable<Submission> | Iterable<Submission>): Promise<number> {
    const runner = this.manager.queryRunner ?? this.manager.connection.createQueryRunner();
    try {
      const client = (await runner.connect()) as PoolClient;
      const copy = client.query(copyFrom(`COPY submissions (${SUBMISSION_COPY_COLUMNS.join(', ')}) FROM STDIN`));
      await pipeline(Readable.from(copyChunks(submissions)), copy);
      return copy.rowCount;
    } finally {
      if (runner !== this.manager.queryRunner) await runner.release();
    }
  }

  async delete(workspaceId: string, formId: string, id: string): Promise<boolean> {
    if (!isUuid(workspaceId) || !isUuid(formId) || !isUuid(id)) return false;
    const rows = await preparedQuery(this.manager, 'delete_submission', DELETE_SQL, [workspaceId, formId, id]);
    return rows.length === 1;
  }
}
