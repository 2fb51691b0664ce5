import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '../../api';
import { installFakeApi } from '../../testing/fake-api';
import { aForm, aMe, aPagination, FORM_ID } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { PartialResponsesPage } from './partial-responses';
import { ResponsesPage } from './responses-page';

const PARTIALS_PATH = `/api/console/forms/${FORM_ID}/partial_responses`;

function keeping(on: boolean): Schema<'FormV2'> {
  const form = aForm({ title: 'Intake' });
  return { ...form, settings: { ...form.settings, save_partial_responses: on } };
}

function aPartial(id: string, lastPage: number, answers: Record<string, string>): Schema<'PartialResponse'> {
  return {
    id,
    created_at: '2026-03-20T10:00:00Z',
    updated_at: '2026-03-20T10:05:00Z',
    last_page: lastPage,
    responses: Object.entries(answers).map(([slug, value], index) => ({ id: `${id}-${slug}`, label: slug.toUpperCase(), position: index + 1, kind: 'short_text', slug, value })),
  };
}

function open({ admin = true, on = true } = {}) {
  const api = installFakeApi();
  let partials = [aPartial('p1', 2, { name: 'Grace', plan: 'Pro' }), aPartial('p2', 3, { name: 'Alan' })];
  api.on('GET', '/api/console/me', { body: aMe({ delete_submissions: admin }) });
  api.on('GET', '/api/console/forms/:id', { body: { form: keeping(on) } });
  api.on('GET', '/api/console/forms/:id/partial_responses', () => ({ body: { partial_responses: partials, pagination: aPagination(1, 1, partials.length) } }));
  api.on('DELETE', '/api/console/forms/:id/partial_responses/:partial', (request) => {
    partials = partials.filter((partial) => !request.path.endsWith(`/${partial.id}`));
    return { body: { message: 'Partial response deleted' } };
  });
  renderPage(<PartialResponsesPage />, { at: `/forms/${FORM_ID}/responses/partial`, pattern: 'forms/:formId/responses/partial' });
  return { api, user: userEvent.setup({ delay: null }) };
}

const visits = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the Partial tab of the responses', () => {
  it('lists the visits that stopped, with the page reached and the answers so far, never as responses', async () => {
    const { api } = open();
    await screen.findByText('2 visits stopped before sending, most recently active first.');
    expect(visits()).toEqual([expect.stringMatching(/^Stopped on page 2, last active /), expect.stringMatching(/^Stopped on page 3, last active /)]);
    const first = screen.getAllByRole('listitem').find((item) => item.textContent?.includes('Grace'))!;
    expect(within(first).getByText('PLAN').nextSibling?.textContent).toBe('Pro');
    expect(api.requestsTo('GET', PARTIALS_PATH)[0].query.get('page_number')).toBe('1');
    expect(screen.getByRole('link', { name: 'Partial' }).getAttribute('aria-current')).toBe('page');
  });

  it('lets an Admin delete one after confirming, then shows the list without it', async () => {
    const { api, user } = open();
    await screen.findByText('2 visits stopped before sending, most recently active first.');
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    await user.click(screen.getByRole('button', { name: 'Delete partial response' }));
    await screen.findByText('1 visit stopped before sending, most recently active first.');
    expect(api.requestsTo('DELETE', `${PARTIALS_PATH}/p1`)).toHaveLength(1);
  });

  it('offers no Delete to a member who is not an Admin', async () => {
    open({ admin: false });
    await screen.findByText('2 visits stopped before sending, most recently active first.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull());
  });

  it('is a tab of the responses only while the form keeps partial responses', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/console/me', { body: aMe() });
    api.on('GET', '/api/console/forms/:id', { body: { form: keeping(true) } });
    api.on('GET', '/api/console/forms/:id/submissions', { body: { submissions: [], pagination: aPagination(1, 0, 0), total_count: 0 } });
    renderPage(<ResponsesPage />, { at: `/forms/${FORM_ID}/responses`, pattern: 'forms/:formId/responses' });
    const tab = await screen.findByRole('link', { name: 'Partial' });
    expect(tab.getAttribute('href')).toBe(`/forms/${FORM_ID}/responses/partial`);
  });
});
