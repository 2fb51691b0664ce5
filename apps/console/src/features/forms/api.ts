import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, PAGE_SIZE, unwrap, type Schema } from '../../api';
import { LARGEST_PAGE_SIZE, type FormState } from '../../lib/server-rules';

type Form = Schema<'FormV2'>;

/**
 * Where every piece of a form's data sits in the query cache. The form itself is under one key,
 * `detail(id)`, shared by its page, the builder's save, the responses and the summary; what hangs off a
 * form (responses, summary, analytics, held-back emails) sits below that key, so that one call marks all
 * of it out of date. The lists are apart: a form's change only marks them stale.
 */
export const formKeys = {
  all: ['forms'] as const,
  lists: () => [...formKeys.all, 'list'] as const,
  list: (filter: { state: FormState | undefined; page: number }) => [...formKeys.lists(), filter] as const,
  /** The newest hundred forms, to pick one from (the webhook form). */
  choices: () => [...formKeys.lists(), 'choices'] as const,
  detail: (formId: string) => [...formKeys.all, 'detail', formId] as const,
  confirmationEmails: (formId: string) => [...formKeys.detail(formId), 'confirmation-emails'] as const,
  submissions: (formId: string) => [...formKeys.detail(formId), 'submissions'] as const,
  submissionPage: (formId: string, query: object) => [...formKeys.submissions(formId), 'page', query] as const,
  submission: (formId: string, submissionId: string) => [...formKeys.submissions(formId), 'one', submissionId] as const,
  summary: (formId: string, query: object) => [...formKeys.detail(formId), 'summary', query] as const,
  analytics: (formId: string, query: object) => [...formKeys.detail(formId), 'analytics', query] as const,
  funnel: (formId: string, query: object) => [...formKeys.detail(formId), 'funnel', query] as const,
  /**
   * The builder's editing copy, fetched afresh for its ETag and dropped when the builder closes. It is
   * outside the form's key on purpose: marking the form stale must not reload what the member is editing.
   */
  editing: (formId: string) => ['form-editing', formId] as const,
};

/** One form, as its page, its responses and its summary show it. */
export function useForm(formId: string) {
  return useQuery({
    queryKey: formKeys.detail(formId),
    queryFn: () => unwrap(api.GET('/api/console/forms/{form_id}', { params: { path: { form_id: formId } } })),
  });
}

/** One page of the forms list, in one state or all. */
export function useFormsList(state: FormState | undefined, page: number) {
  return useQuery({
    queryKey: formKeys.list({ state, page }),
    queryFn: () => unwrap(api.GET('/api/console/forms', { params: { query: { state, page_number: page, page_size: PAGE_SIZE } } })),
    // The old page stays on screen while the next one loads, instead of a flash of "Loading".
    placeholderData: keepPreviousData,
  });
}

/** The newest forms to pick from: enough for a menu without loading every form. */
export function useFormChoices() {
  return useQuery({
    queryKey: formKeys.choices(),
    queryFn: () => unwrap(api.GET('/api/console/forms', { params: { query: { page_size: LARGEST_PAGE_SIZE } } })),
  });
}

/**
 * A write answered with the form as it now is: every view of it shows that at once, and what is derived
 * from it (responses shown by question, the summary, the lists) is fetched again when next shown.
 */
export function formWritten(queryClient: QueryClient, form: Form): void {
  queryClient.setQueryData(formKeys.detail(form.id), { form });
  // 'none': nothing on screen is fetched again now (the builder's page has just been given the form);
  // Responses and Summary load afresh when opened.
  const detail = formKeys.detail(form.id);
  void queryClient.invalidateQueries({ queryKey: detail, refetchType: 'none', predicate: (query) => query.queryKey.length > detail.length });
  void queryClient.invalidateQueries({ queryKey: formKeys.lists() });
}

/** The form is gone: its data leaves the cache and the lists load again. */
export function formDeleted(queryClient: QueryClient, formId: string): void {
  queryClient.removeQueries({ queryKey: formKeys.detail(formId) });
  void queryClient.invalidateQueries({ queryKey: formKeys.lists() });
}

/**
 * A response is gone: everything about its form is out of date (its count, its pages of responses, its
 * summary) and so are the lists; the response itself is not asked for again, which would only bring a 404.
 */
export function submissionDeleted(queryClient: QueryClient, formId: string, submissionId: string): void {
  const gone = JSON.stringify(formKeys.submission(formId, submissionId));
  void queryClient.invalidateQueries({ queryKey: formKeys.detail(formId), predicate: (query) => JSON.stringify(query.queryKey) !== gone });
  void queryClient.invalidateQueries({ queryKey: formKeys.lists() });
}
