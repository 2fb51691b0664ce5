import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, unwrap } from '../../api';
import { ErrorMessage, Loading } from '../../components/ui';
import {
  changeOf,
  draftOf,
  duplicate,
  isDirty,
  KINDS,
  move,
  newQuestion,
  operandsBefore,
  placeOfError,
  renameInConditions,
  type Draft,
  type DraftQuestion,
  type Form,
  type FormChange,
  type QuestionField,
  type QuestionKind,
} from './builder';
import { ApiError, messageOf } from '../../lib/errors';
import { useMe } from '../../me';
import { QuestionCard, questionName, type QuestionErrors } from './question-card';
import { SharePanel } from './share-panel';
import { SettingsPanel, type SettingsErrors } from './settings-panel';

interface Loaded {
  form: Form;
  /** The ETag of the version being edited: a save sends it in If-Match. */
  etag: string | null;
}

async function loadForEditing(formId: string): Promise<Loaded> {
  const call = api.GET('/api/console/forms/{form_id}', { params: { path: { form_id: formId } } });
  const { response } = await call;
  const { form } = await unwrap(call);
  return { form, etag: response.headers.get('ETag') };
}

/** The editing copy of a form: fetched afresh, never from the lists' cache, for its ETag. */
export function Builder({ formId }: { formId: string }) {
  const loaded = useQuery({
    queryKey: ['form-editing', formId],
    queryFn: () => loadForEditing(formId),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  if (loaded.isPending) return <Loading what="the builder" />;
  if (loaded.isError) return <ErrorMessage error={loaded.error} />;
  return <Editor initial={loaded.data} formId={formId} />;
}

interface Errors {
  title?: string;
  questions: Record<string, QuestionErrors>;
  hiddenFields: Record<number, string>;
  settings?: SettingsErrors;
  /** Beside the buttons: a refusal that names no field, or a lost connection. */
  form?: string;
}

const NO_ERRORS: Errors = { questions: {}, hiddenFields: {} };

function errorsOf(message: string, sent: Draft): Errors {
  const place = placeOfError(message);
  if (place.at === 'title') return { ...NO_ERRORS, title: message };
  if (place.at === 'hidden_field') return { ...NO_ERRORS, hiddenFields: { [place.index]: message } };
  if (place.at === 'settings') return { ...NO_ERRORS, settings: { [place.field]: message } };
  if (place.at === 'question') {
    const question = sent.questions[place.index];
    if (question) return { ...NO_ERRORS, questions: { [question.key]: { [place.field]: message } as Record<QuestionField, string> } };
  }
  return { ...NO_ERRORS, form: message };
}

/** After a save: the server's version, keeping the keys the page already uses for each question. */
function draftAfterSave(saved: Form, sent: Draft): Draft {
  const draft = draftOf(saved);
  return { ...draft, questions: draft.questions.map((question, at) => ({ ...question, key: sent.questions[at]?.key ?? question.key })) };
}

type Busy = 'save' | 'publish' | 'unpublish' | 'disable' | 'enable' | 'archive' | 'restore' | 'delete' | 'reload' | null;

const BUSY_LABELS: Record<Exclude<Busy, null>, string> = {
  save: 'Saving…',
  publish: 'Publishing…',
  unpublish: 'Unpublishing…',
  disable: 'Disabling…',
  enable: 'Enabling…',
  archive: 'Archiving…',
  restore: 'Restoring…',
  delete: 'Deleting…',
  reload: 'Loading the current version…',
};

function Editor({ initial, formId }: { initial: Loaded; formId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMe();
  const [base, setBase] = useState<Loaded>(initial);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial.form));
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [busy, setBusy] = useState<Busy>(null);
  const [done, setDone] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const focusNext = useRef<string[] | null>(null);
  const leaving = useRef(false);
  const form = base.form;
  const dirty = isDirty(draft, form);

  // After a move, an addition or a removal React has re-rendered the list: put the focus where the
  // member's next step is (the first of these ids that can take it), as the DOM move itself drops it.
  useLayoutEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    for (const id of wanted) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });

  // Unsaved changes: warn before the tab closes or reloads, and before a link of the app is followed.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || event.defaultPrevented) return;
      if (!window.confirm('This form has unsaved changes. Leave without saving them?')) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  const edit = (next: Draft) => {
    setDraft(next);
    setDone(null);
  };
  const editQuestion = (key: string, change: Partial<DraftQuestion>) => {
    const questions = draft.questions.map((question) => (question.key === key ? { ...question, ...change } : question));
    // A slug renamed: the conditions naming it follow, in the same save.
    const before = draft.questions.find((question) => question.key === key);
    const renamed = change.slug !== undefined && before ? renameInConditions(questions, before.slug.trim(), change.slug.trim()) : questions;
    edit({ ...draft, questions: renamed });
  };
  const moveQuestion = (from: number, to: number, focus: 'buttons' | 'handle') => {
    const key = draft.questions[from].key;
    focusNext.current = focus === 'handle' ? [`q-${key}-handle`] : to < from ? [`q-${key}-up`, `q-${key}-down`] : [`q-${key}-down`, `q-${key}-up`];
    edit({ ...draft, questions: move(draft.questions, from, to) });
  };
  const addQuestion = (kind: QuestionKind) => {
    const question = newQuestion(kind);
    focusNext.current = [`q-${question.key}-label`];
    setAdding(false);
    edit({ ...draft, questions: [...draft.questions, question] });
  };
  const duplicateQuestion = (at: number) => {
    const copy = duplicate(draft.questions[at]);
    focusNext.current = [`q-${copy.key}-label`];
    edit({ ...draft, questions: [...draft.questions.slice(0, at + 1), copy, ...draft.questions.slice(at + 1)] });
  };
  const deleteQuestion = (at: number) => {
    const next = draft.questions[at + 1] ?? draft.questions[at - 1];
    focusNext.current = next ? [`q-${next.key}-label`] : ['add-question'];
    edit({ ...draft, questions: draft.questions.filter((_, n) => n !== at) });
  };

  /** One PATCH with If-Match; true when it applied. */
  const send = async (what: Exclude<Busy, null>, change: FormChange, doneLabel: string): Promise<boolean> => {
    const sent = draft;
    setBusy(what);
    setErrors(NO_ERRORS);
    setDone(null);
    try {
      const { data, error, response } = await api.PATCH('/api/console/forms/{form_id}', {
        params: { path: { form_id: formId }, header: base.etag ? { 'If-Match': base.etag } : {} },
        body: { form: change },
      });
      if (response.status === 412) {
        setConflict(true);
        return false;
      }
      if (!response.ok || !data) {
        const message = typeof (error as { error?: unknown })?.error === 'string' ? (error as { error: string }).error : `The service answered ${response.status}`;
        setErrors(errorsOf(message, sent));
        return false;
      }
      // PATCH carries no ETag: a read right after gives it. Only when that read shows exactly what this
      // save made is its ETag taken; if someone saved in between, the old one stays, so that the next
      // save is refused instead of overwriting their change unseen.
      const fresh = await api.GET('/api/console/forms/{form_id}', { params: { path: { form_id: formId } } });
      const same = fresh.response.ok && fresh.data !== undefined && JSON.stringify(fresh.data.form) === JSON.stringify(data.form);
      setBase({ form: data.form, etag: same ? fresh.response.headers.get('ETag') : base.etag });
      setDraft(draftAfterSave(data.form, sent));
      setDone(doneLabel);
      queryClient.setQueryData(['form', formId], { form: data.form });
      void queryClient.invalidateQueries({ queryKey: ['forms'] });
      return true;
    } catch (failure) {
      setErrors({ ...NO_ERRORS, form: messageOf(failure) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  // A change of state carries the unsaved edits along, so that what is published is what is on screen.
  const withEdits = (change: FormChange): FormChange => (dirty ? { ...changeOf(draft), ...change } : change);

  const reload = async () => {
    setBusy('reload');
    try {
      const current = await loadForEditing(formId);
      setBase(current);
      setDraft(draftOf(current.form));
      setErrors(NO_ERRORS);
      setConflict(false);
      setDone('Loaded the current version');
      queryClient.setQueryData(['form', formId], { form: current.form });
    } catch (failure) {
      setErrors({ ...NO_ERRORS, form: messageOf(failure) });
    } finally {
      setBusy(null);
    }
  };

  const deleteForm = async () => {
    setBusy('delete');
    try {
      await unwrap(api.DELETE('/api/console/forms/{form_id}', { params: { path: { form_id: formId } } }));
      leaving.current = true;
      queryClient.removeQueries({ queryKey: ['form', formId] });
      void queryClient.invalidateQueries({ queryKey: ['forms'] });
      navigate('/forms');
    } catch (failure) {
      setErrors({ ...NO_ERRORS, form: failure instanceof ApiError ? failure.message : messageOf(failure) });
      setBusy(null);
    }
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => draft.questions.findIndex((question) => question.key === id);
  const nameOf = (id: UniqueIdentifier) => {
    const at = indexOf(id);
    return at < 0 ? 'the question' : questionName(draft.questions[at], at);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at position ${indexOf(active.id) + 1} of ${draft.questions.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over position ${indexOf(over.id) + 1} of ${draft.questions.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${indexOf(over.id) + 1} of ${draft.questions.length}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moveQuestion(indexOf(active.id), indexOf(over.id), 'handle');
  };

  const canDelete = me.data?.can.delete_forms === true;
  const status = busy ? BUSY_LABELS[busy] : dirty ? 'Unsaved changes' : (done ?? '');

  return (
    <div className="builder">
      <div className="builder-toolbar">
        <button type="button" className="button" onClick={() => void send('save', changeOf(draft), 'Saved')} disabled={busy !== null} aria-describedby="save-state">
          Save
        </button>
        <span id="save-state" role="status" className={dirty ? 'save-state unsaved' : 'save-state'}>
          {status}
        </span>
        {/* The form's page as respondents see it, in any state, with the member's session: nothing typed there is stored. */}
        <a className="preview-link" href={`${form.attempt_url}/preview`} target="_blank" rel="noopener noreferrer">
          Preview<span className="visually-hidden"> (the form&apos;s page as respondents see it, in a new tab; answers are not stored)</span>
        </a>
      </div>

      {conflict && (
        <div role="alert" className="note conflict">
          <p>Someone else changed this form. Reload to see their version; the changes you made here and did not save will be lost.</p>
          <button type="button" className="button" onClick={() => void reload()} disabled={busy !== null}>
            Reload
          </button>
        </div>
      )}
      {errors.form && (
        <p role="alert" className="error">
          {errors.form}
        </p>
      )}
      {form.submissions_count > 0 && (
        <p className="note">
          This form has {form.submissions_count === 1 ? '1 response' : `${form.submissions_count} responses`}. Stored responses keep the questions as
          they were when answered: changes here apply to new responses only.
        </p>
      )}

      <section className="builder-panel" aria-labelledby="publishing-heading">
        <h2 id="publishing-heading">Publishing</h2>
        <div className="actions">
          {form.is_archived ? (
            <button type="button" className="button secondary" disabled={busy !== null} onClick={() => void send('restore', { is_archived: false }, 'Restored')}>
              Restore
            </button>
          ) : (
            <>
              {form.is_published ? (
                <button type="button" className="button secondary" disabled={busy !== null} onClick={() => void send('unpublish', withEdits({ is_published: false }), 'Unpublished')}>
                  Unpublish
                </button>
              ) : (
                <button type="button" className="button" disabled={busy !== null} onClick={() => void send('publish', withEdits({ is_published: true }), 'Published')}>
                  Publish
                </button>
              )}
              {/* A pause that keeps the form published: its link takes no responses until it is enabled again. */}
              {form.is_disabled ? (
                <button type="button" className="button secondary" disabled={busy !== null} onClick={() => void send('enable', withEdits({ is_disabled: false }), 'Enabled')}>
                  Enable
                </button>
              ) : (
                <button type="button" className="button secondary" disabled={busy !== null} onClick={() => void send('disable', withEdits({ is_disabled: true }), 'Disabled')}>
                  Disable
                </button>
              )}
              <button type="button" className="button secondary" disabled={busy !== null} onClick={() => void send('archive', withEdits({ is_archived: true }), 'Archived')}>
                Archive
              </button>
            </>
          )}
          {canDelete && !confirmDelete && (
            <button type="button" className="button danger" disabled={busy !== null} onClick={() => setConfirmDelete(true)}>
              Delete form
            </button>
          )}
        </div>
        {form.is_disabled && !form.is_archived && <p className="hint">Disabled: the form&apos;s link takes no responses until it is enabled.</p>}
        {canDelete && confirmDelete && (
          <div role="alertdialog" aria-labelledby="delete-question" className="note confirm">
            <p id="delete-question">
              Delete “{form.title}” and {form.submissions_count === 1 ? 'its 1 response' : `its ${form.submissions_count} responses`} for good?
            </p>
            <div className="actions">
              <button type="button" className="button danger" disabled={busy !== null} onClick={() => void deleteForm()} autoFocus>
                Delete for good
              </button>
              <button type="button" className="button secondary" onClick={() => setConfirmDelete(false)}>
                Cancel
              </button>
            </div>
          </div>
        )}
      </section>

      <div className="field title-field">
        <label htmlFor="form-title">Title</label>
        <input
          id="form-title"
          type="text"
          value={draft.title}
          onChange={(event) => edit({ ...draft, title: event.target.value })}
          {...(errors.title ? { 'aria-invalid': true, 'aria-describedby': 'form-title-error' } : {})}
        />
        {errors.title && (
          <p className="field-error" id="form-title-error">
            {errors.title}
          </p>
        )}
      </div>

      <section aria-labelledby="questions-heading">
        <h2 id="questions-heading">Questions</h2>
        {draft.questions.length === 0 && <p className="empty">No questions yet. Add the first one below.</p>}
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
          <SortableContext items={draft.questions.map((question) => question.key)} strategy={verticalListSortingStrategy}>
            <ol className="question-list">
              {draft.questions.map((question, at) => (
                <QuestionCard
                  key={question.key}
                  question={question}
                  index={at}
                  count={draft.questions.length}
                  errors={errors.questions[question.key] ?? {}}
                  operands={operandsBefore(draft, at)}
                  onChange={(change) => editQuestion(question.key, change)}
                  onMove={(to) => moveQuestion(at, to, 'buttons')}
                  onDuplicate={() => duplicateQuestion(at)}
                  onDelete={() => deleteQuestion(at)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
        <div
          className="add-question"
          onKeyDown={(event) => {
            // Escape closes the open list as it would a menu, and the focus goes back to the button that opened it.
            if (event.key !== 'Escape' || !adding) return;
            event.preventDefault();
            setAdding(false);
            addButton.current?.focus();
          }}
        >
          <button
            ref={addButton}
            type="button"
            id="add-question"
            className="button secondary"
            aria-expanded={adding}
            aria-controls="kind-menu"
            onClick={() => setAdding(!adding)}
          >
            Add question
          </button>
          {adding && (
            <ul id="kind-menu" className="kind-menu" aria-label="Kinds of question">
              {KINDS.map(({ kind, name }) => (
                <li key={kind}>
                  <button type="button" className="button secondary small" onClick={() => addQuestion(kind)}>
                    {name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="section" aria-labelledby="hidden-heading">
        <h2 id="hidden-heading">Hidden fields</h2>
        <p className="hint">Values taken from the link&apos;s query string (such as ?utm_source=newsletter) and stored with each response.</p>
        <ol className="option-list">
          {draft.hiddenFields.map((name, at) => (
            <li key={at} className="option-row">
              <label htmlFor={`hidden-${at}`}>Hidden field {at + 1}</label>
              <input
                id={`hidden-${at}`}
                type="text"
                value={name}
                onChange={(event) => edit({ ...draft, hiddenFields: draft.hiddenFields.map((field, n) => (n === at ? event.target.value : field)) })}
                {...(errors.hiddenFields[at] ? { 'aria-invalid': true, 'aria-describedby': `hidden-${at}-error` } : {})}
              />
              <button
                type="button"
                className="button secondary small"
                aria-label={`Remove hidden field ${at + 1}: ${name.trim() || 'empty'}`}
                onClick={() => {
                  focusNext.current = ['add-hidden-field'];
                  edit({ ...draft, hiddenFields: draft.hiddenFields.filter((_, n) => n !== at) });
                }}
              >
                Remove
              </button>
              {errors.hiddenFields[at] && (
                <p className="field-error" id={`hidden-${at}-error`}>
                  {errors.hiddenFields[at]}
                </p>
              )}
            </li>
          ))}
        </ol>
        <button
          type="button"
          id="add-hidden-field"
          className="button secondary small"
          onClick={() => {
            focusNext.current = [`hidden-${draft.hiddenFields.length}`];
            edit({ ...draft, hiddenFields: [...draft.hiddenFields, ''] });
          }}
        >
          Add hidden field
        </button>
      </section>

      <SettingsPanel
        settings={draft.settings}
        questions={draft.questions}
        errors={errors.settings ?? {}}
        onChange={(change) => edit({ ...draft, settings: { ...draft.settings, ...change } })}
      />

      <SharePanel form={form} />
    </div>
  );
}
