import { useQuery } from '@tanstack/react-query';
import { ErrorMessage, Loading } from '../../components/ui';
import { formKeys } from '../forms/api';
import { Editor } from './editor';
import { loadForEditing } from './form-writes';

/** The editing copy of a form: fetched afresh, never from the lists' cache, for its ETag. */
export function Builder({ formId }: { formId: string }) {
  const loaded = useQuery({
    queryKey: formKeys.editing(formId),
    queryFn: () => loadForEditing(formId),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  if (loaded.isPending) return <Loading what="the builder" />;
  if (loaded.isError) return <ErrorMessage error={loaded.error} />;
  return <Editor initial={loaded.data} formId={formId} />;
}
