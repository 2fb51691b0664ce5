import { completeFormSettings, type Form, type FormSettings } from '@forms/domain';
import type { FormView } from './ports/read-models.port';

/** What a write use case returns about a form: the same shape a read returns. */
/** A form view read back from where it was stored as JSON, which turned its dates into text. */
export function reviveFormView(stored: unknown): FormView {
  const view = stored as FormView & { createdAt: string; updatedAt: string };
  // Answers recorded before forms had settings carry none.
  const settings = completeFormSettings(view.settings as Partial<FormSettings> | undefined);
  settings.closesAt = settings.closesAt === null ? null : new Date(settings.closesAt);
  return Object.assign({}, view, {
    createdAt: new Date(view.createdAt),
    updatedAt: new Date(view.updatedAt),
    // Answers recorded before forms had revisions carry none: a new form's.
    revision: view.revision ?? 1,
    // Answers recorded before forms had versions were given at version 1.
    version: view.version ?? 1,
    settings,
  });
}

/** `version` is the live content's, which the forms row holds beside the aggregate. */
export function toFormView(form: Form, version: number): FormView {
  return {
    id: form.id,
    title: form.title,
    state: form.state,
    isPublished: form.isPublished,
    isArchived: form.isArchived,
    isDisabled: form.isDisabled,
    isSuspended: form.isSuspended,
    createdBy: form.createdBy,
    submissionsCount: form.submissionsCount,
    createdAt: form.createdAt,
    updatedAt: form.updatedAt,
    questions: form.questions.map((question) => Object.assign({}, question, { options: [...question.options] })),
    hiddenFields: [...form.hiddenFields],
    settings: Object.assign({}, form.settings, { notificationEmails: [...form.settings.notificationEmails] }),
    theme: form.theme,
    revision: form.revision,
    version,
  };
}
