import type { PageRequest, SubmissionReadModel, SubmissionView } from '@forms/application';
import type { Pool } from 'pg';
import { isUuid } from '../storable-values';
import { fieldValuesFromStored, responsesFromStored, userAgentFromStored } from '../submission/stored-submission-json';
import { SUBMISSIONS_PAGE_SQL, type SubmissionRow } from './submission.sql';

export class PostgresSubmissionReadModel implements SubmissionReadModel {
  constructor(private readonly pool: Pool) {}

  async pageForForm(
    workspaceId: string,
    formId: string,
    page: PageRequest,
  ): Promise<{ items: SubmissionView[]; totalRecords: number } | null> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return null;
    const { rows } = await this.pool.query<SubmissionRow>({
      name: 'submissions_page',
      text: SUBMISSIONS_PAGE_SQL,
      values: [workspaceId, formId, String(page.offset), String(page.pageSize)],
    });
    if (rows.length === 0) return null;
    const items: SubmissionView[] = [];
    for (const row of rows) {
      if (row.id === null) continue;
      items.push({
        id: row.id,
        createdAt: row.created_at,
        fieldValues: fieldValuesFromStored(row.field_values),
        userAgent: userAgentFromStored(row.user_agent),
        responses: responsesFromStored(row.responses),
      });
    }
    return { items, totalRecords: rows[0].total };
  }
}
