import type { FormReadModel, FormView, PageRequest } from '@forms/application';
import type { Pool } from 'pg';
import { isUuid } from '../storable-values';
import { pageFromRows } from './page-rows';

// One round trip, as for team members; both halves walk forms_list_idx (workspace_id, created_at DESC, id DESC).
const PAGE_SQL = `
  SELECT counted.total, form.*
  FROM (SELECT count(*)::int AS total FROM forms WHERE workspace_id = $1) AS counted
  LEFT JOIN LATERAL (
    SELECT id, title, state, is_published, is_archived, is_disabled, is_suspended, created_by, submissions_count,
      created_at, updated_at
    FROM forms
    WHERE workspace_id = $1
    ORDER BY created_at DESC, id DESC
    LIMIT $2 OFFSET $3
  ) AS form ON true
  ORDER BY form.created_at DESC, form.id DESC`;

const BY_ID_SQL = `
  SELECT 0 AS total, id, title, state, is_published, is_archived, is_disabled, is_suspended, created_by,
    submissions_count, created_at, updated_at
  FROM forms
  WHERE workspace_id = $1 AND id = $2`;

interface FormRow {
  total: number;
  id: string;
  title: string;
  state: string;
  is_published: boolean;
  is_archived: boolean;
  is_disabled: boolean;
  is_suspended: boolean;
  created_by: string;
  submissions_count: number;
  created_at: Date;
  updated_at: Date;
}

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
      text: PAGE_SQL,
      values: [workspaceId, page.pageSize, String(page.offset)],
    });
    return pageFromRows(rows, toView);
  }

  async findById(workspaceId: string, id: string): Promise<FormView | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const { rows } = await this.pool.query<FormRow>({ name: 'form_by_id', text: BY_ID_SQL, values: [workspaceId, id] });
    return rows.length === 0 ? null : toView(rows[0]);
  }
}
