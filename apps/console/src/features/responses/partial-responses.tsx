import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { api, PAGE_SIZE, unwrap, type Schema } from '../../api';
import { ConfirmAction } from '../../components/admin-parts';
import { ErrorMessage, Loading, PageHeading, Pagination } from '../../components/ui';
import { pageOf } from '../../lib/list-params';
import { useFormatDate, useMe } from '../../me';
import { formKeys, useForm } from '../forms/api';
import { FormSections } from '../forms/form-sections';

/** The query keys of a form's partial responses, under the form's own so that a change of the form refreshes them. */
export const partialKeys = {
  all: (formId: string) => [...formKeys.detail(formId), 'partial-responses'] as const,
  page: (formId: string, page: number) => [...partialKeys.all(formId), { page }] as const,
};

/** The two lists of a form's responses: those sent, and (when the form keeps them) the visits that stopped. */
export function ResponseTabs({ formId, current, partialShown }: { formId: string; current: 'all' | 'partial'; partialShown: boolean }) {
  if (!partialShown && current === 'all') return null;
  return (
    <nav aria-label="Responses" className="form-sections">
      <ul>
        <li>
          <Link to={`/forms/${formId}/responses`} aria-current={current === 'all' ? 'page' : undefined}>
            Submitted
          </Link>
        </li>
        <li>
          <Link to={`/forms/${formId}/responses/partial`} aria-current={current === 'partial' ? 'page' : undefined}>
            Partial
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function PartialResponse({ formId, partial, mayDelete }: { formId: string; partial: Schema<'PartialResponse'>; mayDelete: boolean }) {
  const queryClient = useQueryClient();
  const formatDate = useFormatDate();
  const remove = useMutation({
    mutationFn: () =>
      unwrap(api.DELETE('/api/console/forms/{form_id}/partial_responses/{partial_response_id}', { params: { path: { form_id: formId, partial_response_id: partial.id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partialKeys.all(formId) }),
  });
  const headingId = `partial-${partial.id}`;
  return (
    <li className="section" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Stopped on page {partial.last_page}, last active {formatDate(partial.updated_at)}
      </h3>
      {partial.responses.length === 0 ? (
        <p className="meta">No answers yet.</p>
      ) : (
        <dl>
          {partial.responses.map((response) => (
            <div key={response.id}>
              <dt>{response.label}</dt>
              <dd>{response.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {mayDelete && (
        <ConfirmAction
          label="Delete"
          question="Delete these answers for good? They cannot be brought back, and the respondent's link to continue later ends."
          confirmLabel="Delete partial response"
          pending={remove.isPending}
          error={remove.isError ? remove.error : undefined}
          onConfirm={() => remove.mutate()}
        />
      )}
    </li>
  );
}

/** The visits of a form that stopped before sending, the most recently active first: never counted as responses. */
export function PartialResponsesPage() {
  const formId = useParams().formId ?? '';
  const [search] = useSearchParams();
  const page = pageOf(search);
  const form = useForm(formId);
  const me = useMe();
  const partials = useQuery({
    queryKey: partialKeys.page(formId, page),
    queryFn: () =>
      unwrap(api.GET('/api/console/forms/{form_id}/partial_responses', { params: { path: { form_id: formId }, query: { page_number: page, page_size: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
  const title = form.data?.form.title;
  const keeps = form.data?.form.settings.save_partial_responses === true;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/forms">Forms</Link> / {title ? <Link to={`/forms/${formId}`}>{title}</Link> : '…'}
      </p>
      <PageHeading title={title ? `Partial responses · ${title}` : 'Partial responses'}>
        Partial responses{title ? <span className="meta heading-meta"> to {title}</span> : null}
      </PageHeading>
      <FormSections formId={formId} current="responses" />
      <ResponseTabs formId={formId} current="partial" partialShown={keeps} />
      {form.isSuccess && !keeps && <p className="meta">This form does not keep partial responses: turn it on in the form&apos;s settings.</p>}
      {partials.isPending ? (
        <Loading what="partial responses" />
      ) : partials.isError ? (
        <ErrorMessage error={partials.error} />
      ) : partials.data.partial_responses.length === 0 ? (
        <p className="empty">No partial responses.</p>
      ) : (
        <>
          <p className="meta" role="status">
            {partials.data.pagination.total_records === 1 ? '1 visit stopped' : `${partials.data.pagination.total_records} visits stopped`} before sending, most recently active first.
          </p>
          <ul className="plain-list">
            {partials.data.partial_responses.map((partial) => (
              <PartialResponse key={partial.id} formId={formId} partial={partial} mayDelete={me.data?.can.delete_submissions === true} />
            ))}
          </ul>
          <Pagination pagination={partials.data.pagination} hrefOf={(next) => `/forms/${formId}/responses/partial?page=${next}`} label="Partial response pages" />
        </>
      )}
    </>
  );
}
