import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '../../testing/fake-api';
import { aForm, aMe, aPagination } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { formatDateTime } from '../../lib/dates';
import { formKeys } from './api';
import { FormsPage } from './forms-page';

const drafts = [aForm({ id: 'f1', title: 'Intake', submissions_count: 1 }), aForm({ id: 'f2', title: 'Feedback', submissions_count: 3 })];

function serveForms(api: FakeApi, pages = 1) {
  api.on('GET', '/api/console/me', { body: aMe() });
  api.on('GET', '/api/console/forms', (request) => {
    const page = Number(request.query.get('page_number') ?? 1);
    const state = request.query.get('state');
    const forms = state === 'archived' ? [] : drafts;
    return { body: { forms, pagination: aPagination(page, pages, forms.length * pages), total_count: forms.length * pages } };
  });
}

function open(at = '/forms', pages = 1) {
  const api = installFakeApi();
  serveForms(api, pages);
  return { api, page: renderPage(<FormsPage />, { at, pattern: 'forms' }), user: userEvent.setup({ delay: null }) };
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('the forms list', () => {
  it('shows each form with its state, its responses linked and a caption counting them', async () => {
    open();
    const table = await screen.findByRole('table', { name: '2 forms' });
    const changed = formatDateTime('2026-03-14T09:26:53Z', 'UTC');
    expect(rows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Intake', 'Draft', '1', changed],
      ['Feedback', 'Draft', '3', changed],
    ]);
    expect(within(table).getByRole('link', { name: '3 responses to Feedback' }).getAttribute('href')).toBe('/forms/f2/responses');
    expect(within(table).getByRole('link', { name: 'Intake' }).getAttribute('href')).toBe('/forms/f1');
  });

  it("shows each form's last change in the member's time zone, and counts the forms of the state picked", async () => {
    const api = installFakeApi();
    const me = aMe();
    api.on('GET', '/api/console/me', { body: { ...me, member: { ...me.member, time_zone: 'Europe/Berlin' } } });
    // Late in the evening in UTC: already the next day in Berlin.
    const published = aForm({ id: 'f3', title: 'Product feedback', state: 'published', is_published: true, updated_at: '2026-03-14T23:30:00Z' });
    api.on('GET', '/api/console/forms', { body: { forms: [published], pagination: aPagination(1, 1, 1), total_count: 1 } });
    renderPage(<FormsPage />, { at: '/forms?state=published', pattern: 'forms' });
    const table = await screen.findByRole('table', { name: '1 form, published' });
    const berlin = formatDateTime(published.updated_at, 'Europe/Berlin');
    expect(berlin).not.toBe(formatDateTime(published.updated_at, 'UTC'));
    expect(rows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([['Product feedback', 'Published', '0', berlin]]);
    const time = table.querySelector('time');
    expect([time?.textContent, time?.getAttribute('datetime')]).toEqual([berlin, published.updated_at]);
  });

  it('filters by state through the address, asking the API for that state only', async () => {
    const { api, page } = open();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'archived' } });
    await screen.findByText('No archived forms.');
    expect(page.location()).toBe('/forms?state=archived');
    expect(api.requestsTo('GET', '/api/console/forms').map((request) => request.query.get('state'))).toEqual([null, 'archived']);
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '' } });
    await screen.findByRole('table');
    expect(page.location()).toBe('/forms');
  });

  it('reads the state and the page from the address, ignoring what is not one', async () => {
    const { api } = open('/forms?state=published&page=2', 3);
    await screen.findByRole('table');
    const [request] = api.requestsTo('GET', '/api/console/forms');
    expect([request.query.get('state'), request.query.get('page_number'), request.query.get('page_size')]).toEqual(['published', '2', '20']);
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('published');
  });

  it('falls back to every form on page 1 for an unknown state or page', async () => {
    const { api } = open('/forms?state=deleted&page=-3');
    await screen.findByRole('table');
    const [request] = api.requestsTo('GET', '/api/console/forms');
    expect([request.query.get('state'), request.query.get('page_number')]).toEqual([null, '1']);
  });

  it('offers the four states in order', async () => {
    open();
    const options = within(screen.getByLabelText('State')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All forms', 'Draft', 'Published', 'Unpublished', 'Archived']);
  });

  it('pages through the list with links that keep the filter', async () => {
    const { user, page, api } = open('/forms?state=draft', 3);
    const pages = await screen.findByRole('navigation', { name: 'Pages of forms' });
    expect(pages.textContent).toContain('Page 1 of 3');
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pages of forms' }).textContent).toContain('Page 2 of 3'));
    expect(page.location()).toBe('/forms?state=draft&page=2');
    expect(within(screen.getByRole('navigation', { name: 'Pages of forms' })).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/forms?state=draft');
    expect(api.requestsTo('GET', '/api/console/forms').map((request) => request.query.get('page_number'))).toEqual(['1', '2']);
  });

  it('shows no page links for a single page', async () => {
    open();
    await screen.findByRole('table');
    expect(screen.queryByRole('navigation', { name: 'Pages of forms' })).toBeNull();
  });

  it('says when there are no forms yet', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/console/me', { body: aMe() });
    api.on('GET', '/api/console/forms', { body: { forms: [], pagination: aPagination(1, 1, 0), total_count: 0 } });
    renderPage(<FormsPage />, { at: '/forms', pattern: 'forms' });
    expect((await screen.findByText('No forms yet. Make the first one with New form.')).className).toBe('empty');
  });

  it('shows why the list could not load', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/console/me', { body: aMe() });
    api.on('GET', '/api/console/forms', { status: 503, body: { error: 'The service is busy' } });
    renderPage(<FormsPage />, { at: '/forms', pattern: 'forms' });
    expect((await screen.findByRole('alert')).textContent).toBe('The service is busy');
  });

  it('makes a new form and opens it with what the creation answered, without reading it again', async () => {
    const { api, user, page } = open();
    const created = aForm({ id: 'f9', title: 'Untitled form' });
    api.on('POST', '/api/console/forms', { status: 201, body: { form: created } });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'New form' }));
    await waitFor(() => expect(page.location()).toBe('/forms/f9'));
    expect(api.requestsTo('POST', '/api/console/forms')[0].body).toEqual({ form: { title: 'Untitled form' } });
    expect(page.queryClient.getQueryData(formKeys.detail('f9'))).toEqual({ form: created });
    expect(page.queryClient.getQueryState(formKeys.detail('f9'))?.isInvalidated).toBe(false);
  });

  it('shows a refused creation beside the button', async () => {
    const { api, user } = open();
    api.on('POST', '/api/console/forms', { status: 403, body: { error: 'Your role cannot create forms' } });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'New form' }));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Your role cannot create forms');
    expect(screen.getByRole('button', { name: 'New form' }).getAttribute('aria-describedby')).toBe(error.id);
  });
});
