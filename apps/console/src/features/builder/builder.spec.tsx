import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '../../api';
import { descriptionOf, isDisabled, isInvalid, valueOf } from '../../testing/dom';
import { installFakeApi } from '../../testing/fake-api';
import { aForm, aMe, aQuestion, FORM_ID } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { formKeys } from '../forms/api';
import { Builder } from './builder';
import { formServer } from './fake-form-server';

type Form = Schema<'FormV2'>;
const FORM_PATH = `/api/console/forms/${FORM_ID}`;
const DRAFT_PATH = `${FORM_PATH}/draft`;

const twoQuestions = aForm({
  questions: [
    aQuestion({ id: 'q1', label: 'Name', position: 1 }),
    aQuestion({ id: 'q2', label: 'Plan', kind: 'single_choice', options: ['Basic', 'Pro'], position: 2 }),
  ],
});

async function openBuilder(form: Form = twoQuestions, draft: Parameters<typeof formServer>[2] = null) {
  const api = installFakeApi();
  const server = formServer(api, form, draft);
  const page = renderPage(<Builder formId={FORM_ID} />, { at: `/forms/${FORM_ID}`, pattern: 'forms/:formId' });
  await screen.findByRole('heading', { name: 'Questions' });
  return { api, server, page, user: userEvent.setup({ delay: null }) };
}

const questionLabels = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const saveState = () => document.getElementById('save-state')?.textContent;
const labelInputs = () => screen.getAllByLabelText(/^(Question|Page title)$/).map((input) => (input as HTMLInputElement).value);

describe('the builder', () => {
  it('adds a question of the kind picked from the menu, focused on its label, and closes the menu', async () => {
    const { user } = await openBuilder();
    const add = screen.getByRole('button', { name: 'Add question' });
    expect(add.getAttribute('aria-expanded')).toBe('false');
    await user.click(add);
    expect(add.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(screen.getByRole('list', { name: 'Kinds of question' })).getByRole('button', { name: 'Rating' }));
    expect(questionLabels()).toEqual(['1. Short text', '2. Single choice', '3. Rating']);
    expect(screen.queryByRole('list', { name: 'Kinds of question' })).toBeNull();
    expect(document.activeElement).toBe(screen.getAllByLabelText('Question')[2]);
    expect(saveState()).toBe('Unsaved changes');
  });

  it('closes the menu with Escape and gives the focus back to its button', async () => {
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Kinds of question' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add question' }));
  });

  it('moves a question down and up with its buttons, the focus staying on the moved question', async () => {
    const { user } = await openBuilder();
    expect(isDisabled(screen.getByRole('button', { name: 'Move up: Name' }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move down: Name' }));
    expect(labelInputs()).toEqual(['Plan', 'Name']);
    // At the bottom, Move down is disabled: the focus goes to Move up of the same question.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up: Name' }));
    await user.click(screen.getByRole('button', { name: 'Move up: Name' }));
    expect(labelInputs()).toEqual(['Name', 'Plan']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down: Name' }));
    // Back where it was: nothing left to save.
    expect(saveState()).toBe('');
  });

  it('deletes a question, the focus going to the next one, or to Add question when none is left', async () => {
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Delete: Name' }));
    expect(labelInputs()).toEqual(['Plan']);
    expect(document.activeElement).toBe(screen.getByLabelText('Question'));
    await user.click(screen.getByRole('button', { name: 'Delete: Plan' }));
    expect(screen.getByText('No questions yet. Add the first one below.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add question' }));
  });

  it('duplicates a question right after the original, as a new question without a slug', async () => {
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Duplicate: Name' }));
    expect(labelInputs()).toEqual(['Name', 'Name', 'Plan']);
    expect(document.activeElement).toBe(screen.getAllByLabelText('Question')[1]);
  });

  it('saves the questions in their new order to the draft, then shows Draft saved; the live form is not written', async () => {
    const { user, api } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Move down: Name' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved');
    const [patch] = api.requestsTo('PATCH', DRAFT_PATH);
    // No draft yet: the PATCH starts one from the live content, so there is nothing to name in If-Match.
    expect(patch.headers.get('If-Match')).toBeNull();
    const sent = (patch.body as { draft: Schema<'FormChange'> }).draft;
    expect(sent.questions?.map((question) => [question.id, question.label])).toEqual([
      ['q2', 'Plan'],
      ['q1', 'Name'],
    ]);
    expect(api.requestsTo('PATCH', FORM_PATH)).toHaveLength(0);
  });

  it("sends the next save with the ETag of the draft the last save made", async () => {
    const { user, api } = await openBuilder();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Survey 2' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Survey 3' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved');
    expect(api.requestsTo('PATCH', DRAFT_PATH).map((request) => request.headers.get('If-Match'))).toEqual([null, '"d2"']);
  });

  it('puts the published form in the cache the responses and the summary read, and not the draft before', async () => {
    const { user, page } = await openBuilder();
    fireEvent.change(screen.getAllByLabelText('Question')[0], { target: { value: 'Full name' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved');
    const cached = () => page.queryClient.getQueryData<{ form: Form }>(formKeys.detail(FORM_ID))?.form.questions.map((question) => question.label);
    expect(cached()).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Publish changes' }));
    await screen.findByText('Published version 2');
    expect(cached()).toEqual(['Full name', 'Plan']);
  });

  /** Holds the draft's PATCH until released, as a slow network would. */
  function holdDraftSaves(): () => void {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchThrough = (globalThis as { __consoleFetch?: (input: Request | string, init?: RequestInit) => Promise<Response> }).__consoleFetch!;
    (globalThis as { __consoleFetch?: unknown }).__consoleFetch = async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(input, init) : input;
      if (request.method === 'PATCH' && new URL(request.url).pathname === DRAFT_PATH) await held;
      return fetchThrough(request);
    };
    return release;
  }

  it('publishes when Publish changes is pressed while a save is on its way, once that save has answered', async () => {
    const { user, api } = await openBuilder();
    const release = holdDraftSaves();
    fireEvent.change(screen.getAllByLabelText('Question')[0], { target: { value: 'Full name' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saveState()).toBe('Saving…'));
    const publish = screen.getByRole('button', { name: 'Publish changes' });
    expect(isDisabled(publish)).toBe(false);
    await user.click(publish);
    // Pressed once: the second press is not taken while the first waits.
    expect(isDisabled(publish)).toBe(true);
    expect(api.requestsTo('POST', `${DRAFT_PATH}/publish`)).toHaveLength(0);
    release();
    await screen.findByText('Published version 2');
    // One save (the one on its way) and one publish: no second PATCH raced the first with the same ETag.
    expect(api.requestsTo('PATCH', DRAFT_PATH)).toHaveLength(1);
    expect(api.requestsTo('POST', `${DRAFT_PATH}/publish`)).toHaveLength(1);
  });

  it('carries out a change of state pressed while a save is on its way, once that save has answered', async () => {
    const { user, api } = await openBuilder();
    const release = holdDraftSaves();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Survey 2' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saveState()).toBe('Saving…'));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(isDisabled(screen.getByRole('button', { name: 'Archive' }))).toBe(true);
    expect(api.requestsTo('PATCH', FORM_PATH)).toHaveLength(0);
    release();
    await screen.findByText('Archived');
    expect(api.requestsTo('PATCH', DRAFT_PATH)).toHaveLength(1);
    expect(api.requestsTo('PATCH', FORM_PATH).map((request) => (request.body as { form: Schema<'FormChange'> }).form)).toEqual([{ is_archived: true }]);
  });

  it('shows a conflict and reloads the current draft when someone else saved it first', async () => {
    const { user, server } = await openBuilder(twoQuestions, {});
    server.draftRevision = 7;
    server.draft = { ...server.draft!, title: 'Their title' };
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mine' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved this draft since you loaded it.');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await screen.findByText('Loaded the current draft');
    expect(valueOf(screen.getByLabelText('Title'))).toBe('Their title');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('publishes the draft with the form, so that what is published is what is on screen', async () => {
    const { user, api, server } = await openBuilder();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Launch' } });
    const readsBefore = api.requestsTo('GET', FORM_PATH).length;
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published');
    // The publish answers with the form's ETag, which the change of state names: no read in between.
    expect(api.requestsTo('GET', FORM_PATH)).toHaveLength(readsBefore);
    expect((api.requestsTo('PATCH', DRAFT_PATH)[0].body as { draft: Schema<'FormChange'> }).draft).toMatchObject({ title: 'Launch' });
    expect(api.requestsTo('POST', `${DRAFT_PATH}/publish`)).toHaveLength(1);
    const sent = (api.requestsTo('PATCH', FORM_PATH)[0].body as { form: Schema<'FormChange'> }).form;
    expect(sent).toEqual({ is_published: true });
    expect(server.form).toMatchObject({ title: 'Launch', is_published: true, version: 2 });
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  });

  it('saves the settings as edited to the draft, and Publish changes makes them live', async () => {
    const withEmail = aForm({
      is_published: true,
      state: 'published',
      questions: [aQuestion({ id: 'q1', label: 'Name', position: 1 }), aQuestion({ id: 'q2', kind: 'email', label: 'Your email', slug: 'your_email', position: 2 })],
    });
    const { user, api, server } = await openBuilder(withEmail);
    fireEvent.change(screen.getByLabelText('Response limit'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Notification emails'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Thank-you message'), { target: { value: 'Thanks, we read every answer.' } });
    fireEvent.change(screen.getByLabelText('Redirect after a response'), { target: { value: 'https://example.com/after' } });
    fireEvent.change(screen.getByLabelText('Confirmation email'), { target: { value: 'your_email' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved');
    const sent = (api.requestsTo('PATCH', DRAFT_PATH)[0].body as { draft: Schema<'FormChange'> }).draft;
    expect(sent.settings).toMatchObject({
      max_submissions: 25,
      thank_you_message: 'Thanks, we read every answer.',
      redirect_url: 'https://example.com/after',
      notification_emails: ['ada@example.com'],
      confirmation_email_question: 'your_email',
    });
    await user.click(screen.getByRole('button', { name: 'Publish changes' }));
    await screen.findByText('Published version 2');
    expect(server.form.settings).toMatchObject(sent.settings!);
  });

  it('deletes the form after a confirmation and goes back to the forms', async () => {
    const { user, api, page } = await openBuilder();
    api.on('DELETE', '/api/console/forms/:id', { body: { message: 'Deleted' } });
    await user.click(await screen.findByRole('button', { name: 'Delete form' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete “Survey” and its 0 responses for good?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(page.location()).toBe('/forms'));
    expect(api.requestsTo('DELETE', FORM_PATH)).toHaveLength(1);
  });

  it('offers no Delete form to a member who may not delete forms', async () => {
    const api = installFakeApi();
    formServer(api, twoQuestions);
    api.on('GET', '/api/console/me', { body: aMe({ delete_forms: false }) });
    renderPage(<Builder formId={FORM_ID} />, { at: `/forms/${FORM_ID}`, pattern: 'forms/:formId' });
    await screen.findByRole('heading', { name: 'Questions' });
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Delete form' })).toBeNull();
  });
});

describe('a form of every kind', () => {
  const KIND_NAMES = ['Short text', 'Long text', 'Email', 'Number', 'Phone', 'Website', 'Date', 'Single choice', 'Multiple choice', 'Dropdown', 'Rating', 'Yes/No'];
  const named = (kinds: string[]) => kinds.map((name) => `${name} question`);

  /** The card of the question of that kind, by its heading (`3. Rating`). */
  function card(kind: string): HTMLElement {
    const heading = [...document.querySelectorAll('.question-card h3')].find((each) => new RegExp(`^\\d+\\. ${kind.replace('/', '\\/')}$`).test(each.textContent ?? ''));
    return heading!.closest('.question-card') as HTMLElement;
  }

  it('builds labels, Required, options, scale, slug, a hidden field, Duplicate and Delete; a refusal shows beside its question; the draft keeps it all and Publish changes makes it live', async () => {
    const empty = aForm({ is_published: true, state: 'published', title: 'Builder draft' });
    const { api } = await openBuilder(empty);
    // Plain DOM events and selectors: label and role queries over twelve question cards take most of a
    // second each.
    const button = (name: string, inside: HTMLElement = document.body) => within(inside).getByText(name, { selector: 'button' });
    const labels = () => [...document.querySelectorAll<HTMLInputElement>('.question-card input[id$="-label"]')];
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Every kind' } });
    for (const name of KIND_NAMES) {
      fireEvent.click(button('Add question'));
      fireEvent.click(button(name, document.querySelector<HTMLElement>('[aria-label="Kinds of question"]')!));
      const added = labels().at(-1)!;
      // The new question's label has the focus: the member types straight away.
      expect(document.activeElement).toBe(added);
      fireEvent.change(added, { target: { value: `${name} question` } });
      if (['Single choice', 'Multiple choice', 'Dropdown'].includes(name)) {
        const choice = card(name);
        fireEvent.change(within(choice).getByLabelText('Option 1'), { target: { value: 'Red' } });
        fireEvent.change(within(choice).getByLabelText('Option 2'), { target: { value: 'Green' } });
        fireEvent.click(button('Add option', choice));
        fireEvent.change(within(choice).getByLabelText('Option 3'), { target: { value: 'Blue' } });
      }
    }
    expect(labels().map((input) => input.value)).toEqual(named(KIND_NAMES));
    expect(saveState()).toBe('Unsaved changes');
    fireEvent.click(within(card('Short text')).getByLabelText('Required'));
    fireEvent.change(within(card('Rating')).getByLabelText('Scale'), { target: { value: '7' } });
    fireEvent.click(within(card('Email')).getByText('Advanced'));
    fireEvent.change(within(card('Email')).getByLabelText('Slug'), { target: { value: 'contact_email' } });
    fireEvent.click(button('Add hidden field'));
    fireEvent.change(document.getElementById('hidden-0')!, { target: { value: 'utm_source' } });

    // Duplicate puts a copy right below; Delete takes it away again.
    fireEvent.click(document.querySelector('[aria-label="Duplicate: Phone question"]')!);
    expect(labels().map((input) => input.value)).toEqual([...named(KIND_NAMES.slice(0, 5)), 'Phone question', ...named(KIND_NAMES.slice(5))]);
    fireEvent.click(document.querySelectorAll('[aria-label="Delete: Phone question"]')[1]);
    expect(labels().map((input) => input.value)).toEqual(named(KIND_NAMES));

    // A blank option sent with Save draft is refused, and the refusal shows beside that question's options.
    api.on('PATCH', DRAFT_PATH, { status: 422, body: { error: 'draft.questions[9].options[3] must not be blank', field: 'draft.questions[9].options[3]' } });
    fireEvent.click(button('Add option', card('Dropdown')));
    fireEvent.click(button('Save draft'));
    await screen.findByText('draft.questions[9].options[3] must not be blank');
    const dropdownError = card('Dropdown').querySelector('.field-error');
    expect(dropdownError?.textContent).toBe('draft.questions[9].options[3] must not be blank');
    expect(card('Single choice').querySelector('.field-error')).toBeNull();
    // The server takes the draft once the blank option is gone (nothing was stored by the refusal).
    const server = formServer(api, empty);
    fireEvent.click(within(card('Dropdown')).getByLabelText('Remove option 4: empty'));
    fireEvent.click(button('Save draft'));
    await screen.findByText('Draft saved');
    fireEvent.click(button('Publish changes'));
    await screen.findByText('Published version 2');

    const stored = server.form;
    expect(stored.title).toBe('Every kind');
    expect(stored.questions.map((question) => question.kind)).toEqual([
      'short_text', 'long_text', 'email', 'number', 'phone', 'url', 'date', 'single_choice', 'multiple_choice', 'dropdown', 'rating', 'yes_no',
    ]);
    expect(stored.questions.map((question) => question.label)).toEqual(named(KIND_NAMES));
    expect(stored.questions[0].required).toBe(true);
    expect(stored.questions[2].slug).toBe('contact_email');
    expect(stored.questions[9].options).toEqual(['Red', 'Green', 'Blue']);
    expect(stored.questions[10].scale).toBe(7);
    expect(stored.hidden_fields).toEqual(['utm_source']);

    // A fresh builder shows what was kept.
    cleanup();
    renderPage(<Builder formId={FORM_ID} />, { at: `/forms/${FORM_ID}`, pattern: 'forms/:formId' });
    await screen.findByRole('heading', { name: 'Questions' });
    await waitFor(() => expect(valueOf(screen.getByLabelText('Title'))).toBe('Every kind'));
    expect(labels().map((input) => input.value)).toEqual(named(KIND_NAMES));
    expect(valueOf(within(card('Rating')).getByLabelText('Scale'))).toBe('7');
    expect(valueOf(screen.getByLabelText('Hidden field 1'))).toBe('utm_source');
    // Twelve questions typed into one builder: some seconds in the DOM test environment.
  }, 60_000);
});

describe('the builder shows each refusal beside the field it names', () => {
  /** The console API's 422: the message, and the path of the field it is about when it names one. */
  async function refusedWith(error: string, field?: string) {
    const opened = await openBuilder();
    opened.api.on('PATCH', '/api/console/forms/:id/draft', { status: 422, body: field === undefined ? { error } : { error, field } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Survey, edited' } });
    await opened.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(error);
    return opened;
  }

  it('the title', async () => {
    await refusedWith('draft.title must not be empty', 'draft.title');
    const title = screen.getByLabelText('Title');
    expect(isInvalid(title)).toBe(true);
    expect(descriptionOf(title)).toBe('draft.title must not be empty');
  });

  it("a question's label, by its place in the list sent", async () => {
    await refusedWith('draft.questions[1].label must not be empty', 'draft.questions[1].label');
    const [first, second] = screen.getAllByLabelText('Question');
    expect(isInvalid(first)).toBe(false);
    expect(isInvalid(second)).toBe(true);
    expect(descriptionOf(second)).toBe('draft.questions[1].label must not be empty');
  });

  it("a question's options", async () => {
    await refusedWith('draft.questions[1].options must have at least 2 entries', 'draft.questions[1].options');
    const options = screen.getByRole('group', { name: 'Options' });
    expect(descriptionOf(options)).toBe('draft.questions[1].options must have at least 2 entries');
    expect(isInvalid(within(options).getByLabelText('Option 1'))).toBe(true);
  });

  it('a slug, opening the Advanced section it is in', async () => {
    await refusedWith('draft.questions[0].slug is already used by another question', 'draft.questions[0].slug');
    const slug = screen.getAllByLabelText('Slug')[0];
    expect(isInvalid(slug)).toBe(true);
    expect(slug.closest('details')?.hasAttribute('open')).toBe(true);
  });

  it('a hidden field', async () => {
    const { user } = await openBuilder();
    await user.click(screen.getByRole('button', { name: 'Add hidden field' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Hidden field 1'));
    fireEvent.change(screen.getByLabelText('Hidden field 1'), { target: { value: '1bad' } });
    installFakeApi()
      .on('GET', '/api/console/me', { body: aMe() })
      .on('PATCH', '/api/console/forms/:id/draft', { status: 422, body: { error: 'draft.hidden_fields[0] is not a valid name', field: 'draft.hidden_fields[0]' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('draft.hidden_fields[0] is not a valid name');
    expect(isInvalid(screen.getByLabelText('Hidden field 1'))).toBe(true);
    expect(descriptionOf(screen.getByLabelText('Hidden field 1'))).toBe('draft.hidden_fields[0] is not a valid name');
  });

  it('a setting', async () => {
    await refusedWith('draft.settings.max_submissions must be a positive integer', 'draft.settings.max_submissions');
    const limit = screen.getByLabelText('Response limit');
    expect(isInvalid(limit)).toBe(true);
    expect(descriptionOf(limit)).toMatch(/must be a positive integer/);
  });

  it('the notification emails, by the address refused', async () => {
    await refusedWith(
      'draft.settings.notification_emails[1] must be the email of an active member of the workspace',
      'draft.settings.notification_emails[1]',
    );
    const emails = screen.getByLabelText('Notification emails');
    expect(isInvalid(emails)).toBe(true);
    expect(descriptionOf(emails)).toMatch(/draft\.settings\.notification_emails\[1\] must be the email of an active member of the workspace$/);
    expect(isInvalid(screen.getByLabelText('Response limit'))).toBe(false);
  });

  it('beside the buttons when it names no field', async () => {
    await refusedWith('The form is suspended');
    expect(screen.getByRole('alert').textContent).toContain('The form is suspended');
    expect(isInvalid(screen.getByLabelText('Title'))).toBe(false);
  });

  it('by the field the API names, not by what the message says', async () => {
    await refusedWith('Already taken', 'draft.questions[1].label');
    const [first, second] = screen.getAllByLabelText('Question');
    expect(isInvalid(first)).toBe(false);
    expect(descriptionOf(second)).toBe('Already taken');
  });

  it('beside the buttons when the message reads like a path but no field is named', async () => {
    await refusedWith('draft.title must not be empty');
    expect(isInvalid(screen.getByLabelText('Title'))).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('draft.title must not be empty');
  });

  it('a lost connection beside the buttons', async () => {
    const { user } = await openBuilder();
    (globalThis as { __consoleFetch?: unknown }).__consoleFetch = () => Promise.reject(new TypeError('Failed to fetch'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Survey, edited' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The service could not be reached. Check your connection and try again.');
  });
});
