import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schema } from '../../api';
import { LARGEST_PAGE_SIZE } from '../../lib/server-rules';
import { formKeys } from '../forms/api';

/** Who made a version or last saved a draft: a member, an API key, the CLI or the system. */
export type Actor = Schema<'ContentAuthor'>;
/** One change between a version and the one before, in words. */
export type VersionChange = Schema<'ContentChange'>;
export type VersionEntry = Schema<'FormVersionSummary'>;
/** A form's content: what a version keeps and what a draft holds. */
export type FormContent = Schema<'FormContent'>;
export type VersionDetail = Schema<'FormVersion'>;

/**
 * Where a form's versions sit in the query cache: below the form's own key, so that a write of the form
 * (a publish, a restore published) marks them out of date with everything else that hangs off it.
 */
export const versionKeys = {
  all: (formId: string) => [...formKeys.detail(formId), 'versions'] as const,
  list: (formId: string) => [...versionKeys.all(formId), 'list'] as const,
  one: (formId: string, version: number) => [...versionKeys.all(formId), 'one', version] as const,
};

/** The newest hundred versions, newest first: a form's history rarely runs longer, and the page says so when it does. */
export function useVersions(formId: string) {
  return useQuery({
    queryKey: versionKeys.list(formId),
    queryFn: () =>
      unwrap(api.GET('/api/console/forms/{form_id}/versions', { params: { path: { form_id: formId }, query: { page_size: LARGEST_PAGE_SIZE } } })),
  });
}

/** One version's content exactly as it was; versions never change, so it is kept as long as the page lives. */
export function useVersion(formId: string, version: number | null) {
  return useQuery({
    queryKey: versionKeys.one(formId, version ?? 0),
    queryFn: () =>
      unwrap(api.GET('/api/console/forms/{form_id}/versions/{version}', { params: { path: { form_id: formId, version: version ?? 0 } } })),
    enabled: version !== null,
    staleTime: Infinity,
  });
}

/** Puts a version's content in the draft (started when there is none); nothing live changes. */
export async function restoreVersion(formId: string, version: number): Promise<void> {
  await unwrap(api.POST('/api/console/forms/{form_id}/versions/{version}/restore', { params: { path: { form_id: formId, version } } }));
}
