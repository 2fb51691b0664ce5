import { DomainError } from '@forms/domain';
import { isUuid } from '../../shared/identifiers';
import type { SubmissionExportSource } from '../../shared/ports/submission-export.port';
import { type ExportColumn, type ExportRow, SubmissionTable } from './submission-table';

export interface ExportSubmissionsQuery {
  workspaceId: string;
  formId: string;
  /** Created at or after. */
  since?: Date;
  /** Created before. */
  until?: Date;
  /** Oldest first unless asked otherwise. */
  order?: 'newest' | 'oldest';
  /** Where file addresses start: the address the reader used, or the workspace's public origin outside a request. */
  baseUrl: string;
}

/** An export under way: the caller pulls rows as fast as it can pass them on, then closes it. */
export interface SubmissionExport {
  formTitle: string;
  /** The columns after `submission_id` and `created_at`. */
  columns: readonly ExportColumn[];
  /** Reads the next batch, passing each row to `each` as it is read; how many there were, 0 at the end. */
  next(each: (row: ExportRow) => void): Promise<number>;
  /** Ends the export (done, or the client went away) and frees what it holds. Safe to call again. */
  close(): Promise<void>;
}

/**
 * Every submission of a form (or of a time range), as rows with a column for every question the form
 * has ever had, read from the database as they are passed on: memory holds one batch, whatever the size.
 */
export class ExportSubmissions {
  constructor(private readonly source: SubmissionExportSource) {}

  async execute(query: ExportSubmissionsQuery): Promise<SubmissionExport> {
    if (query.since && query.until && query.since > query.until) {
      throw DomainError.invalid('since', 'must not be later than until');
    }
    const cursor = isUuid(query.formId)
      ? await this.source.open(query.workspaceId, query.formId, { since: query.since, until: query.until, order: query.order ?? 'oldest' })
      : null;
    if (!cursor) throw DomainError.formNotFound();
    const table = new SubmissionTable(cursor.form, query.baseUrl);
    return {
      formTitle: cursor.form.title,
      columns: table.columns,
      next: (each) => cursor.next((submission) => each(table.row(submission))),
      close: () => cursor.close(),
    };
  }
}
