import type { PageRequest, SubmissionFilter, SubmissionReadModel, SubmissionView } from '@forms/application';
import type { Pool } from 'pg';
import { isUuid } from '../storable-values';
import { fieldValuesFromStored, responsesFromStored, userAgentFromStored } from './stored-submission-json';
import {
  locatePage,
  POSITION_RANGE_SQL,
  RANGE_COUNTS_SQL,
  RANGE_NEWEST_PAGE_SQL,
  RANGE_OLDEST_PAGE_SQL,
  SUBMISSIONS_OLDEST_PAGE_SQL,
  SUBMISSION_BY_ID_SQL,
  SUBMISSIONS_PAGE_SQL,
  type SubmissionDocumentRow as DocumentRow,
} from './submission.sql';
import { FORM_EXISTS_SQL } from '../form/form.sql';
import { runSql } from '../run-sql';

function toView(row: DocumentRow & { id: string }): SubmissionView {
  return {
    id: row.id,
    createdAt: row.created_at,
    fieldValues: fieldValuesFromStored(row.field_values),
    userAgent: userAgentFromStored(row.user_agent),
    responses: responsesFromStored(row.responses),
    formVersion: row.form_version ?? 1,
  };
}

function views(rows: DocumentRow[]): SubmissionView[] {
  return rows.filter((row): row is DocumentRow & { id: string } => row.id !== null).map(toView);
}

export class PostgresSubmissionReadModel implements SubmissionReadModel {
  constructor(private readonly pool: Pool) {}

  async pageForForm(
    workspaceId: string,
    formId: string,
    page: PageRequest,
    filter: SubmissionFilter = { order: 'newest' },
  ): Promise<{ items: SubmissionView[]; totalRecords: number } | null> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return null;
    const newestFirst = filter.order === 'newest';
    if (!filter.since && !filter.until) {
      const { rows } = await runSql(
        this.pool,
        newestFirst ? SUBMISSIONS_PAGE_SQL : SUBMISSIONS_OLDEST_PAGE_SQL,
        [workspaceId, formId, String(page.offset), String(page.pageSize)],
        newestFirst ? 'submissions_page' : 'submissions_oldest_page',
      );
      if (rows.length === 0) return null;
      const [{ total, last_position: lastPosition }] = rows;
      if (total === lastPosition) return { items: views(rows), totalRecords: total };
      // Deletions left holes: the positions of a page are no longer a plain range.
      return this.rangePage(workspaceId, formId, page, newestFirst, { lo: 1, hi: lastPosition });
    }
    const { rows } = await runSql(
      this.pool,
      POSITION_RANGE_SQL,
      [workspaceId, formId, filter.since ?? null, filter.until ?? null],
      'submissions_position_range',
    );
    if (rows.length === 0) return null;
    return this.rangePage(workspaceId, formId, page, newestFirst, { lo: rows[0].lo, hi: rows[0].hi });
  }

  async findForForm(
    workspaceId: string,
    formId: string,
    submissionId: string,
  ): Promise<{ formFound: boolean; submission: SubmissionView | null }> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return { formFound: false, submission: null };
    if (!isUuid(submissionId)) {
      const { rows } = await runSql(this.pool, FORM_EXISTS_SQL, [workspaceId, formId], 'submission_form_exists');
      return { formFound: rows.length > 0, submission: null };
    }
    const { rows } = await runSql(this.pool, SUBMISSION_BY_ID_SQL, [workspaceId, formId, submissionId], 'submission_by_id');
    if (rows.length === 0) return { formFound: false, submission: null };
    return { formFound: true, submission: views(rows)[0] ?? null };
  }

  private async rangePage(
    workspaceId: string,
    formId: string,
    page: PageRequest,
    newestFirst: boolean,
    range: { lo: number; hi: number },
  ): Promise<{ items: SubmissionView[]; totalRecords: number }> {
    if (range.lo > range.hi) return { items: [], totalRecords: 0 };
    const { rows } = await runSql(
      this.pool,
      RANGE_COUNTS_SQL,
      [workspaceId, formId, range.lo, range.hi, String(page.offset), newestFirst],
      'submissions_range_counts',
    );
    const { total, start } = locatePage(range, rows[0], page.offset, newestFirst);
    if (!start) return { items: [], totalRecords: total };
    const { rows: documents } = newestFirst
      ? await runSql(this.pool, RANGE_NEWEST_PAGE_SQL, [workspaceId, formId, range.lo, Math.min(start.from, range.hi), start.skip, page.pageSize], 'submissions_range_newest')
      : await runSql(
        this.pool,
        RANGE_OLDEST_PAGE_SQL,
        [workspaceId, formId, Math.max(start.from, range.lo), range.hi, start.skip, page.pageSize],
        'submissions_range_oldest',
      );
    return { items: views(documents), totalRecords: total };
  }
}
