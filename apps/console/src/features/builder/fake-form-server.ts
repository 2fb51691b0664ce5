import type { Schema } from '../../api';
import type { FakeApi, FakeRequest } from '../../testing/fake-api';
import { aMe, aQuestion } from '../../testing/fixtures';
import type { ImpactEntry, ServerDraft } from './form-writes';

type Form = Schema<'FormV2'>;
type Content = Pick<Schema<'FormChange'>, 'title' | 'questions' | 'hidden_fields' | 'settings' | 'theme'>;

/** A sent question list as the API stores it: ids for new questions, slugs derived from labels. */
function questionsOf(sent: NonNullable<Content['questions']>): Form['questions'] {
  return sent.map((question, at) =>
    aQuestion({
      id: question.id ?? `saved-${at}`,
      kind: question.kind,
      label: question.label,
      required: question.required ?? false,
      position: at + 1,
      slug: question.slug ?? question.label.toLowerCase(),
      options: question.options ?? [],
      scale: question.scale ?? null,
    }),
  );
}

export interface FormServerState {
  form: Form;
  /** The form's revision: its ETag is `"f<revision>"`. */
  revision: number;
  draft: ServerDraft | null;
  /** The draft's revision: its ETag is `"d<revision>"`. */
  draftRevision: number;
  impact: ImpactEntry[];
}

/**
 * A console API that keeps one form and its draft, as the real one does for the builder: the form with
 * an ETag (a PATCH of its flags needs If-Match of it, 412 otherwise), the draft (404 `No draft` when
 * there is none; a PATCH starts it from the live content, and needs If-Match of the draft once there is
 * one), its impact, publishing it (409 when the live version moved past the one it was based on) and
 * discarding it.
 */
export function formServer(api: FakeApi, initial: Form, draft: Partial<ServerDraft> | null = null): FormServerState {
  const state: FormServerState = {
    form: initial,
    revision: 1,
    draft: draft && {
      based_on_version: initial.version,
      title: initial.title,
      questions: initial.questions,
      hidden_fields: initial.hidden_fields,
      theme: initial.theme ?? null,
      settings: initial.settings,
      updated_at: '2026-03-15T10:00:00Z',
      updated_by: { type: 'member', id: 'm1', label: 'Grace Hopper' },
      ...draft,
    },
    draftRevision: 1,
    impact: [],
  };
  const formTag = () => `"f${state.revision}"`;
  const draftTag = () => `"d${state.draftRevision}"`;
  const noDraft = { status: 404, body: { error: 'No draft' } };
  api.on('GET', '/api/console/me', { body: aMe() });
  api.on('GET', '/api/console/forms/:id', () => ({ body: { form: state.form }, headers: { ETag: formTag() } }));
  api.on('PATCH', '/api/console/forms/:id', (request: FakeRequest) => {
    if (request.headers.get('If-Match') !== formTag()) return { status: 412, body: { error: 'The form changed since it was read' } };
    const change = (request.body as { form: Schema<'FormChange'> }).form;
    state.form = {
      ...state.form,
      ...(change.is_published !== undefined && { is_published: change.is_published, state: change.is_published ? 'published' : 'unpublished' }),
      ...(change.is_archived !== undefined && { is_archived: change.is_archived }),
      ...(change.is_disabled !== undefined && { is_disabled: change.is_disabled }),
    };
    state.revision += 1;
    return { body: { form: state.form }, headers: { ETag: formTag() } };
  });
  api.on('GET', '/api/console/forms/:id/draft', () => (state.draft ? { body: { draft: state.draft }, headers: { ETag: draftTag() } } : noDraft));
  api.on('PATCH', '/api/console/forms/:id/draft', (request: FakeRequest) => {
    const ifMatch = request.headers.get('If-Match');
    if (state.draft && ifMatch !== null && ifMatch !== draftTag()) return { status: 412, body: { error: 'The draft changed since you loaded it' } };
    if (state.draft && request.headers.get('If-None-Match') === '*') {
      return { status: 412, body: { error: 'Someone else started a draft of this form; load it before changing it' } };
    }
    const change = (request.body as { draft: Content }).draft;
    const base: ServerDraft = state.draft ?? {
      based_on_version: state.form.version,
      title: state.form.title,
      questions: state.form.questions,
      hidden_fields: state.form.hidden_fields,
      settings: state.form.settings,
      theme: state.form.theme ?? null,
      updated_at: '2026-03-15T10:00:00Z',
      updated_by: { type: 'member', id: 'm1', label: 'Ada Lovelace' },
    };
    state.draft = {
      ...base,
      ...(change.title !== undefined && { title: change.title }),
      ...(change.questions && { questions: questionsOf(change.questions) }),
      ...(change.hidden_fields && { hidden_fields: change.hidden_fields }),
      ...(change.settings && { settings: { ...base.settings, ...change.settings } as Form['settings'] }),
      ...(change.theme !== undefined && { theme: change.theme }),
    };
    state.draftRevision += 1;
    return { body: { draft: state.draft }, headers: { ETag: draftTag() } };
  });
  api.on('GET', '/api/console/forms/:id/draft/impact', () => (state.draft ? { body: { impact: state.impact } } : noDraft));
  api.on('POST', '/api/console/forms/:id/draft/publish', () => {
    if (!state.draft) return noDraft;
    if (state.draft.based_on_version !== state.form.version) return { status: 409, body: { error: 'The form changed since this draft was started' } };
    const { title, questions, hidden_fields, settings } = state.draft;
    state.form = { ...state.form, title, questions, hidden_fields, settings, version: state.form.version + 1 };
    state.draft = null;
    state.revision += 1;
    return { body: { form: state.form }, headers: { ETag: formTag() } };
  });
  api.on('DELETE', '/api/console/forms/:id/draft', () => {
    if (!state.draft) return noDraft;
    state.draft = null;
    return { body: { message: 'Draft discarded' } };
  });
  return state;
}
