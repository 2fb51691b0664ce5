import type { FormSummaryView, FormView } from '@forms/application';
import { formatTimestamp } from './timestamp';

export interface FormRepresentation {
  id: string;
  title: string;
  is_published: boolean;
  state: string;
  created_at: string;
  updated_at: string;
  submissions_count: number;
  attempt_url: string;
  is_archived: boolean;
  is_disabled: boolean;
  is_suspended: boolean;
  created_by: string;
}

export interface QuestionRepresentation {
  id: string;
  kind: string;
  label: string;
  slug: string;
  position: number;
  required: boolean;
  options: string[];
  scale: number | null;
  /** file_upload only: other kinds show exactly the fields they always had. */
  max_size_mb?: number;
  accepted_types?: string[];
}

/** The v2 form: the twelve fields of the specification, its questions and its hidden fields. */
export interface FormV2Representation extends FormRepresentation {
  questions: QuestionRepresentation[];
  hidden_fields: string[];
}

/** The twelve fields of the specification's Form, the same in v1 and v2. */
export function toFormRepresentation(form: FormSummaryView, baseUrl: string): FormRepresentation {
  return {
    id: form.id,
    title: form.title,
    is_published: form.isPublished,
    state: form.state,
    created_at: formatTimestamp(form.createdAt),
    updated_at: formatTimestamp(form.updatedAt),
    submissions_count: form.submissionsCount,
    attempt_url: `${baseUrl}/forms/${form.id}`,
    is_archived: form.isArchived,
    is_disabled: form.isDisabled,
    is_suspended: form.isSuspended,
    created_by: form.createdBy,
  };
}

export function toFormV2Representation(form: FormView, baseUrl: string): FormV2Representation {
  return {
    ...toFormRepresentation(form, baseUrl),
    questions: form.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      label: question.label,
      slug: question.slug,
      position: question.position,
      required: question.required,
      options: question.options,
      scale: question.scale,
      ...(question.kind === 'file_upload' && { max_size_mb: question.maxSizeMb, accepted_types: question.acceptedTypes }),
    })),
    hidden_fields: form.hiddenFields,
  };
}
