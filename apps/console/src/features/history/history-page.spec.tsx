import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../testing/fake-api';
import { aForm, aMe, aPagination, aQuestion, FORM_ID } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { formKeys } from '../forms/api';
import { HistoryPage } from './history-page';
import type { VersionDetail, VersionEntry } from './api';

const FORM_PATH = `/api/console/forms/${FORM_ID}`;

const versions: VersionEntry[] = [
  {
    version: 2,
    created_at: '2026-03-15T10:00:00Z',
    created_by: { type: 'member', id: 'm2', label: 'Grace Hopper' },
    changes: [
      { type: 'question_changed', question_id: 'q1', text: 'Renamed "Name" to "Full name"' },
      { type: 'question_changed', question_id: 'q2', text: 'Removed option "Phone" from "Contact"' },
    ],
  },
  { version: 1, created_at: '2026-03-14T09:26:53Z', created_by: { type: 'member', id: 'm1', label: 'Ada Lovelace' }, changes: [] },
];

const first: VersionDetail = {
  ...versions[1],
  form: {
    ...aForm(),
    questions: [
      aQuestion({ id: 'q1', label: 'Name', position: 1, required: true }),
      aQuestion({ id: 'q2', label: 'Contact', kind: 'single_choice', options: ['Email', 'Phone'], position: 2 }),
    ],
  },
};

function showHistory() {
  const api = installFakeApi()
    .on('GET', '/api/console/me', { body: aMe() })
    .on('GET', '/api/console/forms/:id', { body: { form: aForm({ version: 2 }) } })
    .on('GET', '/api/console/forms/:id/versions', { body: { versions, pagination: aPagination(1, 1, 2, 100) } })
    .on('GET', '/api/console/forms/:id/versions/:version', (request) =>
      request.params.version === '1' ? { body: { version: first } } : { status: 404, body: { error: 'Version not found' } },
    )
    .on('POST', '/api/console/forms/:id/versions/:version/restore', { body: { draft: {} } });
  const page = renderPage(<HistoryPage />, { at: `/forms/${FORM_ID}/history`, pattern: 'forms/:formId/history' });
  return { api, page, user: userEvent.setup({ delay: null }) };
}

const entries = () => within(screen.getByRole('list', { name: 'Versions' })).getAllByRole('listitem').filter((item) => item.classList.contains('version'));

describe('the History view', () => {
  it('lists every version newest first, who and when, and what each changed in words', async () => {
    showHistory();
    await screen.findByRole('heading', { name: /Version 2/ });
    const [newest, oldest] = entries();
    expect(within(newest).getByRole('heading').textContent).toBe('Version 2 (live)');
    expect(newest.textContent).toContain('Grace Hopper');
    expect(within(newest).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Renamed "Name" to "Full name"',
      'Removed option "Phone" from "Contact"',
    ]);
    expect(within(oldest).getByRole('heading').textContent).toBe('Version 1');
    expect(oldest.textContent).toContain('Ada Lovelace');
    expect(oldest.textContent).toContain('The first version.');
    expect(screen.getByText('2 versions, newest first.')).toBeTruthy();
  });

  it("View shows that version's questions read only", async () => {
    const { user, api } = showHistory();
    await screen.findByRole('heading', { name: /Version 1/ });
    const oldest = entries()[1];
    const view = within(oldest).getByRole('button', { name: 'View version 1' });
    await user.click(view);
    const content = await screen.findByRole('region', { name: 'Version 1 as it was' });
    expect(within(content).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Name Short text, required',
      'Contact Single choiceOptions: Email, Phone',
    ]);
    expect(within(content).queryAllByRole('textbox')).toHaveLength(0);
    expect(view.getAttribute('aria-expanded')).toBe('true');
    expect(api.requestsTo('GET', `${FORM_PATH}/versions/1`)).toHaveLength(1);
  });

  it('Restore asks, puts the version in the draft and opens the builder on it', async () => {
    const { user, api, page } = showHistory();
    await screen.findByRole('heading', { name: /Version 1/ });
    page.queryClient.setQueryData(formKeys.editing(FORM_ID), { stale: true });
    await user.click(within(entries()[1]).getByRole('button', { name: 'Restore version 1' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Put version 1 in the draft?');
    expect(api.requestsTo('POST', `${FORM_PATH}/versions/1/restore`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(page.location()).toBe(`/forms/${FORM_ID}`));
    expect(api.requestsTo('POST', `${FORM_PATH}/versions/1/restore`)).toHaveLength(1);
    // The builder reads the draft afresh instead of an editing copy kept from before.
    expect(page.queryClient.getQueryData(formKeys.editing(FORM_ID))).toBeUndefined();
  });

  it('shows a refused restore beside the version', async () => {
    const { user, api } = showHistory();
    api.on('POST', '/api/console/forms/:id/versions/:version/restore', { status: 403, body: { error: 'You may not edit this form' } });
    await screen.findByRole('heading', { name: /Version 1/ });
    await user.click(within(entries()[1]).getByRole('button', { name: 'Restore version 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore version 1' }));
    expect((await within(entries()[1]).findByRole('alert')).textContent).toBe('You may not edit this form');
  });
});
