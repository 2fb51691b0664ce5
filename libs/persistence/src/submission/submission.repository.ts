import type { Submission, SubmissionRepository } from '@forms/domain';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';
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
}
