import type { Form, FormRepository, FormTheme } from '@forms/domain';
import type { EntityManager } from 'typeorm';
import { assertStorableText, isUuid } from '../storable-values';
import { FormMapper } from './form.mapper';
import {
  type FormRecordRow,
  DELETE_FORM_BLOCKS_SQL,
  DELETE_FORM_SQL,
  DELETE_FORM_SUBMISSIONS_SQL,
  DELETE_FORM_SUMMARY_COUNTS_SQL,
  DELETE_FORM_SUMMARY_TEXT_BLOCKS_SQL,
  INSERT_FORM_SQL,
  RECEIVE_FORM_SQL,
  LOCK_FORM_SQL,
  UPDATE_FORM_SQL,
  UPDATE_RETIRED_QUESTIONS_SQL,
} from './form.sql';
import { runSql, sqlRows } from '../run-sql';


function toDomain(row: FormRecordRow): Form {
  return FormMapper.toDomain({
    workspaceId: row.workspace_id,
    id: row.id,
    title: row.title,
    state: row.state,
    questions: row.questions,
    hiddenFields: row.hidden_fields,
    retiredQuestions: row.retired_questions ?? null,
    isPublished: row.is_published,
    everPublished: row.ever_published,
    isArchived: row.is_archived,
    isDisabled: row.is_disabled,
    isSuspended: row.is_suspended,
    createdBy: row.created_by,
    submissionsCount: row.submissions_count,
    lastPosition: row.last_position,
    lastSubmissionAt: row.last_submission_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    settings: row.settings,
    revision: Number(row.revision),
    theme: row.theme,
  });
}

export class TypeormFormRepository implements FormRepository {
  constructor(private readonly manager: EntityManager) {}

  // Fixed SQL as named prepared statements: creating forms and taking submissions are hot paths, and
  // TypeORM's builders cost more than the statements.

  async insert(form: Form): Promise<void> {
    assertStorableText('title', form.title);
    const row = FormMapper.toPersistence(form);
    // Fixed SQL: creating a form is a hot path, and TypeORM's insert builder costs more than the insert.
    await runSql(this.manager, INSERT_FORM_SQL, [
      row.workspaceId, row.id, row.title, row.state, row.isPublished, row.isArchived, row.isDisabled,
      row.isSuspended, row.createdBy, row.submissionsCount, row.createdAt, row.updatedAt,
      JSON.stringify(row.questions), JSON.stringify(row.hiddenFields), row.everPublished, JSON.stringify(row.settings),
      themeColumn(row.theme),
    ], 'insert_form');
  }

  async read(workspaceId: string, id: string): Promise<Form | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const [row] = await sqlRows(this.manager, RECEIVE_FORM_SQL, [workspaceId, id], 'receive_form');
    return row ? toDomain(row) : null;
  }

  async lockById(workspaceId: string, id: string): Promise<Form | null> {
    if (!isUuid(workspaceId) || !isUuid(id)) return null;
    const [row] = await sqlRows(this.manager, LOCK_FORM_SQL, [workspaceId, id], 'lock_form');
    return row ? toDomain(row) : null;
  }

  async update(form: Form): Promise<number> {
    assertStorableText('title', form.title);
    const row = FormMapper.toPersistence(form);
    // Written only when an edit changed them (most edits remove no question), and first: the row's
    // statement below then returns the revision the whole write ends with.
    if (row.retiredQuestionsChanged) {
      await runSql(this.manager, UPDATE_RETIRED_QUESTIONS_SQL, [
        row.workspaceId, row.id, JSON.stringify(row.retiredQuestions),
      ], 'update_retired_questions');
    }
    const [stored] = await sqlRows(this.manager, UPDATE_FORM_SQL, [
      row.workspaceId, row.id, row.title, row.state, JSON.stringify(row.questions), JSON.stringify(row.hiddenFields),
      row.isPublished, row.everPublished, row.isArchived, row.isDisabled, row.isSuspended, row.createdBy,
      row.submissionsCount, row.lastPosition, row.lastSubmissionAt, row.updatedAt, JSON.stringify(row.settings),
      themeColumn(row.theme),
    ], 'update_form');
    return Number(stored.revision);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(workspaceId) || !isUuid(id)) return;
    await runSql(this.manager, DELETE_FORM_SUMMARY_COUNTS_SQL, [workspaceId, id]);
    await runSql(this.manager, DELETE_FORM_SUMMARY_TEXT_BLOCKS_SQL, [workspaceId, id]);
    await runSql(this.manager, DELETE_FORM_SUBMISSIONS_SQL, [workspaceId, id]);
    await runSql(this.manager, DELETE_FORM_BLOCKS_SQL, [workspaceId, id]);
    await runSql(this.manager, DELETE_FORM_SQL, [workspaceId, id]);
  }
}

function themeColumn(theme: FormTheme | null): string | null {
  return theme === null ? null : JSON.stringify(theme);
}

/** A form read by FIND_FORM_SQL outside a unit of work (an export reads it on its own connection). */
export type StoredFormRow = FormRecordRow;
export const formFromStoredRow = toDomain;
