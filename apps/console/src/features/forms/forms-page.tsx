import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api, unwrap } from '../../api';
import { ErrorMessage, Loading, PageHeading, Pagination } from '../../components/ui';
import { FORM_STATES, listSearch, pageOf, STATE_LABELS, stateOf, type FormState } from '../../lib/list-params';
import { useFormatDate } from '../../me';
import { formWritten, useFormsList } from './api';

export function FormsPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const state = stateOf(search);
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const forms = useFormsList(state, page);

  const create = useMutation({
    mutationFn: () => unwrap(api.POST('/api/console/forms', { body: { form: { title: 'Untitled form' } } })),
    onSuccess: ({ form }) => {
      // The form page opens with what the creation answered, and the lists fetch again when next shown.
      formWritten(queryClient, form);
      navigate(`/forms/${form.id}`);
    },
  });

  const onFilter = (value: string) => setSearch(listSearch({ state: (value || undefined) as FormState | undefined }));

  return (
    <>
      <div className="page-top">
        <PageHeading title="Forms">Forms</PageHeading>
        <div className="actions">
          <button type="button" className="button" onClick={() => create.mutate()} disabled={create.isPending} aria-describedby={create.isError ? 'new-form-error' : undefined}>
            New form
          </button>
          {create.isPending && <span role="status">Creating…</span>}
          {create.isError && <ErrorMessage error={create.error} id="new-form-error" />}
        </div>
      </div>

      <div className="filters">
        <label htmlFor="state-filter">State</label>
        <select id="state-filter" value={state ?? ''} onChange={(event) => onFilter(event.target.value)}>
          <option value="">All forms</option>
          {FORM_STATES.map((value) => (
            <option key={value} value={value}>
              {STATE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>

      {forms.isPending ? (
        <Loading what="forms" />
      ) : forms.isError ? (
        <ErrorMessage error={forms.error} />
      ) : forms.data.forms.length === 0 ? (
        <p className="empty">{state ? `No ${STATE_LABELS[state].toLowerCase()} forms.` : 'No forms yet. Make the first one with New form.'}</p>
      ) : (
        <>
          <table className="table" aria-busy={forms.isFetching}>
            <caption className="visually-hidden">
              {forms.data.total_count === 1 ? '1 form' : `${forms.data.total_count} forms`}
              {state ? `, ${STATE_LABELS[state].toLowerCase()}` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">State</th>
                <th scope="col" className="number">
                  Responses
                </th>
                <th scope="col">Last change</th>
              </tr>
            </thead>
            <tbody>
              {forms.data.forms.map((form) => (
                <tr key={form.id}>
                  <td data-label="Title">
                    <Link to={`/forms/${form.id}`}>{form.title}</Link>
                  </td>
                  <td data-label="State">
                    <span className={`badge ${form.state}`}>{STATE_LABELS[form.state]}</span>
                  </td>
                  <td data-label="Responses" className="number">
                    {/* The count is the link to the responses; its name says whose they are. */}
                    <Link to={`/forms/${form.id}/responses`} aria-label={`${form.submissions_count === 1 ? '1 response' : `${form.submissions_count} responses`} to ${form.title}`}>
                      {form.submissions_count}
                    </Link>
                  </td>
                  <td data-label="Last change">
                    <time dateTime={form.updated_at}>{formatDate(form.updated_at)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination label="Pages of forms" pagination={forms.data.pagination} hrefOf={(next) => `/forms${listSearch({ state, page: next })}`} />
        </>
      )}
    </>
  );
}
