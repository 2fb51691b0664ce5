import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorMessage, Loading, PageHeading } from '../../components/ui';
import { messageOf } from '../../lib/errors';
import { useFormatDate } from '../../me';
import { kindName } from '../builder/draft';
import { formKeys, useForm } from '../forms/api';
import { FormSections } from '../forms/form-sections';
import { restoreVersion, useVersion, useVersions, type VersionEntry } from './api';

/**
 * A form's versions, newest first: who made each and when, what it changed in words, its questions read
 * only (`View`), and `Restore`, which puts that version in the draft for the builder.
 */
export function HistoryPage() {
  const formId = useParams().formId ?? '';
  const form = useForm(formId);
  const versions = useVersions(formId);
  const [viewing, setViewing] = useState<number | null>(null);
  const title = form.data?.form.title;
  const live = form.data?.form.version;

  return (
    <>
      <p className="breadcrumb">
        <Link to="/forms">Forms</Link> / {title ? <Link to={`/forms/${formId}`}>{title}</Link> : '…'}
      </p>
      <PageHeading title={title ? `History · ${title}` : 'History'}>History{title ? <span className="meta heading-meta"> of {title}</span> : null}</PageHeading>
      <FormSections formId={formId} current="history" />
      {form.isError && <ErrorMessage error={form.error} />}
      {versions.isPending ? (
        <Loading what="the versions" />
      ) : versions.isError ? (
        <ErrorMessage error={versions.error} />
      ) : (
        <>
          <p className="meta">
            {versions.data.pagination.total_records === 1 ? '1 version' : `${versions.data.pagination.total_records} versions`}, newest first
            {versions.data.pagination.total_pages > 1 ? ` (the newest ${versions.data.versions.length} shown)` : ''}.
          </p>
          <ol className="versions" aria-label="Versions">
            {versions.data.versions.map((entry) => (
              <VersionItem
                key={entry.version}
                formId={formId}
                entry={entry}
                live={entry.version === live}
                viewing={viewing === entry.version}
                onView={() => setViewing(viewing === entry.version ? null : entry.version)}
              />
            ))}
          </ol>
        </>
      )}
    </>
  );
}

function VersionItem({ formId, entry, live, viewing, onView }: { formId: string; entry: VersionEntry; live: boolean; viewing: boolean; onView: () => void }) {
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `version-${entry.version}`;

  const restore = async () => {
    setRestoring(true);
    setProblem(null);
    try {
      await restoreVersion(formId, entry.version);
      // The builder reads the draft afresh when it opens; the form's page says what happened.
      queryClient.removeQueries({ queryKey: formKeys.editing(formId) });
      navigate(`/forms/${formId}`, { state: { restored: entry.version } });
    } catch (failure) {
      setProblem(messageOf(failure));
      setRestoring(false);
    }
  };

  return (
    <li className="version" aria-labelledby={headingId}>
      <h2 id={headingId}>
        Version {entry.version}
        {live ? <span className="meta"> (live)</span> : null}
      </h2>
      <p className="meta">
        {entry.created_by.label} · <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
      </p>
      {entry.changes.length === 0 ? (
        <p>{entry.version === 1 ? 'The first version.' : 'No change of content.'}</p>
      ) : (
        <ul className="changes">
          {entry.changes.map((change, at) => (
            <li key={at}>{change.text}</li>
          ))}
        </ul>
      )}
      <div className="actions">
        <button type="button" className="button secondary" aria-expanded={viewing} aria-controls={`${headingId}-content`} onClick={onView}>
          {viewing ? 'Hide' : 'View'}
          <span className="visually-hidden"> version {entry.version}</span>
        </button>
        {!confirm && (
          <button type="button" className="button secondary" onClick={() => setConfirm(true)}>
            Restore<span className="visually-hidden"> version {entry.version}</span>
          </button>
        )}
      </div>
      {confirm && (
        <div role="alertdialog" aria-labelledby={`${headingId}-restore`} className="note confirm">
          <p id={`${headingId}-restore`}>
            Put version {entry.version} in the draft? It replaces the draft if there is one; respondents see nothing until you publish changes.
          </p>
          <div className="actions">
            <button type="button" className="button" disabled={restoring} onClick={() => void restore()} autoFocus>
              {restoring ? 'Restoring…' : `Restore version ${entry.version}`}
            </button>
            <button type="button" className="button secondary" onClick={() => setConfirm(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      <div id={`${headingId}-content`}>{viewing && <VersionContent formId={formId} version={entry.version} />}</div>
    </li>
  );
}

/** A version's questions as they were, read only. */
function VersionContent({ formId, version }: { formId: string; version: number }) {
  const detail = useVersion(formId, version);
  if (detail.isPending) return <Loading what={`version ${version}`} />;
  if (detail.isError) return <ErrorMessage error={detail.error} />;
  const { form } = detail.data.version;
  const questions = [...form.questions].sort((a, b) => a.position - b.position);
  return (
    <section className="version-content" aria-label={`Version ${version} as it was`}>
      <h3>{form.title}</h3>
      {questions.length === 0 ? (
        <p className="empty">No questions.</p>
      ) : (
        <ol className="version-questions">
          {questions.map((question) => (
            <li key={question.id}>
              <strong>{question.label || kindName(question.kind)}</strong>{' '}
              <span className="meta">
                {kindName(question.kind)}
                {question.required ? ', required' : ''}
              </span>
              {question.options.length > 0 && <p className="meta">Options: {question.options.join(', ')}</p>}
            </li>
          ))}
        </ol>
      )}
      {form.hidden_fields.length > 0 && <p className="meta">Hidden fields: {form.hidden_fields.join(', ')}</p>}
    </section>
  );
}
