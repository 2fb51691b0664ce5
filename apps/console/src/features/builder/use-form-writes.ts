import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../lib/errors';
import { formDeleted, formWritten } from '../forms/api';
import { errorsOf, NO_ERRORS, type BuilderErrors } from './builder-errors';
import { changeOf, draftOf, isBeingFilledIn, isDirty, type Draft, type Form, type FormChange } from './draft';
import {
  deleteForm,
  discardDraft,
  loadForEditing,
  loadForm,
  loadImpact,
  publishDraft,
  saveDraft,
  saveForm,
  withDraft,
  type Editing,
  type ImpactEntry,
  type Loaded,
} from './form-writes';

export type Busy = 'save' | 'publish-changes' | 'discard' | 'publish' | 'unpublish' | 'disable' | 'enable' | 'archive' | 'restore' | 'delete' | 'reload';

export const BUSY_LABELS: Record<Busy, string> = {
  save: 'Saving…',
  'publish-changes': 'Publishing changes…',
  discard: 'Discarding the draft…',
  publish: 'Publishing…',
  unpublish: 'Unpublishing…',
  disable: 'Disabling…',
  enable: 'Enabling…',
  archive: 'Archiving…',
  restore: 'Restoring…',
  delete: 'Deleting…',
  reload: 'Loading the current version…',
};

/** How long the builder waits after the last change before it saves the draft: typing a word is one save. */
export const AUTOSAVE_DELAY_MS = 800;

/** A press of `Publish changes` or of a change of state (see `press` in useFormWrites). */
type Press = { kind: 'publish-changes' } | { kind: 'change-state'; what: Busy; change: FormChange; doneLabel: string };

/** A change of state asked for with the draft: done once the draft is published. */
interface StateChange {
  what: Busy;
  change: FormChange;
  doneLabel: string;
}

/** Why the builder stopped saving: a colleague saved the draft, or the live form moved past it. */
export type Conflict = 'draft' | 'form' | 'moved' | null;

/**
 * After a save: the server's content where the page still shows what was sent, and otherwise the page's
 * own edits (typed while the save was under way) with the ids the server gave the questions it added.
 */
function draftAfterSave(saved: Form, sent: Draft, now: Draft): Draft {
  const server = draftOf(saved);
  const ids = new Map(sent.questions.map((question, at) => [question.key, server.questions[at]?.id]));
  if (now === sent) return { ...server, questions: server.questions.map((question, at) => ({ ...question, key: sent.questions[at]?.key ?? question.key })) };
  return {
    ...now,
    questions: now.questions.map((question) => (question.id || !ids.get(question.key) ? question : { ...question, id: ids.get(question.key) })),
    savedSettings: server.settings,
    savedTheme: server.theme,
  };
}

/**
 * Everything the builder sends. Content goes to the form's draft, saved by itself a short pause after
 * each change with If-Match of the draft's ETag, and becomes live only by `Publish changes` (after the
 * member has seen what it does to stored answers). Changes of state (publish, pause, archive) go to the
 * form itself, as they are not content. It keeps what is being edited, what is under way, what went
 * wrong and where, and tells the rest of the console's cache about each write.
 */
export function useFormWrites(formId: string, initial: Editing, draft: Draft, setDraft: Dispatch<SetStateAction<Draft>>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  /** The live form and its ETag: what respondents see, and what a change of state is sent against. */
  const [live, setLive] = useState<Loaded>({ form: initial.form, etag: initial.etag });
  /** The content as last saved (the draft's, or the live form's when there is no draft). */
  const [saved, setSaved] = useState<Form>(withDraft(initial.form, initial.draft?.draft));
  const [draftEtag, setDraftEtag] = useState<string | null>(initial.draft?.etag ?? null);
  const [basedOn, setBasedOn] = useState<number | null>(initial.draft?.draft.based_on_version ?? null);
  const [errors, setErrors] = useState<BuilderErrors>(NO_ERRORS);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict>(null);
  /** The impact of the draft waiting for the member's confirmation, and what to do after publishing. */
  const [pendingImpact, setPendingImpact] = useState<{ impact: ImpactEntry[]; then: StateChange | null } | null>(null);
  /** The content a save was refused for: not sent again until the member changes something. */
  const [refused, setRefused] = useState<string | null>(null);
  /** Set once the form is deleted: the page leaves without asking about unsaved changes. */
  const leaving = useRef(false);
  const current = useRef(draft);
  current.current = draft;

  const dirty = isDirty(draft, saved);
  const hasDraft = basedOn !== null;

  const fail = (failure: unknown) => setErrors({ ...NO_ERRORS, form: messageOf(failure) });

  /** One PATCH of the draft with what is on screen; true when it applied (or nothing needed saving). */
  const saveNow = async (): Promise<boolean> => {
    const sent = current.current;
    if (!isDirty(sent, saved)) {
      // Saved already (by itself, a moment ago): `Save draft` says so rather than doing nothing.
      if (hasDraft) setDone('Draft saved');
      return true;
    }
    const change = changeOf(sent);
    setBusy('save');
    setErrors(NO_ERRORS);
    setDone(null);
    try {
      // Without a draft of its own the first save starts one only if nobody else has (If-None-Match: *):
      // a colleague's draft started meanwhile is a conflict like a save in between.
      const result = await saveDraft(formId, draftEtag, change);
      if (result.outcome === 'conflict') {
        setConflict('draft');
        return false;
      }
      if (result.outcome === 'refused') {
        setRefused(JSON.stringify(change));
        setErrors(errorsOf(result, sent));
        return false;
      }
      const content = withDraft(live.form, result.saved.draft);
      setSaved(content);
      setDraftEtag(result.saved.etag);
      setBasedOn(result.saved.draft.based_on_version);
      setRefused(null);
      setDraft((now) => draftAfterSave(content, sent, now));
      setDone('Draft saved');
      return true;
    } catch (failure) {
      setRefused(JSON.stringify(change));
      fail(failure);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const saveLatest = useRef(saveNow);
  saveLatest.current = saveNow;

  // Autosave: a short pause after the last change, never over a conflict, never the content just refused,
  // never a question half typed.
  const pendingContent = dirty && !isBeingFilledIn(draft) ? JSON.stringify(changeOf(draft)) : null;
  useEffect(() => {
    if (pendingContent === null || conflict !== null || busy !== null || pendingContent === refused) return;
    // The timer restarts on every change of content; it saves with what is current when it fires.
    const timer = setTimeout(() => void saveLatest.current(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pendingContent, conflict, busy, refused]);

  /** The live form as published or changed: every view of it shows it, and the editor's content follows. */
  const liveChanged = (changed: Loaded) => {
    formWritten(queryClient, changed.form);
    // Every write of the form answers with its new ETag: the next change of state names it, with no read between.
    setLive(changed);
  };

  const publishNow = async (then: StateChange | null) => {
    setPendingImpact(null);
    setBusy('publish-changes');
    setErrors(NO_ERRORS);
    setDone(null);
    try {
      const result = await publishDraft(formId);
      if (result.outcome === 'moved') {
        setConflict('moved');
        return;
      }
      if (result.outcome === 'refused') {
        setErrors(errorsOf(result, current.current));
        return;
      }
      setSaved(result.form);
      setDraftEtag(null);
      setBasedOn(null);
      setDraft((now) => draftAfterSave(result.form, now, now));
      const published = { form: result.form, etag: result.etag };
      liveChanged(published);
      setDone(`Published version ${result.form.version}`);
      if (then) await changeState(then, published);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy((now) => (now === 'publish-changes' ? null : now));
    }
  };

  /**
   * `Publish changes`: the draft saved first if the last change is still waiting, then its impact on
   * stored answers; when it touches any, the member confirms before it goes live.
   */
  const publishChanges = async (then: StateChange | null = null) => {
    if (!(await saveNow())) return;
    setBusy('publish-changes');
    try {
      const impact = (await loadImpact(formId)).filter((entry) => entry.answered > 0);
      if (impact.length > 0) {
        setPendingImpact({ impact, then });
        setBusy(null);
        return;
      }
    } catch (failure) {
      fail(failure);
      setBusy(null);
      return;
    }
    await publishNow(then);
  };

  /** A change of state of the live form (flags only, with If-Match of the live form's ETag). */
  const changeState = async ({ what, change, doneLabel }: StateChange, justPublished: Loaded | null = null): Promise<void> => {
    setBusy(what);
    setErrors(NO_ERRORS);
    if (!justPublished) setDone(null);
    try {
      // Right after a publish, the state held here is not updated yet: the publish's answer is the base.
      const base = justPublished ?? live;
      const result = await saveForm(formId, base, change);
      if (result.outcome === 'conflict') {
        setConflict('form');
        return;
      }
      if (result.outcome === 'refused') {
        setErrors(errorsOf(result, current.current));
        return;
      }
      setLive(result.saved);
      formWritten(queryClient, result.saved.form);
      setDone(doneLabel);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(null);
    }
  };

  /**
   * Publishing the form makes what is on screen what respondents get: a draft (or a change not saved
   * yet) is published with it. Other changes of state leave the draft as it is.
   */
  const send = async (what: Busy, change: FormChange, doneLabel: string) => {
    if (change.is_published === true && (hasDraft || isDirty(current.current, saved))) return publishChanges({ what, change, doneLabel });
    return changeState({ what, change, doneLabel });
  };

  const carryOut = (action: Press) => (action.kind === 'publish-changes' ? publishChanges() : send(action.what, action.change, action.doneLabel));
  /**
   * A press of `Publish changes` or of a change of state while a save is on its way (an autosave that
   * started as the member reached for the button) is kept, and carried out once that save has answered,
   * from the state it left. A conflict or a refusal of that save drops it: the member sees why, and
   * presses again. One press is kept at a time; the buttons wait until it has run.
   */
  const [queued, setQueued] = useState<Press | null>(null);
  const carryOutLatest = useRef(carryOut);
  carryOutLatest.current = carryOut;
  useEffect(() => {
    if (queued === null || busy !== null) return;
    setQueued(null);
    if (conflict === null && refused === null) void carryOutLatest.current(queued);
  }, [queued, busy, conflict, refused]);
  const press = (action: Press) => (busy === 'save' ? setQueued(action) : void carryOut(action));
  /** Whether a publish or a change of state may be pressed: nothing is on its way but perhaps a save, which the press waits for. */
  const pressable = (busy === null || busy === 'save') && queued === null;

  /** Back to the live content: the draft discarded (after the member said so). */
  const discard = async () => {
    setBusy('discard');
    setErrors(NO_ERRORS);
    setDone(null);
    try {
      await discardDraft(formId);
      const fresh = await loadForm(formId);
      setLive(fresh);
      setSaved(fresh.form);
      setDraftEtag(null);
      setBasedOn(null);
      setDraft(draftOf(fresh.form));
      setConflict(null);
      setRefused(null);
      formWritten(queryClient, fresh.form);
      setDone('Draft discarded');
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(null);
    }
  };

  /** After a conflict: the colleague's draft (or the current live form) replaces what is on screen. */
  const reload = async () => {
    // The live form moved past the draft: that draft can never be published, so it goes.
    if (conflict === 'moved') return discard();
    setBusy('reload');
    try {
      const fresh = await loadForEditing(formId);
      setLive({ form: fresh.form, etag: fresh.etag });
      const content = withDraft(fresh.form, fresh.draft?.draft);
      setSaved(content);
      setDraftEtag(fresh.draft?.etag ?? null);
      setBasedOn(fresh.draft?.draft.based_on_version ?? null);
      setDraft(draftOf(content));
      setErrors(NO_ERRORS);
      setConflict(null);
      setRefused(null);
      setDone(fresh.draft ? 'Loaded the current draft' : 'Loaded the current version');
      formWritten(queryClient, fresh.form);
    } catch (failure) {
      fail(failure);
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
      fail(failure);
      setBusy(null);
    }
  };

  return {
    form: live.form,
    saved,
    dirty,
    hasDraft,
    basedOn,
    errors,
    busy,
    done,
    conflict,
    pendingImpact,
    leaving,
    saveNow,
    send: (what: Busy, change: FormChange, doneLabel: string) => press({ kind: 'change-state', what, change, doneLabel }),
    pressable,
    publishChanges: () => press({ kind: 'publish-changes' }),
    confirmPublish: () => void publishNow(pendingImpact?.then ?? null),
    cancelPublish: () => setPendingImpact(null),
    discard,
    reload,
    remove,
    clearDone: () => setDone(null),
  };
}
