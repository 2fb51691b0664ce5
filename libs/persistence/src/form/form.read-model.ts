import type { FormReadModel, FormSummaryView, FormView, PageRequest } from '@forms/application';
import type { FormState } from '@forms/domain';
import type { Pool } from 'pg';
import { isUuid } from '../storable-values';
import { pageFromRows } from '../page-rows';
import { formSettingsFromStored } from './form.mapper';
import { FORM_BY_ID_SQL, FORM_FULL_COLUMNS, FORM_SUMMARY_COLUMNS, FORMS_PAGE_SQL, formsPageSql, type FormRow } from './form.sql';
import { runSql } from '../run-sql';

// Built once: the statement text is the same on every call.
const FORMS_PAGE_BY_STATE_SQL = formsPageSql(FORM_SUMMARY_COLUMNS);
const FORMS_PAGE_FULL_SQL = formsPageSql(FORM_FULL_COLUMNS);

function toSummary(row: FormRow): FormSummaryView {
  return {
    id: row.id,
    title: row.title,
    state: row.state as FormState,
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

function toView(row: FormRow): FormView {
  // toSummary's object is new on every call: extending it keeps its fields first, in its order.
  return Object.assign(toSummary(row), {
    questions: row.questions ?? [],
    hiddenFields: row.hidden_fields ?? [],
    settings: formSettingsFromStored(row.settings),
    revision: Number(row.revision ?? 1),
    version: row.version ?? 1,
    theme: row.theme ?? null,
  });
}

export class PostgresFormReadModel implements FormReadModel {
  constructor(private readonly pool: Pool) {}

  async page(
    workspaceId: string,
    page: PageRequest,
    filter: { state?: FormState } = {},
  ): Promise<{ items: FormSummaryView[]; totalRecords: number }> {
    if (!isUuid(workspaceId)) return { items: [], totalRecords: 0 };
    const { rows } =
      filter.state === undefined
        ? await runSql(this.pool, FORMS_PAGE_SQL, [workspaceId, page.pageSize, String(page.offset)], 'forms_page')
        : await runSql(
          this.pool,
          FORMS_PAGE_BY_STATE_SQL,
          [workspaceId, page.pageSize, String(page.offset), filter.state],
          'forms_page_by_state',
        );
    return pageFromRows(rows, toSummary);
  }

  async pageWithQuestions(
    workspaceId: string,
    page: PageRequest,
    filter: { state?: FormState } = {},
  ): Promise<{ items: FormView[]; totalRecords: number }> {
    if (!isUuid(workspaceId)) return { items: [], totalRecords: 0 };
    const { rows } = await runSql(
      this.pool,
      FORMS_PAGE_FULL_SQL,
      [workspaceId, page.pageSize, String(page.offset), filter.state ?? null],
      'forms_page_full',
    );
    return pageFromRows(rows, toView);
  }

  async findById(workspaceId: string, id: string): Promise<FormView | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const { rows } = await runSql(this.pool, FORM_BY_ID_SQL, [workspaceId, id], 'form_by_id');
    return rows.length === 0 ? null : toView(rows[0]);
  }
}
