import { api, unwrap } from '../../api';
import { fieldOfBody } from '../../lib/errors';
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
