import type { DraftImpactView, FormDraftView, FormVersionSummaryView, FormVersionView } from '@forms/application';
import type { ContentAuthor, FormContent } from '@forms/domain';
import { formatTimestamp } from '../shared/timestamp';
import { type FormSettingsRepresentation, type FormThemeRepresentation, type QuestionRepresentation, toFormSettingsRepresentation, toQuestionRepresentation, toThemeRepresentation } from './form.mapper';

export interface ContentAuthorRepresentation {
  type: string;
  id: string;
  label: string;
}

export interface ContentChangeRepresentation {
  type: string;
  question_id?: string;
  text: string;
}

export interface FormContentRepresentation {
  title: string;
  questions: QuestionRepresentation[];
  hidden_fields: string[];
  settings: FormSettingsRepresentation;
  theme: FormThemeRepresentation | null;
}

export interface FormVersionSummaryRepresentation {
  version: number;
  created_at: string;
  created_by: ContentAuthorRepresentation;
  changes: ContentChangeRepresentation[];
}

export interface FormVersionRepresentation extends FormVersionSummaryRepresentation {
  form: FormContentRepresentation;
}

export interface FormDraftRepresentation extends FormContentRepresentation {
  based_on_version: number;
  updated_at: string;
  updated_by: ContentAuthorRepresentation;
}

export interface DraftImpactRepresentation {
  question_id: string;
  label: string;
  change: string;
  answered: number;
  text: string;
}

function toAuthorRepresentation(author: ContentAuthor): ContentAuthorRepresentation {
  // Strings are never null in this API, as in the activity log: the service and the command line have no id.
  return { type: author.type, id: author.id ?? '', label: author.label };
}

function toContentRepresentation(content: FormContent): FormContentRepresentation {
  return {
    title: content.title,
    questions: content.questions.map(toQuestionRepresentation),
    hidden_fields: [...content.hiddenFields],
    settings: toFormSettingsRepresentation(content.settings),
    theme: toThemeRepresentation(content.theme),
  };
}

// question_id only on the changes about a question, as the list documents it.
function toChangeRepresentation(change: FormVersionSummaryView['changes'][number]): ContentChangeRepresentation {
  return change.questionId !== undefined ? { type: change.type, question_id: change.questionId, text: change.text } : { type: change.type, text: change.text };
}

export function toVersionSummaryRepresentation(version: FormVersionSummaryView): FormVersionSummaryRepresentation {
  return {
    version: version.version,
    created_at: formatTimestamp(version.createdAt),
    created_by: toAuthorRepresentation(version.createdBy),
    changes: version.changes.map(toChangeRepresentation),
  };
}

export function toVersionRepresentation(version: FormVersionView): FormVersionRepresentation {
  return Object.assign(toVersionSummaryRepresentation(version), { form: toContentRepresentation(version.content) });
}

/** The content's fields sit between based_on_version and updated_at, in toContentRepresentation's order. */
export function toDraftRepresentation(draft: FormDraftView): FormDraftRepresentation {
  const { content } = draft;
  return {
    based_on_version: draft.basedOnVersion,
    title: content.title,
    questions: content.questions.map(toQuestionRepresentation),
    hidden_fields: [...content.hiddenFields],
    settings: toFormSettingsRepresentation(content.settings),
    theme: toThemeRepresentation(content.theme),
    updated_at: formatTimestamp(draft.updatedAt),
    updated_by: toAuthorRepresentation(draft.updatedBy),
  };
}

export function toImpactRepresentation(entry: DraftImpactView): DraftImpactRepresentation {
  return { question_id: entry.questionId, label: entry.label, change: entry.change, answered: entry.answered, text: entry.text };
}
