import type { PageRequest, PartialResponseRecord, PartialResponseRepository, PartialResponseStore, PartialResponseView, ResumableVisit } from '@forms/application';
import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import { runSql, sqlRows } from '../run-sql';
import {
  COUNT_PARTIAL_RESPONSES_SQL,
  DELETE_FORM_PARTIAL_RESPONSES_SQL,
  DELETE_PARTIAL_RESPONSE_SQL,
  DISCARD_VISIT_SQL,
  FIND_BY_RESUME_HASH_SQL,
  FIND_PARTIAL_RESPONSE_SQL,
  PAGE_PARTIAL_RESPONSES_SQL,
  type PartialResponseRow,
  SAVE_PARTIAL_RESPONSE_SQL,
} from './partial-response.sql';

function toView(row: PartialResponseRow): PartialResponseView {
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastPage: row.last_page,
    responses: row.responses,
    fieldValues: row.field_values,
  };
}

/** Partial responses on the pool: one statement per call, no transaction held. */
export class PostgresPartialResponseStore implements PartialResponseStore {
  constructor(private readonly pool: Pool) {}

  async save(record: PartialResponseRecord): Promise<void> {
    await runSql(
      this.pool,
      SAVE_PARTIAL_RESPONSE_SQL,
      [
        record.workspaceId, record.id, record.formId, record.visitId, record.lastPage, record.formVersion, JSON.stringify(record.answers),
        JSON.stringify(record.responses), JSON.stringify(record.fieldValues), record.uploadIds, record.resumeHash, record.at,
      ],
      'save_partial_response',
    );
  }

  async page(
    workspaceId: string,
    formId: string,
    page: PageRequest,
    filter: { since?: Date; until?: Date },
  ): Promise<{ items: PartialResponseView[]; totalRecords: number } | null> {
    const since = filter.since ?? null;
    const until = filter.until ?? null;
    const [counted] = await sqlRows(this.pool, COUNT_PARTIAL_RESPONSES_SQL, [workspaceId, formId, since, until]);
    if (!counted.form_found) return null;
    const totalRecords = Number(counted.total);
    if (totalRecords <= page.offset) return { items: [], totalRecords };
    const rows = await sqlRows(this.pool, PAGE_PARTIAL_RESPONSES_SQL, [workspaceId, formId, since, until, page.pageSize, page.offset]);
    return { items: rows.map(toView), totalRecords };
  }

  async find(workspaceId: string, formId: string, id: string): Promise<{ formFound: boolean; partial: PartialResponseView | null }> {
    const [row] = await sqlRows(this.pool, FIND_PARTIAL_RESPONSE_SQL, [workspaceId, formId, id]);
    if (!row) return { formFound: false, partial: null };
    return { formFound: true, partial: row.id === null ? null : toView(row) };
  }

  async delete(workspaceId: string, formId: string, id: string): Promise<boolean> {
    const [row] = await sqlRows(this.pool, DELETE_PARTIAL_RESPONSE_SQL, [workspaceId, formId, id]);
    return Number(row.deleted) > 0;
  }

  async findByResumeHash(workspaceId: string, formId: string, resumeHash: Uint8Array): Promise<ResumableVisit | null> {
    const [row] = await sqlRows(this.pool, FIND_BY_RESUME_HASH_SQL, [workspaceId, formId, resumeHash]);
    if (!row) return null;
    return { visitId: row.visit_id, lastPage: row.last_page, formVersion: row.form_version, answers: row.answers, fieldValues: row.field_values };
  }
}

/** Partial responses in the unit of work's transaction. */
export class TypeormPartialResponseRepository implements PartialResponseRepository {
  constructor(private readonly manager: EntityManager) {}

  async discardVisit(workspaceId: string, formId: string, visitId: string): Promise<void> {
    await runSql(this.manager, DISCARD_VISIT_SQL, [workspaceId, formId, visitId], 'discard_partial_visit');
  }

  async deleteForForm(workspaceId: string, formId: string): Promise<void> {
    await runSql(this.manager, DELETE_FORM_PARTIAL_RESPONSES_SQL, [workspaceId, formId]);
  }
}
