import type { Submission, SubmissionRepository } from '@forms/domain';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';
import { SUBMISSION_BLOCK_SIZE } from '../read-models/submission.sql';
import { isUuid } from '../storable-values';
import { preparedQuery } from '../unit-of-work/prepared-query';
import { SUBMISSION_COPY_COLUMNS, SubmissionMapper } from './submission.mapper';

// Large enough that the per-message overhead vanishes, small enough that memory stays flat however many
// rows stream through.
const CHUNK_BYTES = 1 << 20;

/** The positions each form received, so that its block counters can follow. */
type PositionSpans = Map<string, { workspaceId: string; formId: string; first: number; last: number }>;

async function* copyChunks(
  submissions: AsyncIterable<Submission> | Iterable<Submission>,
  spans: PositionSpans,
): AsyncGenerator<Buffer> {
  let pending = '';
  for await (const submission of submissions) {
    const { workspaceId, formId, position } = submission.props;
    const span = spans.get(formId);
    if (span) {
      span.first = Math.min(span.first, position);
      span.last = Math.max(span.last, position);
    } else {
      spans.set(formId, { workspaceId, formId, first: position, last: position });
    }
    pending += SubmissionMapper.toCopyLine(submission);
    if (pending.length >= CHUNK_BYTES) {
      yield Buffer.from(pending);
      pending = '';
    }
  }
  if (pending.length > 0) yield Buffer.from(pending);
}

// After a bulk insert: the live count of every block the new positions fell in.
const COUNT_BLOCKS_SQL = `
  INSERT INTO submission_blocks (workspace_id, form_id, block, live)
  SELECT $1, $2, (position - 1) / ${SUBMISSION_BLOCK_SIZE}, count(*) FROM submissions
  WHERE workspace_id = $1 AND form_id = $2 AND position BETWEEN $3 AND $4
  GROUP BY 3
  ON CONFLICT (workspace_id, form_id, block) DO UPDATE SET live = submission_blocks.live + EXCLUDED.live`;

// Erasure: the row goes, and its block counts one fewer, in one statement.
const DELETE_SQL = `
  WITH gone AS (
    DELETE FROM submissions WHERE workspace_id = $1 AND form_id = $2 AND id = $3 RETURNING position
  )
  UPDATE submission_blocks SET live = live - 1
  FROM gone
  WHERE submission_blocks.workspace_id = $1 AND submission_blocks.form_id = $2
    AND submission_blocks.block = (gone.position - 1) / ${SUBMISSION_BLOCK_SIZE}
  RETURNING gone.position`;

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
      const spans: PositionSpans = new Map();
      const copy = client.query(copyFrom(`COPY submissions (${SUBMISSION_COPY_COLUMNS.join(', ')}) FROM STDIN`));
      await pipeline(Readable.from(copyChunks(submissions, spans)), copy);
      for (const span of spans.values()) {
        await client.query(COUNT_BLOCKS_SQL, [span.workspaceId, span.formId, span.first, span.last]);
      }
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
