import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { api, PAGE_SIZE, unwrap, type Schema } from '../../api';
import { ErrorMessage, Loading, PageHeading, Pagination } from '../../components/ui';
import { dayOf, rangeQuery, responsesSearch } from './date-range';
import { pageOf } from '../../lib/list-params';
import { useFormatDate, useMe } from '../../me';
import { ConfirmAction } from '../../components/admin-parts';
import { formKeys, submissionDeleted, useForm } from '../forms/api';
import { FormSections } from '../forms/form-sections';
import { ResponseTabs } from './partial-responses';

/** The answer a submission gave a question: matched by slug, which the answer keeps with its label. */
function answerTo(submission: Schema<'Submission'>, question: Schema<'Question'>): string {
  const response = submission.responses.find((item) => item.slug === question.slug) ?? submission.responses.find((item) => item.label === question.label);
  return response?.value ?? '';
}

/** The version of the form a submission answered, as the History view names it: `v2`. */
export function versionName(version: number): string {
  return `v${version}`;
}

/** A form's responses, newest first, one server-side page at a time, within the days the member picks. */
export function ResponsesPage() {
  const formId = useParams().formId ?? '';
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const from = dayOf(search.get('from'));
  const to = dayOf(search.get('to'));
  const zone = useMe().data?.member.time_zone || 'UTC';
  const formatDate = useFormatDate();
  const form = useForm(formId);
  const range = rangeQuery({ from, to }, zone);
  const submissions = useQuery({
    queryKey: formKeys.submissionPage(formId, { page, ...range }),
    queryFn: () =>
      unwrap(
        api.GET('/api/console/forms/{form_id}/submissions', {
          params: { path: { form_id: formId }, query: { page_number: page, page_size: PAGE_SIZE, order: 'newest', ...range } },
        }),
      ),
    placeholderData: keepPreviousData,
  });

  const title = form.data?.form.title;
  const questions = [...(form.data?.form.questions ?? [])].sort((a, b) => a.position - b.position);
  const filtered = Boolean(from || to);
  const deleted = (useLocation().state as { deleted?: boolean } | null)?.deleted === true;

  return (
    <>
      <p className="breadcrumb">
        <Link to="/forms">Forms</Link> / {title ? <Link to={`/forms/${formId}`}>{title}</Link> : '…'}
      </p>
      <PageHeading title={title ? `Responses · ${title}` : 'Responses'}>Responses{title ? <span className="meta heading-meta"> to {title}</span> : null}</PageHeading>
      <FormSections formId={formId} current="responses" />
      <ResponseTabs formId={formId} current="all" partialShown={form.data?.form.settings.save_partial_responses === true} />
      {form.isError && <ErrorMessage error={form.error} />}
      <p role="status" className="meta">
        {deleted ? 'The response was deleted.' : ''}
      </p>
      <DateFilter
        key={`${from ?? ''}-${to ?? ''}`}
        from={from}
        to={to}
        zone={zone}
        onApply={(next) => setSearch(responsesSearch(next))}
      />
      {submissions.isPending || form.isPending ? (
        <Loading what="responses" />
      ) : submissions.isError ? (
        <ErrorMessage error={submissions.error} />
      ) : submissions.data.submissions.length === 0 ? (
        <p className="empty">{filtered ? 'No responses in these days.' : 'No responses yet.'}</p>
      ) : (
        <>
          <p className="meta" role="status">
            {submissions.data.total_count === 1 ? '1 response' : `${submissions.data.total_count} responses`}
            {filtered ? ' in these days' : ''}, newest first, times in {zone}.
          </p>
          <div className="table-scroll" role="region" aria-labelledby="responses-caption" tabIndex={0}>
            <table className="table responses" aria-busy={submissions.isFetching}>
              <caption id="responses-caption" className="visually-hidden">
                Responses{title ? ` to ${title}` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Submitted</th>
                  <th scope="col">Version</th>
                  {questions.map((question) => (
                    <th key={question.id} scope="col">
                      {question.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {submissions.data.submissions.map((submission) => (
                  <tr key={submission.id}>
                    <td data-label="Submitted">
                      <Link to={`/forms/${formId}/responses/${submission.id}`}>
                        <time dateTime={submission.created_at}>{formatDate(submission.created_at)}</time>
                      </Link>
                    </td>
                    <td data-label="Version">{versionName(submission.form_version)}</td>
                    {questions.map((question) => (
                      <td key={question.id} data-label={question.label} className="break">
                        {answerTo(submission, question)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label="Pages of responses"
            pagination={submissions.data.pagination}
            hrefOf={(next) => `/forms/${formId}/responses${responsesSearch({ from, to, page: next })}`}
          />
        </>
      )}
    </>
  );
}

function DateFilter({ from, to, zone, onApply }: { from?: string; to?: string; zone: string; onApply: (range: { from?: string; to?: string }) => void }) {
  const [start, setStart] = useState(from ?? '');
  const [end, setEnd] = useState(to ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (start && end && start > end) {
      setProblem('The first day comes after the last one.');
      return;
    }
    setProblem(null);
    onApply({ from: start || undefined, to: end || undefined });
  };
  return (
    <form className="filters date-filter" onSubmit={onSubmit} noValidate aria-label="Dates">
      <div className="field">
        <label htmlFor="responses-from">From</label>
        <input id="responses-from" type="date" value={start} onChange={(event) => setStart(event.target.value)} aria-describedby="dates-hint" />
      </div>
      <div className="field">
        <label htmlFor="responses-to">To</label>
        <input
          id="responses-to"
          type="date"
          value={end}
          onChange={(event) => setEnd(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'dates-hint dates-error' : 'dates-hint'}
        />
      </div>
      <div className="actions">
        <button type="submit" className="button secondary">
          Show
        </button>
        {(from || to) && (
          <button type="button" className="button secondary" onClick={() => onApply({})}>
            All dates
          </button>
        )}
      </div>
      <p className="hint" id="dates-hint">
        Both days included, in {zone}.
      </p>
      {problem && (
        <p className="field-error" role="alert" id="dates-error">
          {problem}
        </p>
      )}
    </form>
  );
}

/** One response: every answer, the hidden fields, the device and address it came from, and Delete for Admins. */
export function ResponsePage() {
  const { formId = '', submissionId = '' } = useParams();
  const formatDate = useFormatDate();
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm(formId);
  const submission = useQuery({
    queryKey: formKeys.submission(formId, submissionId),
    queryFn: () =>
      unwrap(api.GET('/api/console/forms/{form_id}/submissions/{submission_id}', { params: { path: { form_id: formId, submission_id: submissionId } } })),
  });
  const remove = useMutation({
    mutationFn: () =>
      unwrap(api.DELETE('/api/console/forms/{form_id}/submissions/{submission_id}', { params: { path: { form_id: formId, submission_id: submissionId } } })),
    onSuccess: () => {
      submissionDeleted(queryClient, formId, submissionId);
      navigate(`/forms/${formId}/responses`, { state: { deleted: true } });
    },
  });
  const title = form.data?.form.title;
  const listHref = `/forms/${formId}/responses`;

  return (
    <>
      <p className="breadcrumb">
        <Link to="/forms">Forms</Link> / {title ? <Link to={`/forms/${formId}`}>{title}</Link> : '…'} / <Link to={listHref}>Responses</Link>
      </p>
      <PageHeading title={title ? `Response · ${title}` : 'Response'}>Response</PageHeading>
      {submission.isPending ? (
        <Loading what="the response" />
      ) : submission.isError ? (
        <ErrorMessage error={submission.error} />
      ) : (
        <ResponseDetails submission={submission.data.submission} formatDate={formatDate} />
      )}
      {submission.isSuccess && me.data?.can.delete_submissions && (
        <div className="section">
          <ConfirmAction
            label="Delete"
            question="Delete this response for good? It cannot be brought back."
            confirmLabel="Delete response"
            pending={remove.isPending}
            error={remove.isError ? remove.error : undefined}
            onConfirm={() => remove.mutate()}
          />
        </div>
      )}
    </>
  );
}

/** A file answer: a download of the file it names through the console's own API, with the session. */
function FileAnswer({ answer }: { answer: Schema<'SubmissionResponse'> }) {
  if (!answer.file_id) return <>{answer.value || '—'}</>;
  return (
    <a href={`/api/console/files/${answer.file_id}`} download>
      Download file
    </a>
  );
}

function ResponseDetails({ submission, formatDate }: { submission: Schema<'Submission'>; formatDate: (iso: string) => string }) {
  const agent = submission.user_agent;
  const answers = [...submission.responses].sort((a, b) => a.position - b.position);
  const hidden = submission.field_values as Array<{ field?: unknown; value?: unknown }>;
  const browser = [agent.name, agent.version].filter(Boolean).join(' ');
  const system = [agent.operating_system, agent.operating_system_version].filter(Boolean).join(' ');
  const device = [agent.device_name, agent.device_type].filter(Boolean).join(', ');
  return (
    <>
      <p>
        Submitted <time dateTime={submission.created_at}>{formatDate(submission.created_at)}</time>, answering version{' '}
        {versionName(submission.form_version)} of the form
      </p>
      <section aria-labelledby="answers-heading" className="section tight">
        <h2 id="answers-heading">Answers</h2>
        {answers.length === 0 ? (
          <p className="empty">No answers.</p>
        ) : (
          <dl className="answers">
            {answers.map((answer) => (
              <div key={answer.id}>
                <dt>{answer.label}</dt>
                <dd className="break">{answer.kind === 'file_upload' ? <FileAnswer answer={answer} /> : answer.value || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="hidden-heading" className="section tight">
        <h2 id="hidden-heading">Hidden fields</h2>
        {hidden.length === 0 ? (
          <p className="empty">None.</p>
        ) : (
          <dl className="answers">
            {hidden.map((item, index) => (
              <div key={`${String(item.field)}-${index}`}>
                <dt>{String(item.field ?? '')}</dt>
                <dd className="break">{String(item.value ?? '')}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="device-heading" className="section tight">
        <h2 id="device-heading">Sent from</h2>
        <dl className="answers">
          <div>
            <dt>Browser</dt>
            <dd>{browser || 'Unknown'}</dd>
          </div>
          <div>
            <dt>System</dt>
            <dd>{system || 'Unknown'}</dd>
          </div>
          <div>
            <dt>Device</dt>
            <dd>{device || 'Unknown'}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{agent.ip_address || 'Unknown'}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
