import type { ContentAuthor, FormContent, FormDraft } from '@forms/domain';
import { formSettingsFromStored, storedFormSettings } from '../form/form.mapper';
import type { FormDraftRow, StoredFormContent } from './form-version.sql';

/** A content as the content columns hold it (the settings as the forms row holds them). */
export function storedContent(content: FormContent): StoredFormContent {
  return { title: content.title, questions: content.questions, hiddenFields: content.hiddenFields, settings: storedFormSettings(content.settings), theme: content.theme };
}

export function contentFromStored(stored: StoredFormContent): FormContent {
  return {
    title: stored.title,
    questions: stored.questions,
    hiddenFields: stored.hiddenFields ?? [],
    settings: formSettingsFromStored(stored.settings),
    theme: stored.theme ?? null,
  };
}

/** An author as its three columns hold it. */
export function authorFromColumns(type: string, id: string | null, label: string): ContentAuthor {
  return { type: type as ContentAuthor['type'], id, label };
}

export function draftFromRow(workspaceId: string, formId: string, row: FormDraftRow): FormDraft {
  return {
    workspaceId,
    formId,
    basedOnVersion: row.based_on_version,
    content: contentFromStored(row.content),
    revision: row.revision,
    updatedAt: row.updated_at,
    updatedBy: authorFromColumns(row.updated_by_type, row.updated_by_id, row.updated_by_label),
  };
}
