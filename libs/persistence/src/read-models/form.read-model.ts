import type { FormReadModel, FormView, PageRequest } from '@forms/application';
import type { Pool } from 'pg';
import { isUuid } from '../storable-values';
import { pageFromRows } from './page-rows';
import { FORM_BY_ID_SQL, FORMS_PAGE_SQL, type FormRow } from './form.sql';

function toView(row: FormRow): FormView {
  return {
    id: row.id,
    title: row.title,
    state: row.state,
    isPublished: row.is_published,
    isArchived: row.is_archived,
    isDisabled: row.is_disabled,
    isSuspended: row.is_suspended,
    createdBy: row.created_by,
    submissionsCount: row.submissions_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class PostgresFormReadModel implements FormReadModel {
  constructor(private readonly pool: Pool) {}

  async page(workspaceId: string, page: PageRequest): Promise<{ items: FormView[]; totalRecords: number }> {
    if (!isUuid(workspaceId)) return { items: [], totalRecords: 0 };
    const { rows } = await this.pool.query<FormRow>({
      name: 'forms_page',
      text: FORMS_PAGE_SQL,
      values: [workspaceId, page.pageSize, String(page.offset)],
    });
    return pageFromRows(rows, toView);
  }

  async findById(workspaceId: string, id: string): Promise<FormView | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const { rows } = await this.pool.query<FormRow>({ name: 'form_by_id', text: FORM_BY_ID_SQL, values: [workspaceId, id] });
    return rows.length === 0 ? null : toView(rows[0]);
  }
}
