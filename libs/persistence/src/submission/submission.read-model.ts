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
  type PositionRangeRow,
  type RangeCounts,
  SUBMISSIONS_OLDEST_PAGE_SQL,
  SUBMISSION_BY_ID_SQL,
  SUBMISSIONS_PAGE_SQL,
  type SubmissionDocumentRow as DocumentRow,
  type SubmissionRow as DensePageRow,
} from './submission.sql';
import { FORM_EXISTS_SQL } from '../form/form.sql';

function toView(row: DocumentRow & { id: string }): SubmissionView {
  return {
    id: row.id,
    createdAt: row.created_at,
    fieldValues: fieldValuesFromStored(row.field_values),
    userAgent: userAgentFromStored(row.user_agent),
    responses: responsesFromStored(row.responses),
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
      const { rows } = await this.pool.query<DensePageRow>({
        name: newestFirst ? 'submissions_page' : 'submissions_oldest_page',
        text: newestFirst ? SUBMISSIONS_PAGE_SQL : SUBMISSIONS_OLDEST_PAGE_SQL,
        values: [workspaceId, formId, String(page.offset), String(page.pageSize)],
      });
      if (rows.length === 0) return null;
      const [{ total, last_position: lastPosition }] = rows;
      if (total === lastPosition) return { items: views(rows), totalRecords: total };
      // Deletions left holes: the positions of a page are no longer a plain range.
      return this.rangePage(workspaceId, formId, page, newestFirst, { lo: 1, hi: lastPosition });
    }
    const { rows } = await this.pool.query<PositionRangeRow>({
      name: 'submissions_position_range',
      text: POSITION_RANGE_SQL,
      values: [workspaceId, formId, filter.since ?? null, filter.until ?? null],
    });
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
      const { rows } = await this.pool.query({ name: 'submission_form_exists', text: FORM_EXISTS_SQL, values: [workspaceId, formId] });
      return { formFound: rows.length > 0, submission: null };
    }
    const { rows } = await this.pool.query<DocumentRow>({ name: 'submission_by_id', text: SUBMISSION_BY_ID_SQL, values: [workspaceId, formId, submissionId] });
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
    const { rows } = await this.pool.query<RangeCounts>({
      name: 'submissions_range_counts',
      text: RANGE_COUNTS_SQL,
      values: [workspaceId, formId, range.lo, range.hi, String(page.offset), newestFirst],
    });
    const { total, start } = locatePage(range, rows[0], page.offset, newestFirst);
    if (!start) return { items: [], totalRecords: total };
    const { rows: documents } = await this.pool.query<DocumentRow>({
      name: newestFirst ? 'submissions_range_newest' : 'submissions_range_oldest',
      text: newestFirst ? RANGE_NEWEST_PAGE_SQL : RANGE_OLDEST_PAGE_SQL,
      values: newestFirst
        ? [workspaceId, formId, range.lo, Math.min(start.from, range.hi), start.skip, page.pageSize]
        : [workspaceId, formId, Math.max(start.from, range.lo), range.hi, start.skip, page.pageSize],
    });
    return { items: views(documents), totalRecords: total };
  }
}
