import type { AnswerCounts, FormVersionReadModel, FormVersionSummaryView, FormVersionView, PageRequest, FormDraftView } from '@forms/application';
import type { FormContent } from '@forms/domain';
import type { Pool } from 'pg';
import { formSettingsFromStored } from '../form/form.mapper';
import { sqlRows } from '../run-sql';
import { isUuid } from '../storable-values';
import { authorFromColumns, contentFromStored } from './form-version.mapper';
import { ANSWER_COUNTS_SQL, CHOSE_ANY_SQL, FORM_DRAFT_SQL, FORM_VERSION_SQL, FORM_VERSIONS_PAGE_SQL, SUPERSEDED_FORM_VERSION_SQL, type FormVersionPageRow } from './form-version.sql';

function summaryOf(row: Omit<FormVersionPageRow, 'total'>): FormVersionSummaryView {
  return {
    version: row.version ?? 0,
    createdAt: row.created_at ?? new Date(0),
    createdBy: authorFromColumns(row.created_by_type ?? 'system', row.created_by_id, row.created_by_label ?? ''),
    changes: row.changes ?? [],
  };
}

export class PostgresFormVersionReadModel implements FormVersionReadModel {
  constructor(private readonly pool: Pool) {}

  async page(workspaceId: string, formId: string, page: PageRequest): Promise<{ items: FormVersionSummaryView[]; totalRecords: number } | null> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return null;
    const rows = await sqlRows(this.pool, FORM_VERSIONS_PAGE_SQL, [workspaceId, formId, page.offset, page.pageSize], 'form_versions_page');
    if (rows.length === 0) return null;
    return { items: rows.filter((row) => row.version !== null).map(summaryOf), totalRecords: rows[0].total };
  }

  async find(workspaceId: string, formId: string, version: number): Promise<{ form: boolean; version: FormVersionView | null }> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return { form: false, version: null };
    const [row] = await sqlRows(this.pool, FORM_VERSION_SQL, [workspaceId, formId, version], 'form_version');
    if (!row) return { form: false, version: null };
    if (row.version === null || row.content === null) return { form: true, version: null };
    return { form: true, version: Object.assign(summaryOf(row), { content: contentFromStored(row.content) }) };
  }

  async draft(workspaceId: string, formId: string): Promise<{ live: FormContent; version: number; draft: FormDraftView | null } | null> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return null;
    const [row] = await sqlRows(this.pool, FORM_DRAFT_SQL, [workspaceId, formId], 'form_draft');
    if (!row) return null;
    const live: FormContent = { title: row.title, questions: row.questions, hiddenFields: row.hidden_fields, settings: formSettingsFromStored(row.settings), theme: row.theme };
    const draft: FormDraftView | null =
      row.content === null
        ? null
        : {
            formId,
            basedOnVersion: row.based_on_version ?? 0,
            content: contentFromStored(row.content),
            revision: row.revision ?? 0,
            updatedAt: row.updated_at ?? new Date(0),
            updatedBy: authorFromColumns(row.updated_by_type ?? 'system', row.updated_by_id, row.updated_by_label ?? ''),
          };
    return { live, version: row.version, draft };
  }

  async superseded(workspaceId: string, formId: string, version: number): Promise<{ content: FormContent; supersededAt: Date | null } | null> {
    if (!isUuid(workspaceId) || !isUuid(formId) || !Number.isSafeInteger(version) || version < 1 || version > 2_147_483_646) return null;
    const [row] = await sqlRows(this.pool, SUPERSEDED_FORM_VERSION_SQL, [workspaceId, formId, version], 'superseded_form_version');
    return row ? { content: contentFromStored(row.content), supersededAt: row.superseded_at } : null;
  }
}

export class PostgresAnswerCounts implements AnswerCounts {
  constructor(private readonly pool: Pool) {}

  async count(
    workspaceId: string,
    formId: string,
    questions: ReadonlyArray<{ questionId: string; labels: readonly string[] }>,
  ): Promise<Map<string, { answered: number; picked: Map<string, number> }>> {
    const counts = new Map(questions.map((question) => [question.questionId, { answered: 0, picked: new Map(question.labels.map((label) => [label, 0])) }]));
    if (questions.length === 0 || !isUuid(workspaceId) || !isUuid(formId)) return counts;
    const keys = new Set(['#', ...questions.flatMap((question) => question.labels.map((label) => `v${label}`))]);
    const rows = await sqlRows(this.pool, ANSWER_COUNTS_SQL, [workspaceId, formId, [...counts.keys()], [...keys]], 'answer_counts');
    for (const row of rows) {
      const entry = counts.get(row.question_id);
      if (!entry) continue;
      if (row.value_key === '#') entry.answered = Number(row.answers);
      else if (entry.picked.has(row.value_key.slice(1))) entry.picked.set(row.value_key.slice(1), Number(row.answers));
    }
    return counts;
  }

  async choseAny(workspaceId: string, formId: string, questions: ReadonlyArray<{ questionId: string; labels: readonly string[] }>): Promise<Map<string, number>> {
    const counts = new Map(questions.map((question) => [question.questionId, 0]));
    const pairs = questions.flatMap((question) => question.labels.map((label) => [question.questionId, label] as const));
    if (pairs.length === 0 || !isUuid(workspaceId) || !isUuid(formId)) return counts;
    const rows = await sqlRows(this.pool, CHOSE_ANY_SQL, [workspaceId, formId, pairs.map(([id]) => id), pairs.map(([, label]) => label)], 'chose_any');
    for (const row of rows) if (counts.has(row.question_id)) counts.set(row.question_id, Number(row.submissions));
    return counts;
  }
}
