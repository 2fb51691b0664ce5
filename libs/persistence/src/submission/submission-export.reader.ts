import type { ExportedAnswer, ExportedSubmission, SubmissionExportCursor, SubmissionExportSource, SubmissionFilter } from '@forms/application';
import { ExportsBusy, TooManyExports } from '@forms/domain';
import { type Pool, type PoolClient, Query } from 'pg';
import { FIND_FORM_SQL } from '../form/form.sql';
import { formFromStoredRow } from '../form/form.repository';
import { isUuid } from '../storable-values';
import {
  BEGIN_EXPORT_SQL,
  DECLARE_EXPORT_NEWEST_SQL,
  DECLARE_EXPORT_OLDEST_SQL,
  END_EXPORT_SQL,
  EXPORT_BATCH_SIZE,
  type ExportRow,
  FETCH_EXPORT_SQL,
  LIFT_EXPORT_TIMEOUTS_SQL,
  TAKE_EXPORT_SLOT_SQL,
} from './submission-export.sql';
import { POSITION_RANGE_SQL } from './submission.sql';
import { runSql } from '../run-sql';
import type { Sql } from '../statement';

/** How long a refused export is told to wait: exports of big forms take a while, small ones a moment. */
const BUSY_RETRY_AFTER_SECONDS = 30;


function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toExported(row: ExportRow): ExportedSubmission {
  const agent = row.user_agent ?? {};
  return {
    id: row.id,
    createdAt: row.created_at,
    answers: (row.responses ?? []).map((response): ExportedAnswer => {
      const questionId = response.question_id;
      return typeof questionId === 'string' && questionId !== ''
        ? { questionId, slug: text(response.slug), value: text(response.value) }
        : { slug: text(response.slug), value: text(response.value) };
    }),
    fieldValues: (row.field_values ?? []).map((item) => ({ field: text(item.field), value: text(item.value) })),
    userAgent: {
      name: text(agent.name),
      version: text(agent.version),
      operatingSystem: text(agent.operating_system),
      operatingSystemVersion: text(agent.operating_system_version),
      deviceType: text(agent.device_type),
      ipAddress: text(agent.ip_address),
    },
  };
}

/**
 * Exports read through a cursor on a pool connection taken for the whole export. The connection holds
 * the workspace's export slot (an advisory lock of its transaction), so ending the transaction, or
 * losing the connection, frees both at once. With a capacity, an export that would have to wait for a
 * connection is refused instead: a queue of exports behind slow readers would only grow.
 */
export class PostgresSubmissionExportSource implements SubmissionExportSource {
  private inUse = 0;

  /** `capacity`: at most this many exports at once in this process (the export pool's size). */
  constructor(
    private readonly pool: Pool,
    private readonly capacity = Infinity,
  ) {}

  /** Exports holding (or taking) a connection right now. */
  get running(): number {
    return this.inUse;
  }

  async open(workspaceId: string, formId: string, filter: SubmissionFilter): Promise<SubmissionExportCursor | null> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return null;
    // Counted before the first await, so two exports arriving together cannot both take the last place.
    if (this.inUse >= this.capacity) throw new ExportsBusy(BUSY_RETRY_AFTER_SECONDS);
    this.inUse++;
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      this.inUse--;
      throw error;
    }
    released.set(client, false);
    freeing.set(client, () => this.inUse--);
    try {
      await runSql(client, BEGIN_EXPORT_SQL, []);
      await runSql(client, LIFT_EXPORT_TIMEOUTS_SQL, []);
      const { rows: forms } = await runSql(client, FIND_FORM_SQL, [workspaceId, formId], 'find_form');
      if (forms.length === 0) {
        await finish(client, END_EXPORT_SQL);
        return null;
      }
      const { rows: slots } = await runSql(client, TAKE_EXPORT_SLOT_SQL, [workspaceId]);
      if (slots[0]?.slot == null) {
        await finish(client, END_EXPORT_SQL);
        throw new TooManyExports(BUSY_RETRY_AFTER_SECONDS);
      }
      const form = formFromStoredRow(forms[0]);
      let range = { lo: 1, hi: form.lastPosition };
      if (filter.since || filter.until) {
        const { rows } = await runSql(
          client,
          POSITION_RANGE_SQL,
          [workspaceId, formId, filter.since ?? null, filter.until ?? null],
          'submissions_position_range',
        );
        range = { lo: rows[0].lo, hi: rows[0].hi };
      }
      await runSql(
        client,
        filter.order === 'newest' ? DECLARE_EXPORT_NEWEST_SQL : DECLARE_EXPORT_OLDEST_SQL,
        [workspaceId, formId, range.lo, range.hi],
      );
      return new PostgresExportCursor(client, form);
    } catch (error) {
      // A connection in an unknown state is not given back to the pool.
      release(client, error instanceof TooManyExports ? undefined : (error as Error));
      throw error;
    }
  }
}

/** Whether each export's client went back to the pool, so that a failure after a clean finish does not release twice. */
const released = new WeakMap<PoolClient, boolean>();
/** What gives each export's place back to its source. */
const freeing = new WeakMap<PoolClient, () => void>();

/** Gives the client back once (destroyed when `error` says its state is unknown) and frees its place. */
function release(client: PoolClient, error?: Error): void {
  if (released.get(client) !== false) return;
  released.set(client, true);
  client.release(error);
  freeing.get(client)?.();
}

async function finish(client: PoolClient, statement: Sql): Promise<void> {
  await runSql(client, statement, []);
  release(client);
}

class PostgresExportCursor implements SubmissionExportCursor {
  private done = false;
  private closing: Promise<void> | null = null;

  constructor(
    private readonly client: PoolClient,
    readonly form: SubmissionExportCursor['form'],
  ) {}

  async next(each: (submission: ExportedSubmission) => void): Promise<number> {
    if (this.done) return 0;
    const count = await this.fetch(each);
    if (count < EXPORT_BATCH_SIZE) {
      await this.close();
    }
    return count;
  }

  /**
   * One FETCH whose rows are passed on one by one as pg parses them, none kept: a query with a `row`
   * listener and no callback does not gather its rows. A failure of `each` (it runs inside pg's socket
   * handler, where a throw would break the connection) is held and reported once the FETCH is over.
   */
  private fetch(each: (submission: ExportedSubmission) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      let count = 0;
      let failure: { error: unknown } | undefined;
      const query = new Query<ExportRow>(FETCH_EXPORT_SQL);
      query.on('row', (row: ExportRow) => {
        count++;
        if (failure) return;
        try {
          each(toExported(row));
        } catch (error) {
          failure = { error };
        }
      });
      query.on('error', reject);
      query.on('end', () => (failure ? reject(failure.error as Error) : resolve(count)));
      this.client.query(query);
    });
  }

  close(): Promise<void> {
    if (!this.closing) {
      this.done = true;
      this.closing = this.end();
    }
    return this.closing;
  }

  private async end(): Promise<void> {
    try {
      // Queued behind a FETCH still under way, if any: that returns within a batch.
      await finish(this.client, END_EXPORT_SQL);
    } catch (error) {
      release(this.client, error as Error);
    }
  }
}
