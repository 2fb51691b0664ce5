import { FORM_STATES, type FormState } from './server-rules';

export { FORM_STATES, type FormState };

export const STATE_LABELS: Record<FormState, string> = {
  draft: 'Draft',
  published: 'Published',
  unpublished: 'Unpublished',
  archived: 'Archived',
};

/** A page number from the address bar: a positive integer, 1 for anything else. */
export function pageOf(search: URLSearchParams): number {
  const raw = search.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The state filter from the address bar; undefined (every form) for a missing or unknown one. */
export function stateOf(search: URLSearchParams): FormState | undefined {
  const raw = search.get('state');
  return (FORM_STATES as readonly string[]).includes(raw ?? '') ? (raw as FormState) : undefined;
}

/** The query string of a list page: page 1 and no filter are left out, so the plain address is the first page. */
export function listSearch(input: { page?: number; state?: FormState }): string {
  const search = new URLSearchParams();
  if (input.state) search.set('state', input.state);
  if (input.page && input.page > 1) search.set('page', String(input.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
