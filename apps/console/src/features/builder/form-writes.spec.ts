import { installFakeApi } from '../../testing/fake-api';
import { aForm, FORM_ID } from '../../testing/fixtures';
import { loadForEditing, loadForm, saveDraft, saveForm, type ServerDraft } from './form-writes';

const FORM_PATH = `/api/console/forms/${FORM_ID}`;

describe('the builder writes', () => {
  it('load the form with the ETag of its version', async () => {
    installFakeApi().on('GET', '/api/console/forms/:id', { body: { form: aForm() }, headers: { ETag: '"v1"' } });
    expect(await loadForm(FORM_ID)).toEqual({ form: aForm(), etag: '"v1"' });
  });

  it('open the builder on the form and its draft, each with its ETag, or no draft when the API has none', async () => {
    const draft: ServerDraft = {
      ...aForm({ title: 'Pending' }),
      based_on_version: 1,
      updated_at: '2026-03-15T10:00:00Z',
      updated_by: { type: 'member', id: 'm1', label: 'Ada Lovelace' },
    };
    const api = installFakeApi()
      .on('GET', '/api/console/forms/:id', { body: { form: aForm() }, headers: { ETag: '"v1"' } })
      .on('GET', '/api/console/forms/:id/draft', { body: { draft }, headers: { ETag: '"d1"' } });
    expect(await loadForEditing(FORM_ID)).toEqual({ form: aForm(), etag: '"v1"', draft: { draft, etag: '"d1"' } });
    api.on('GET', '/api/console/forms/:id/draft', { status: 404, body: { error: 'No draft' } });
    expect(await loadForEditing(FORM_ID)).toEqual({ form: aForm(), etag: '"v1"', draft: null });
  });

  it("save the draft with If-Match of the draft's ETag; a refusal names its field as the builder places a form's", async () => {
    const api = installFakeApi().on('PATCH', '/api/console/forms/:id/draft', { status: 412, body: { error: 'The draft changed since you loaded it' } });
    expect(await saveDraft(FORM_ID, '"d3"', { title: 'Mine' })).toEqual({ outcome: 'conflict' });
    expect(api.requestsTo('PATCH', `${FORM_PATH}/draft`)[0].headers.get('If-Match')).toBe('"d3"');
    expect(api.requestsTo('PATCH', `${FORM_PATH}/draft`)[0].body).toEqual({ draft: { title: 'Mine' } });
    api.on('PATCH', '/api/console/forms/:id/draft', { status: 422, body: { error: 'draft.questions[2].label must not be empty', field: 'draft.questions[2].label' } });
    expect(await saveDraft(FORM_ID, null, {})).toEqual({ outcome: 'refused', message: 'draft.questions[2].label must not be empty', field: 'form.questions[2].label' });
    expect(api.requestsTo('PATCH', `${FORM_PATH}/draft`)[1].headers.get('If-Match')).toBeNull();
    // Starting a draft: only if nobody else has started one.
    expect(api.requestsTo('PATCH', `${FORM_PATH}/draft`)[1].headers.get('If-None-Match')).toBe('*');
    expect(api.requestsTo('PATCH', `${FORM_PATH}/draft`)[0].headers.get('If-None-Match')).toBeNull();
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
