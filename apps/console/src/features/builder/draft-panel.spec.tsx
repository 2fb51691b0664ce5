import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '../../api';
import { valueOf } from '../../testing/dom';
import { installFakeApi } from '../../testing/fake-api';
import { aForm, aQuestion, FORM_ID } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { formKeys } from '../forms/api';
import { Builder } from './builder';
import { formServer } from './fake-form-server';
import { AUTOSAVE_DELAY_MS } from './use-form-writes';

type Form = Schema<'FormV2'>;
const DRAFT_PATH = `/api/console/forms/${FORM_ID}/draft`;

const live = aForm({
  is_published: true,
  state: 'published',
  submissions_count: 12,
  version: 3,
  questions: [
    aQuestion({ id: 'q1', label: 'Name', position: 1 }),
    aQuestion({ id: 'q2', label: 'Contact', kind: 'single_choice', options: ['Email', 'Phone'], position: 2 }),
  ],
});

async function openBuilder(draft: Parameters<typeof formServer>[2] = null, form: Form = live) {
  const api = installFakeApi();
  const server = formServer(api, form, draft);
  const page = renderPage(<Builder formId={FORM_ID} />, { at: `/forms/${FORM_ID}`, pattern: 'forms/:formId' });
  await screen.findByRole('heading', { name: 'Questions' });
  return { api, server, page, user: userEvent.setup({ delay: null }) };
}

const saveState = () => document.getElementById('save-state')?.textContent;
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('the builder saves the draft by itself', () => {
  it('a short pause after the last change, once for a burst of typing, and says "Draft saved"', async () => {
    const { api, server } = await openBuilder();
    const title = screen.getByLabelText('Title');
    for (const value of ['S', 'Su', 'Sur', 'Surv']) {
      fireEvent.change(title, { target: { value } });
      await wait(AUTOSAVE_DELAY_MS / 4);
    }
    // Still typing: nothing sent yet, and the page says the change waits.
    expect(api.requestsTo('PATCH', DRAFT_PATH)).toHaveLength(0);
    expect(saveState()).toBe('Unsaved changes');
    await waitFor(() => expect(saveState()).toBe('Draft saved'), { timeout: AUTOSAVE_DELAY_MS * 4 });
    const patches = api.requestsTo('PATCH', DRAFT_PATH);
    expect(patches).toHaveLength(1);
    expect((patches[0].body as { draft: Schema<'FormChange'> }).draft.title).toBe('Surv');
    // Respondents see nothing of it: the live form is as it was.
    expect(server.form.title).toBe('Survey');
    expect(api.requestsTo('PATCH', `/api/console/forms/${FORM_ID}`)).toHaveLength(0);
  });

  it('resumes a form\'s draft when it opens, and says respondents still see the live version', async () => {
    await openBuilder({ title: 'Survey (new)', questions: [aQuestion({ id: 'q1', label: 'Full name', position: 1 })] });
    expect(valueOf(screen.getByLabelText('Title'))).toBe('Survey (new)');
    expect(screen.getAllByLabelText('Question').map((input) => valueOf(input))).toEqual(['Full name']);
    expect(screen.getByText('You are editing a draft. Respondents see version 3 until you publish changes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish changes' })).toBeTruthy();
  });

  it('never overwrites a colleague\'s save: 412 is told, autosave stops, and Reload brings their draft', async () => {
    const { api, server, user } = await openBuilder({ title: 'Ours' });
    server.draftRevision = 5;
    server.draft = { ...server.draft!, title: 'Theirs' };
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mine' } });
    const alert = await screen.findByRole('alert', {}, { timeout: AUTOSAVE_DELAY_MS * 4 });
    expect(alert.textContent).toContain('Someone else saved this draft since you loaded it.');
    expect(server.draft?.title).toBe('Theirs');
    // Nothing is sent again over their draft while the member has not reloaded.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mine again' } });
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(api.requestsTo('PATCH', DRAFT_PATH)).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await screen.findByText('Loaded the current draft');
    expect(valueOf(screen.getByLabelText('Title'))).toBe('Theirs');
    expect(screen.queryByRole('alert')).toBeNull();

    // The reloaded draft saves again: the next save names the draft that is current now.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mine, after reloading' } });
    await waitFor(() => expect(saveState()).toBe('Draft saved'), { timeout: AUTOSAVE_DELAY_MS * 4 });
    const patches = api.requestsTo('PATCH', DRAFT_PATH);
    expect(patches).toHaveLength(2);
    expect(patches[1].headers.get('If-Match')).toBe('"d5"');
    expect(server.draft?.title).toBe('Mine, after reloading');
    // Respondents see none of it.
    expect(server.form.title).toBe(live.title);
  });
});

describe('a draft a colleague started after the builder opened', () => {
  it('is not replaced by the first save: the member is told and offered Reload', async () => {
    const { api, server, user } = await openBuilder();
    // Opened without a draft; a colleague starts one before this member's first save.
    server.draft = {
      based_on_version: 3,
      title: 'Theirs',
      questions: live.questions,
      hidden_fields: [],
      settings: live.settings,
      theme: null,
      updated_at: '2026-03-15T10:00:00Z',
      updated_by: { type: 'member', id: 'm2', label: 'Grace Hopper' },
    };
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mine' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved this draft since you loaded it.');
    // The one save sent starts a draft only where there is none: the server refuses it, in one step.
    expect(api.requestsTo('PATCH', DRAFT_PATH).map((request) => request.headers.get('If-None-Match'))).toEqual(['*']);
    expect(server.draft?.title).toBe('Theirs');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await screen.findByText('Loaded the current draft');
    expect(valueOf(screen.getByLabelText('Title'))).toBe('Theirs');
  });
});

describe('Publish changes', () => {
  it('shows the impact on stored answers in words and publishes only once the member confirms', async () => {
    const { api, server, user, page } = await openBuilder({ questions: [live.questions[0], { ...live.questions[1], options: ['Email'] }] });
    server.impact = [
      { question_id: 'q2', label: 'Contact', change: 'options_removed', answered: 12, text: '12 responses chose "Phone" in "Contact"; they keep their answers' },
      { question_id: 'q1', label: 'Name', change: 'required_added', answered: 0, text: '0 responses left "Name" empty' },
    ];
    await user.click(screen.getByRole('button', { name: 'Publish changes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('These changes touch answers already stored.');
    // Only what touches stored answers is shown.
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['12 responses chose "Phone" in "Contact"; they keep their answers']);
    expect(api.requestsTo('POST', `${DRAFT_PATH}/publish`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.requestsTo('POST', `${DRAFT_PATH}/publish`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Publish changes' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published version 4');
    expect(api.requestsTo('POST', `${DRAFT_PATH}/publish`)).toHaveLength(1);
    expect(server.form.questions[1].options).toEqual(['Email']);
    expect(page.queryClient.getQueryData<{ form: Form }>(formKeys.detail(FORM_ID))?.form.version).toBe(4);
    expect(screen.queryByRole('button', { name: 'Publish changes' })).toBeNull();
    expect(screen.getByText(/^Respondents see version 4\./)).toBeTruthy();
  });

  it('publishes at once when no stored answer is touched', async () => {
    const { api, user } = await openBuilder({ title: 'Renamed' });
    await user.click(screen.getByRole('button', { name: 'Publish changes' }));
    await screen.findByText('Published version 4');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.requestsTo('GET', `${DRAFT_PATH}/impact`)).toHaveLength(1);
  });

  it('says so when the live form moved since the draft was started (409), and Reload starts again from it', async () => {
    const { api, server, user } = await openBuilder({ title: 'Mine', based_on_version: 2 });
    await user.click(screen.getByRole('button', { name: 'Publish changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The form changed since this draft was started');
    expect(server.form.version).toBe(3);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await screen.findByText('Draft discarded');
    expect(api.requestsTo('DELETE', DRAFT_PATH)).toHaveLength(1);
    expect(valueOf(screen.getByLabelText('Title'))).toBe('Survey');
  });
});

describe('Discard draft', () => {
  it('asks first, and then goes back to the live content', async () => {
    const { api, user } = await openBuilder({ title: 'Half done' });
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Discard this draft?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(api.requestsTo('DELETE', DRAFT_PATH)).toHaveLength(0);
    expect(valueOf(screen.getByLabelText('Title'))).toBe('Half done');

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard draft' }));
    await screen.findByText('Draft discarded');
    expect(api.requestsTo('DELETE', DRAFT_PATH)).toHaveLength(1);
    expect(valueOf(screen.getByLabelText('Title'))).toBe('Survey');
    expect(screen.queryByRole('button', { name: 'Publish changes' })).toBeNull();
  });
});
