import type { FormContent, FormDraft, FormDraftRepository, FormVersion, FormVersionRepository } from '@forms/domain';
import type { EntityManager } from 'typeorm';
import { runSql, sqlRows } from '../run-sql';
import { isUuid } from '../storable-values';
import { contentFromStored, draftFromRow, storedContent } from './form-version.mapper';
import { ANSWERABLE_FORM_VERSION_SQL, APPEND_FORM_VERSION_SQL, CURRENT_FORM_VERSION_SQL, DELETE_FORM_DRAFT_SQL, LOCK_FORM_DRAFT_SQL, SAVE_FORM_DRAFT_SQL } from './form-version.sql';

export class TypeormFormVersionRepository implements FormVersionRepository {
  constructor(private readonly manager: EntityManager) {}

  async current(workspaceId: string, formId: string): Promise<number | null> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return null;
    const [row] = await sqlRows(this.manager, CURRENT_FORM_VERSION_SQL, [workspaceId, formId]);
    return row?.version ?? null;
  }

  async append(version: FormVersion): Promise<void> {
    const result = await runSql(this.manager, APPEND_FORM_VERSION_SQL, [
      version.workspaceId, version.formId, version.version, JSON.stringify(storedContent(version.content)),
      JSON.stringify(version.changes), version.createdAt, version.createdBy.type, version.createdBy.id, version.createdBy.label,
    ]);
    // Under the form's row lock the number is always the next one: anything else is a bug, not a race to retry.
    if (result.rowCount !== 1) throw new Error(`form ${version.formId} is not at version ${version.version - 1}`);
  }

  async find(workspaceId: string, formId: string, version: number): Promise<{ content: FormContent; supersededAt: Date | null } | null> {
    if (!isUuid(workspaceId) || !isUuid(formId) || !Number.isSafeInteger(version) || version < 1 || version > 2_147_483_647) return null;
    const [row] = await sqlRows(this.manager, ANSWERABLE_FORM_VERSION_SQL, [workspaceId, formId, version]);
    return row ? { content: contentFromStored(row.content), supersededAt: row.superseded_at } : null;
  }
}

export class TypeormFormDraftRepository implements FormDraftRepository {
  constructor(private readonly manager: EntityManager) {}

  async lock(workspaceId: string, formId: string): Promise<FormDraft | null> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return null;
    const [row] = await sqlRows(this.manager, LOCK_FORM_DRAFT_SQL, [workspaceId, formId]);
    return row ? draftFromRow(workspaceId, formId, row) : null;
  }

  async save(draft: FormDraft): Promise<void> {
    await runSql(this.manager, SAVE_FORM_DRAFT_SQL, [
      draft.workspaceId, draft.formId, draft.basedOnVersion, JSON.stringify(storedContent(draft.content)), draft.revision,
      draft.updatedAt, draft.updatedBy.type, draft.updatedBy.id, draft.updatedBy.label,
    ]);
  }

  async delete(workspaceId: string, formId: string): Promise<boolean> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return false;
    return ((await runSql(this.manager, DELETE_FORM_DRAFT_SQL, [workspaceId, formId])).rowCount ?? 0) > 0;
  }
}
