import { api, unwrap } from '../../api';
import { type Form, type FormChange } from './draft';

/** The form being edited, and the ETag of that version: a save sends it in If-Match. */
export interface Loaded {
  form: Form;
  etag: string | null;
}

/** The editing copy of a form, read afresh for its ETag. */
export async function loadForEditing(formId: string): Promise<Loaded> {
  const call = api.GET('/api/console/forms/{form_id}', { params: { path: { form_id: formId } } });
  const { response } = await call;
  const { form } = await unwrap(call);
  return { form, etag: response.headers.get('ETag') };
}

/** What one PATCH of the form came to. */
export type SaveOutcome =
  | { outcome: 'saved'; saved: Loaded }
  /** Someone else saved since this version was loaded (412): the member must reload. */
  | { outcome: 'conflict' }
  /** The API refused the change: its message, which may name the field it is about. */
  | { outcome: 'refused'; message: string };

/**
 * The ETag of the version a save made. PATCH answers with no ETag today, so a read right after gives
 * it; only when that read shows exactly what this save made is its ETag taken. If someone saved in
 * between, the previous ETag stays, so that the next save is refused instead of overwriting their
 * change unseen. Once PATCH answers with its own ETag, this whole function becomes
 * `response.headers.get('ETag')` of the PATCH.
 */
async function etagAfterSave(formId: string, saved: Form, previous: string | null): Promise<string | null> {
  const fresh = await api.GET('/api/console/forms/{form_id}', { params: { path: { form_id: formId } } });
  const same = fresh.response.ok && fresh.data !== undefined && JSON.stringify(fresh.data.form) === JSON.stringify(saved);
  return same ? fresh.response.headers.get('ETag') : previous;
}

/** One PATCH of the form with If-Match. A lost connection rejects, as fetch does. */
export async function saveForm(formId: string, base: Loaded, change: FormChange): Promise<SaveOutcome> {
  const { data, error, response } = await api.PATCH('/api/console/forms/{form_id}', {
    params: { path: { form_id: formId }, header: base.etag ? { 'If-Match': base.etag } : {} },
    body: { form: change },
  });
  if (response.status === 412) return { outcome: 'conflict' };
  if (!response.ok || !data) {
    const message = typeof (error as { error?: unknown })?.error === 'string' ? (error as { error: string }).error : `The service answered ${response.status}`;
    return { outcome: 'refused', message };
  }
  return { outcome: 'saved', saved: { form: data.form, etag: await etagAfterSave(formId, data.form, base.etag) } };
}

export async function deleteForm(formId: string): Promise<void> {
  await unwrap(api.DELETE('/api/console/forms/{form_id}', { params: { path: { form_id: formId } } }));
}
