import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../lib/errors';
import { formDeleted, formWritten } from '../forms/api';
import { errorsOf, NO_ERRORS, type BuilderErrors } from './builder-errors';
import { draftOf, type Draft, type Form, type FormChange } from './draft';
import { deleteForm, loadForEditing, saveForm, type Loaded } from './form-writes';

export type Busy = 'save' | 'publish' | 'unpublish' | 'disable' | 'enable' | 'archive' | 'restore' | 'delete' | 'reload';

export const BUSY_LABELS: Record<Busy, string> = {
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

/** After a save: the server's version, keeping the keys the page already uses for each question. */
function draftAfterSave(saved: Form, sent: Draft): Draft {
  const draft = draftOf(saved);
  return { ...draft, questions: draft.questions.map((question, at) => ({ ...question, key: sent.questions[at]?.key ?? question.key })) };
}

/**
 * Everything the builder sends: saves and changes of state (with If-Match), reloading after a conflict,
 * deleting. It keeps the version being edited, what is under way, what went wrong and where, and
 * tells the rest of the console's cache about each write.
 */
export function useFormWrites(formId: string, initial: Loaded, draft: Draft, setDraft: Dispatch<SetStateAction<Draft>>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [base, setBase] = useState<Loaded>(initial);
  const [errors, setErrors] = useState<BuilderErrors>(NO_ERRORS);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  /** Set once the form is deleted: the page leaves without asking about unsaved changes. */
  const leaving = useRef(false);

  /** One PATCH; true when it applied. */
  const send = async (what: Busy, change: FormChange, doneLabel: string): Promise<boolean> => {
    const sent = draft;
    setBusy(what);
    setErrors(NO_ERRORS);
    setDone(null);
    try {
      const result = await saveForm(formId, base, change);
      if (result.outcome === 'conflict') {
        setConflict(true);
        return false;
      }
      if (result.outcome === 'refused') {
        setErrors(errorsOf(result, sent));
        return false;
      }
      setBase(result.saved);
      setDraft(draftAfterSave(result.saved.form, sent));
      setDone(doneLabel);
      formWritten(queryClient, result.saved.form);
      return true;
    } catch (failure) {
      setErrors({ ...NO_ERRORS, form: messageOf(failure) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const reload = async () => {
    setBusy('reload');
    try {
      const current = await loadForEditing(formId);
      setBase(current);
      setDraft(draftOf(current.form));
      setErrors(NO_ERRORS);
      setConflict(false);
      setDone('Loaded the current version');
      formWritten(queryClient, current.form);
    } catch (failure) {
      setErrors({ ...NO_ERRORS, form: messageOf(failure) });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    try {
      await deleteForm(formId);
      leaving.current = true;
      formDeleted(queryClient, formId);
      navigate('/forms');
    } catch (failure) {
      setErrors({ ...NO_ERRORS, form: messageOf(failure) });
      setBusy(null);
    }
  };

  return { form: base.form, errors, busy, done, conflict, leaving, send, reload, remove, clearDone: () => setDone(null) };
}
