import { defaultFormSettings, Form, type FormSettings, type FormTheme, type Question, type RetiredQuestion } from '@forms/domain';
import type { StoredFormSettings } from './form.sql';

/** The settings column: the model's names, the closing date as an ISO string. */
export function storedFormSettings(settings: FormSettings): StoredFormSettings {
  return Object.assign({}, settings, { closesAt: settings.closesAt === null ? null : settings.closesAt.toISOString() });
}

/** Read back from the settings column; fields it lacks (stored before they existed) take their defaults. */
export function formSettingsFromStored(stored: StoredFormSettings | null | undefined): FormSettings {
  const closesAt = stored?.closesAt;
  const settings = defaultFormSettings();
  if (stored) Object.assign(settings, stored);
  settings.closesAt = typeof closesAt === 'string' ? new Date(closesAt) : null;
  settings.notificationEmails = [...(stored?.notificationEmails ?? [])];
  return settings;
}

/** A forms row with its columns under the model's names: what the repository's statements send and read. */
export interface FormRecord {
  workspaceId: string;
  id: string;
  title: string;
  /** Derived from the flags and stored for the list's state filter. */
  state: string;
  questions: Question[];
  hiddenFields: string[];
  /** null when not read (see RECEIVE_FORM_SQL). */
  retiredQuestions: RetiredQuestion[] | null;
  /** Whether an edit changed them since the form was read (they are written only then). */
  retiredQuestionsChanged?: boolean;
  everPublished: boolean;
  isPublished: boolean;
  isArchived: boolean;
  isDisabled: boolean;
  isSuspended: boolean;
  createdBy: string;
  submissionsCount: number;
  lastPosition: number;
  lastSubmissionAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  settings: StoredFormSettings;
  revision: number;
  theme: FormTheme | null;
}

export const FormMapper = {
  toDomain(row: FormRecord): Form {
    return Form.restore({
      id: row.id,
      workspaceId: row.workspaceId,
      title: row.title,
      questions: row.questions,
      hiddenFields: row.hiddenFields,
      retiredQuestions: row.retiredQuestions,
      isPublished: row.isPublished,
      everPublished: row.everPublished,
      isArchived: row.isArchived,
      isDisabled: row.isDisabled,
      isSuspended: row.isSuspended,
      createdBy: row.createdBy,
      submissionsCount: row.submissionsCount,
      lastPosition: row.lastPosition,
      lastSubmissionAt: row.lastSubmissionAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      settings: formSettingsFromStored(row.settings),
      revision: row.revision,
      theme: row.theme,
    });
  },

  toPersistence(form: Form): FormRecord {
    return {
      workspaceId: form.workspaceId,
      id: form.id,
      title: form.title,
      state: form.state,
      questions: [...form.questions],
      hiddenFields: [...form.hiddenFields],
      retiredQuestions: [...form.retiredQuestions],
      retiredQuestionsChanged: form.retiredQuestionsChanged,
      everPublished: form.everPublished,
      isPublished: form.isPublished,
      isArchived: form.isArchived,
      isDisabled: form.isDisabled,
      isSuspended: form.isSuspended,
      createdBy: form.createdBy,
      submissionsCount: form.submissionsCount,
      lastPosition: form.lastPosition,
      lastSubmissionAt: form.lastSubmissionAt,
      createdAt: form.createdAt,
      updatedAt: form.updatedAt,
      settings: storedFormSettings(form.settings),
      revision: form.revision,
      theme: form.theme,
    };
  },
};
