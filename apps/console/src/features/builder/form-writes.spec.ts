import { installFakeApi } from '../../testing/fake-api';
import { aForm, FORM_ID } from '../../testing/fixtures';
import { loadForEditing, saveForm } from './form-writes';

const FORM_PATH = `/api/console/forms/${FORM_ID}`;

describe('the builder writes', () => {
  it('load the form with the ETag of its version', async () => {
    installFakeApi().on('GET', '/api/console/forms/:id', { body: { form: aForm() }, headers: { ETag: '"v1"' } });
    expect(await loadForEditing(FORM_ID)).toEqual({ form: aForm(), etag: '"v1"' });
  });

  it('send If-Match, and take the ETag the PATCH answers with, reading nothing more', async () => {
    const saved = aForm({ title: 'Saved' });
    const api = installFakeApi().on('PATCH', '/api/console/forms/:id', { body: { form: saved }, headers: { ETag: '"v2"' } });
    const result = await saveForm(FORM_ID, { form: aForm(), etag: '"v1"' }, { title: 'Saved' });
    expect(result).toEqual({ outcome: 'saved', saved: { form: saved, etag: '"v2"' } });
    expect(api.requestsTo('PATCH', FORM_PATH)[0].headers.get('If-Match')).toBe('"v1"');
    expect(api.requestsTo('PATCH', FORM_PATH)[0].body).toEqual({ form: { title: 'Saved' } });
    expect(api.requestsTo('GET', FORM_PATH)).toHaveLength(0);
  });

  it('send no If-Match when the version read had no ETag', async () => {
    const api = installFakeApi().on('PATCH', '/api/console/forms/:id', { body: { form: aForm() }, headers: { ETag: '"v2"' } });
    await saveForm(FORM_ID, { form: aForm(), etag: null }, { title: 'Survey' });
    expect(api.requestsTo('PATCH', FORM_PATH)[0].headers.get('If-Match')).toBeNull();
  });

  it('tell a conflict (412) from a refusal, which carries the API message', async () => {
    installFakeApi().on('PATCH', '/api/console/forms/:id', { status: 412, body: { error: 'changed' } });
    expect(await saveForm(FORM_ID, { form: aForm(), etag: '"v1"' }, {})).toEqual({ outcome: 'conflict' });
    installFakeApi().on('PATCH', '/api/console/forms/:id', { status: 422, body: { error: 'form.title must not be empty' } });
    expect(await saveForm(FORM_ID, { form: aForm(), etag: '"v1"' }, {})).toEqual({ outcome: 'refused', message: 'form.title must not be empty' });
    installFakeApi().on('PATCH', '/api/console/forms/:id', { status: 502, body: 'Bad gateway' });
    expect(await saveForm(FORM_ID, { form: aForm(), etag: '"v1"' }, {})).toEqual({ outcome: 'refused', message: 'The service answered 502' });
  });
});
