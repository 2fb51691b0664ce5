import type { ExportedAnswer, ExportedSubmission, SubmissionExportCursor, SubmissionExportSource, SubmissionFilter } from '@forms/application';
import { ExportsBusy, TooManyExports } from '@forms/domain';
import { type Pool, type PoolClient, Query } from 'pg';
import { FIND_FORM_SQL } from '../form/form.sql';
import { formFromStoredRow } from '../form/form.repository';
import { runSql } from '../run-sql';
import { isUuid } from '../storable-values';
import { ExportSlots } from './export-slots';
import {
  EXPORT_BATCH_SIZE,
  EXPORT_PAGE_NEWEST_SQL,
  EXPORT_PAGE_OLDEST_SQL,
  type ExportRow,
  TAKE_EXPORT_SLOT_SQL,
  UNLOCK_EXPORT_SLOTS_SQL,
} from './submission-export.sql';
import { POSITION_RANGE_SQL } from './submission.sql';

/** How long a refused export is told to wait: exports of big forms take a while, small ones a moment. */
const BUSY_RETRY_AFTER_SECONDS = 30;
/** How long a workspace refused for want of a slot counts as waiting for one: twice Retry-After, so a client retrying a little late keeps its turn. */
const WAITING_MS = 2 * BUSY_RETRY_AFTER_SECONDS * 1000;


function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toExported(row: ExportRow): ExportedSubmission {
  const agent = row.user_agent ?? {};
  return {
    id: row.id,
    formVersion: row.form_version ?? 1,
    createdAt: row.created_at,
    answers: (row.responses ?? []).map((response): ExportedAnswer => {
      const questionId = response.question_id;
      return typeof questionId === 'string' && questionId !== ''
        ? { questionId, slug: text(response.slug), kind: text(response.kind), value: text(response.value) }
        : { slug: text(response.slug), kind: text(response.kind), value: text(response.value) };
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
 * Exports read in keyset pages on a pool connection taken for the whole export: each page is one
 * statement of its own (no transaction, so no snapshot is held while the client reads and VACUUM is never
 * held back), and the next page is read only when asked for. The connection holds the workspace's export
 * slot (a session advisory lock), so losing the connection frees both at once; a clean end unlocks
 * before the connection goes back. The process's connections are shared between workspaces by
 * `ExportSlots`; an export that may not have one is refused at once: a queue of exports behind slow
 * readers would only grow.
 */
export class PostgresSubmissionExportSource implements SubmissionExportSource {
  private readonly slots: ExportSlots;

  /** `capacity`: at most this many exports at once in this process (the export pool's size). */
  constructor(
    private readonly pool: Pool,
    capacity = Infinity,
  ) {
    this.slots = new ExportSlots(capacity, WAITING_MS);
  }

  /** Exports holding (or taking) a connection right now. */
  get running(): number {
    return this.slots.running;
  }

  async open(workspaceId: string, formId: string, filter: SubmissionFilter): Promise<SubmissionExportCursor | null> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return null;
    // Taken before the first await, so two exports arriving together cannot both take the last place.
    const slot = this.slots.take(workspaceId);
    if (!slot.granted) {
      throw slot.refusal === 'busy' ? new ExportsBusy(BUSY_RETRY_AFTER_SECONDS) : new TooManyExports(BUSY_RETRY_AFTER_SECONDS);
    }
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      slot.release();
      throw error;
    }
    const connection = new ExportConnection(client, slot.release);
    try {
      const { rows: forms } = await runSql(client, FIND_FORM_SQL, [workspaceId, formId], 'find_form');
      if (forms.length === 0) {
        connection.release();
        return null;
      }
      const form = formFromStoredRow(forms[0]);
      let range = { lo: 1, hi: form.lastPosition };
      if (filter.since || filter.until) {
        const { rows } = await runSql(client, POSITION_RANGE_SQL, [workspaceId, formId, filter.since ?? null, filter.until ?? null], 'submissions_position_range');
        range = { lo: rows[0].lo, hi: rows[0].hi };
      }
      // Last before the pages, so that an export's connection always shows an export statement as its last.
      const { rows: slots } = await runSql(client, TAKE_EXPORT_SLOT_SQL, [workspaceId]);
      if (slots[0]?.slot == null) {
        connection.release();
        throw new TooManyExports(BUSY_RETRY_AFTER_SECONDS);
      }
      connection.locked = true;
      return new PostgresExportCursor(connection, form, workspaceId, formId, range, filter.order === 'newest');
    } catch (error) {
      // A connection in an unknown state is not given back to the pool.
      if (!(error instanceof TooManyExports)) connection.release(error as Error);
      throw error;
    }
  }
}

/** One export's connection and its place in the process: both given back once. */
class ExportConnection {
  /** Whether the session holds the workspace's slot (to unlock before the connection goes back). */
  locked = false;
  private released = false;

  constructor(
    readonly client: PoolClient,
    private readonly freePlace: () => void,
  ) {}

  /** Gives the client back (destroyed when `error` says its state is unknown) and frees the place. */
  release(error?: Error): void {
    if (this.released) return;
    this.released = true;
    this.client.release(error);
    this.freePlace();
  }

  /** Unlocks the slot, then gives the connection back; one that cannot unlock is destroyed (its lock with it). */
  async end(): Promise<void> {
    if (this.released) return;
    try {
      if (this.locked) await runSql(this.client, UNLOCK_EXPORT_SLOTS_SQL, []);
      this.release();
    } catch (error) {
      this.release(error as Error);
    }
  }
}

class PostgresExportCursor implements SubmissionExportCursor {
  private done = false;
  private closing: Promise<void> | null = null;
  /** The position the next page starts after (before, newest first). */
  private after: number;

  constructor(
    private readonly connection: ExportConnection,
    readonly form: SubmissionExportCursor['form'],
    private readonly workspaceId: string,
    private readonly formId: string,
    private readonly range: { lo: number; hi: number },
    private readonly newestFirst: boolean,
  ) {
    this.after = newestFirst ? range.hi + 1 : range.lo - 1;
  }

  async next(each: (submission: ExportedSubmission) => void): Promise<number> {
    if (this.done) return 0;
    const count = this.range.lo > this.range.hi ? 0 : await this.page(each);
    if (count < EXPORT_BATCH_SIZE) {
      await this.close();
    }
    return count;
  }

  /**
   * One page whose rows are passed on one by one as pg parses them, none kept: a query with a `row`
   * listener and no callback does not gather its rows. A failure of `each` (it runs inside pg's socket
   * handler, where a throw would break the connection) is held and reported once the page is over.
   */
  private page(each: (submission: ExportedSubmission) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      let count = 0;
      let failure: { error: unknown } | undefined;
      const query = new Query<ExportRow>(
        this.newestFirst
          ? { name: 'submission_export_newest', text: EXPORT_PAGE_NEWEST_SQL, values: [this.workspaceId, this.formId, this.after, this.range.lo] }
          : { name: 'submission_export_oldest', text: EXPORT_PAGE_OLDEST_SQL, values: [this.workspaceId, this.formId, this.after, this.range.hi] },
      );
      query.on('row', (row: ExportRow) => {
        count++;
        this.after = row.position;
        if (failure) return;
        try {
          each(toExported(row));
        } catch (error) {
          failure = { error };
        }
      });
      query.on('error', reject);
      query.on('end', () => (failure ? reject(failure.error as Error) : resolve(count)));
      this.connection.client.query(query);
    });
  }

  close(): Promise<void> {
    if (!this.closing) {
      this.done = true;
      // Queued behind a page still under way, if any: that returns within a page.
      this.closing = this.connection.end();
    }
    return this.closing;
  }
}
