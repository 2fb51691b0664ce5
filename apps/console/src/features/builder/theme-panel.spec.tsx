import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '../../api';
import { descriptionOf, isInvalid } from '../../testing/dom';
import { installFakeApi } from '../../testing/fake-api';
import { aForm, aQuestion, FORM_ID } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { Builder } from './builder';
import { formServer } from './fake-form-server';

const DRAFT_PATH = `/api/console/forms/${FORM_ID}/draft`;
const REFUSAL = 'draft.theme.colors.text has a contrast of 1.06:1 against theme.colors.background; at least 4.5:1 is needed';

async function openBuilder(form = aForm({ questions: [aQuestion({ id: 'q1', label: 'Name', position: 1 })] })) {
  const api = installFakeApi();
  const server = formServer(api, form);
  renderPage(<Builder formId={FORM_ID} />, { at: `/forms/${FORM_ID}`, pattern: 'forms/:formId' });
  await screen.findByRole('heading', { name: 'Questions' });
  const section = screen.getByRole('region', { name: 'Theme' });
  return { api, server, section, user: userEvent.setup({ delay: null }) };
}

const sentTheme = (api: ReturnType<typeof installFakeApi>) =>
  api.requestsTo('PATCH', DRAFT_PATH).map((request) => (request.body as { draft: Schema<'DraftChange'> }).draft.theme);

describe('the Theme section', () => {
  it('uses the workspace brand by default and sends no theme with other edits', async () => {
    const { api, section, user } = await openBuilder();
    expect((within(section).getByRole('radio', { name: 'Use the workspace brand' }) as HTMLInputElement).checked).toBe(true);
    expect(within(section).queryByLabelText('Background')).toBeNull();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.requestsTo('PATCH', DRAFT_PATH).length).toBeGreaterThan(0));
    expect(sentTheme(api)).toEqual(api.requestsTo('PATCH', DRAFT_PATH).map(() => undefined));
  });

  it('saves custom colours, font and corners through the draft, only the fields set, and back to the brand as null', async () => {
    const { api, server, section, user } = await openBuilder();
    await user.click(within(section).getByRole('radio', { name: 'Custom colours, font and corners' }));
    await user.type(within(section).getByLabelText('Background'), '#0b1020');
    await user.type(within(section).getByLabelText('Text'), '#f9fafb');
    await user.selectOptions(within(section).getByLabelText('Font'), 'serif');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(server.draft?.theme).toEqual({ colors: { background: '#0b1020', text: '#f9fafb' }, font: 'serif' }));
    expect(sentTheme(api).at(-1)).toEqual({ colors: { background: '#0b1020', text: '#f9fafb' }, font: 'serif' });

    await user.click(within(section).getByRole('radio', { name: 'Use the workspace brand' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentTheme(api).at(-1)).toBeNull());
    expect(server.draft?.theme).toBeNull();
  });

  it("shows the server's refusal, with its figures, beside the field it names", async () => {
    const { api, section, user } = await openBuilder();
    api.on('PATCH', DRAFT_PATH, { status: 422, body: { error: REFUSAL, field: 'draft.theme.colors.text' } });
    await user.click(within(section).getByRole('radio', { name: 'Custom colours, font and corners' }));
    await user.type(within(section).getByLabelText('Background'), '#0b1020');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const text = await within(section).findByLabelText('Text');
    await waitFor(() => expect(isInvalid(text)).toBe(true));
    expect(descriptionOf(text)).toContain(REFUSAL);
    expect(isInvalid(within(section).getByLabelText('Background'))).toBe(false);
  });
});
