import type { FormView } from '@forms/application';
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

/** Takes a read-model row or the Form aggregate (its getters have the same names). */
export function toFormRepresentation(form: FormView, baseUrl: string): FormRepresentation {
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
