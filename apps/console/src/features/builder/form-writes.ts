import { api, unwrap, type Schema } from '../../api';
import { ApiError, fieldOfBody } from '../../lib/errors';
import { type Form, type FormChange } from './draft';

/** The form being edited, and the ETag of that version: a save sends it in If-Match. */
export interface Loaded {
  form: Form;
  etag: string | null;
}

/** The pending content of a form that respondents do not see, as the API keeps it. */
export type ServerDraft = Schema<'FormDraft'>;

/** The draft being edited, and its ETag: the next draft save sends it in If-Match. */
export interface LoadedDraft {
  draft: ServerDraft;
  etag: string | null;
}

/** What the builder opens: the live form (for its state and flags) and its draft when there is one. */
export interface Editing extends Loaded {
  draft: LoadedDraft | null;
}

/** One stored answer a draft's change touches, with the API's words for it. */
export type ImpactEntry = Schema<'DraftImpactEntry'>;

/** The live form with the draft's content in place of its own: what the editor shows and saves against. */
export function withDraft(form: Form, draft: ServerDraft | null | undefined): Form {
  if (!draft) return form;
  return { ...form, title: draft.title, questions: draft.questions, hidden_fields: draft.hidden_fields, settings: draft.settings, theme: draft.theme };
}

/** The live form, read afresh for its ETag. */
export async function loadForm(formId: string): Promise<Loaded> {
  const call = api.GET('/api/console/forms/{form_id}', { params: { path: { form_id: formId } } });
  const { response } = await call;
  const { form } = await unwrap(call);
  return { form, etag: response.headers.get('ETag') };
}

/** The form's draft with its ETag, or null when it has none (the API's 404 `No draft`). */
export async function loadDraft(formId: string): Promise<LoadedDraft | null> {
  const call = api.GET('/api/console/forms/{form_id}/draft', { params: { path: { form_id: formId } } });
  const { response } = await call;
  if (response.status === 404) return null;
  const { draft } = await unwrap(call);
  return { draft, etag: response.headers.get('ETag') };
}

/** The editing copy of a form: the live form and its draft, read afresh for their ETags. */
export async function loadForEditing(formId: string): Promise<Editing> {
  const [form, draft] = await Promise.all([loadForm(formId), loadDraft(formId)]);
  return { ...form, draft };
}

/** The content fields of a change: a draft holds no flags. */
type ContentChange = Pick<FormChange, 'title' | 'questions' | 'hidden_fields' | 'settings' | 'theme'>;

/** What one PATCH of the draft came to. */
export type DraftSaveOutcome =
  | { outcome: 'saved'; saved: LoadedDraft }
  /** Someone else saved the draft since this one was loaded (412): the member must reload. */
  | { outcome: 'conflict' }
  | { outcome: 'refused'; message: string; field?: string };

/**
 * One PATCH of the draft, with If-Match when a draft was loaded. Without one the PATCH starts a draft from
 * the live content, with If-None-Match: * so that a draft a colleague started meanwhile is not replaced
 * (412, as for a save in between). A refusal names its field under `draft.`; the builder places it as it
 * places a form's, so the path is given back under `form.`.
 */
export async function saveDraft(formId: string, etag: string | null, change: ContentChange): Promise<DraftSaveOutcome> {
  const { data, error, response } = await api.PATCH('/api/console/forms/{form_id}/draft', {
    params: { path: { form_id: formId }, header: etag ? { 'If-Match': etag } : { 'If-None-Match': '*' } },
    body: { draft: change },
  });
  if (response.status === 412) return { outcome: 'conflict' };
  if (!response.ok || !data) {
    const field = fieldOfBody(error)?.replace(/^draft(?=[.[]|$)/, 'form');
    return { outcome: 'refused', message: messageOfBody(error, response), ...(field === undefined ? {} : { field }) };
  }
  return { outcome: 'saved', saved: { draft: data.draft, etag: response.headers.get('ETag') } };
}

/** What the draft would do to stored answers if it were published. */
export async function loadImpact(formId: string): Promise<ImpactEntry[]> {
  const { impact } = await unwrap(api.GET('/api/console/forms/{form_id}/draft/impact', { params: { path: { form_id: formId } } }));
  return impact;
}

export type PublishOutcome =
  /** The form at its new version, with the ETag a change of its state names next. */
  | { outcome: 'published'; form: Form; etag: string | null }
  /** The live form moved past the version the draft started from (409): nothing changed. */
  | { outcome: 'moved'; message: string }
  | { outcome: 'refused'; message: string; field?: string };

/** The draft becomes the next version, at once and as a whole; the draft is gone. */
export async function publishDraft(formId: string): Promise<PublishOutcome> {
  const { data, error, response } = await api.POST('/api/console/forms/{form_id}/draft/publish', { params: { path: { form_id: formId } } });
  if (response.status === 409) return { outcome: 'moved', message: messageOfBody(error, response) };
  if (!response.ok || !data) {
    const field = fieldOfBody(error)?.replace(/^draft(?=[.[]|$)/, 'form');
    return { outcome: 'refused', message: messageOfBody(error, response), ...(field === undefined ? {} : { field }) };
  }
  return { outcome: 'published', form: data.form, etag: response.headers.get('ETag') };
}

export async function discardDraft(formId: string): Promise<void> {
  const { error, response } = await api.DELETE('/api/console/forms/{form_id}/draft', { params: { path: { form_id: formId } } });
  // Already gone (discarded or published elsewhere): what the member asked for is done.
  if (!response.ok && response.status !== 404) throw new ApiError(response.status, messageOfBody(error, response), fieldOfBody(error));
}

function messageOfBody(error: unknown, response: Response): string {
  return typeof (error as { error?: unknown })?.error === 'string' ? (error as { error: string }).error : `The service answered ${response.status}`;
}

/** What one PATCH of the form came to. */
export type SaveOutcome =
  | { outcome: 'saved'; saved: Loaded }
  /** Someone else saved since this version was loaded (412): the member must reload. */
  | { outcome: 'conflict' }
  /** The API refused the change: its message, and the path of the field it is about when it names one. */
  | { outcome: 'refused'; message: string; field?: string };

/** One PATCH of the form with If-Match. A lost connection rejects, as fetch does. */
export async function saveForm(formId: string, base: Loaded, change: FormChange): Promise<SaveOutcome> {
  const { data, error, response } = await api.PATCH('/api/console/forms/{form_id}', {
    params: { path: { form_id: formId }, header: base.etag ? { 'If-Match': base.etag } : {} },
    body: { form: change },
  });
  if (response.status === 412) return { outcome: 'conflict' };
  if (!response.ok || !data) {
    const message = typeof (error as { error?: unknown })?.error === 'string' ? (error as { error: string }).error : `The service answered ${response.status}`;
    const field = fieldOfBody(error);
    return { outcome: 'refused', message, ...(field === undefined ? {} : { field }) };
  }
  // The PATCH answers with the ETag of the version it made: the next save names it, with no read between.
  return { outcome: 'saved', saved: { form: data.form, etag: response.headers.get('ETag') } };
}

export async function deleteForm(formId: string): Promise<void> {
  await unwrap(api.DELETE('/api/console/forms/{form_id}', { params: { path: { form_id: formId } } }));
}
