import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { api, unwrap } from '../../api';
import { ErrorMessage, Loading, PageHeading } from '../../components/ui';
import { heldBackNotice } from './confirmation-emails';
import { STATE_LABELS } from '../../lib/list-params';
import { useFormatDate } from '../../me';
import { formKeys, useForm } from './api';
import { FormSections } from './form-sections';

// The builder, with drag and drop and the QR code, is loaded only when a form is opened: the first load
// of the console stays small.
const Builder = lazy(() => import('../builder/builder').then((module) => ({ default: module.Builder })));

/** One form: its facts, and the builder that edits, publishes and shares it. */
export function FormPage() {
  const { formId = '' } = useParams();
  const formatDate = useFormatDate();
  const form = useForm(formId);
  // Respondents' confirmations the daily limits kept back: the owner learns why someone got no email.
  const confirmations = useQuery({
    queryKey: formKeys.confirmationEmails(formId),
    queryFn: () => unwrap(api.GET('/api/console/forms/{form_id}/confirmation-emails', { params: { path: { form_id: formId } } })),
  });
  // Back from History after `Restore`: the builder below opens on the draft that version is now in.
  const restored = (useLocation().state as { restored?: number } | null)?.restored;
  const heldBack = confirmations.data ? heldBackNotice(confirmations.data.confirmation_emails) : null;

  if (form.isPending) {
    return (
      <>
        <PageHeading title="Form">Form</PageHeading>
        <Loading what="the form" />
      </>
    );
  }
  if (form.isError) {
    return (
      <>
        <PageHeading title="Form">Form</PageHeading>
        <ErrorMessage error={form.error} />
        <p>
          <Link to="/forms">Back to forms</Link>
        </p>
      </>
    );
  }
  const { form: shown } = form.data;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/forms">Forms</Link>
      </p>
      <PageHeading title={shown.title}>{shown.title}</PageHeading>
      <FormSections formId={formId} current="form" />
      <dl className="facts">
        <div>
          <dt>State</dt>
          <dd>{STATE_LABELS[shown.state]}</dd>
        </div>
        <div>
          <dt>Responses</dt>
          <dd>{shown.submissions_count}</dd>
        </div>
        <div>
          <dt>Questions</dt>
          <dd>{shown.questions.length}</dd>
        </div>
        <div>
          <dt>Last change</dt>
          <dd>
            <time dateTime={shown.updated_at}>{formatDate(shown.updated_at)}</time>
          </dd>
        </div>
      </dl>
      {restored !== undefined && (
        <p className="note" role="status">
          Version {restored} is in the draft. Respondents see nothing of it until you publish changes.
        </p>
      )}
      {heldBack && (
        <p className="hint" role="status">
          {heldBack}
        </p>
      )}
      <Suspense fallback={<Loading what="the builder" />}>
        <Builder key={formId} formId={formId} />
      </Suspense>
    </>
  );
}
