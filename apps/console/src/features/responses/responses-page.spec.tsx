import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schema } from '../../api';
import { installFakeApi, type FakeApi } from '../../testing/fake-api';
import { aForm, aMe, aPagination, aQuestion, aSubmission, FORM_ID } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { formWritten } from '../forms/api';
import { rangeQuery } from './date-range';
import { ResponsePage, ResponsesPage } from './responses-page';

const FORM_PATH = `/api/console/forms/${FORM_ID}`;
const form = aForm({
  title: 'Intake',
  questions: [aQuestion({ id: 'q2', label: 'Plan', slug: 'plan', position: 2 }), aQuestion({ id: 'q1', label: 'Name', slug: 'name', position: 1 })],
});

/** Three pages of two responses each, newest first. */
function serve(api: FakeApi) {
  api.on('GET', '/api/console/me', { body: aMe() });
  api.on('GET', '/api/console/forms/:id', { body: { form } });
  api.on('GET', '/api/console/forms/:id/submissions', (request) => {
    const page = Number(request.query.get('page_number'));
    const submissions = [1, 2].map((n) => ({
      ...aSubmission(`s${page}-${n}`, '2026-03-20T10:00:00Z', { name: `Person ${page}.${n}`, plan: n === 1 ? 'Pro' : 'Basic' }),
      form_version: n === 1 ? 2 : 1,
    }));
    return { body: { submissions, pagination: aPagination(page, 3, 6), total_count: 6 } };
  });
}

function open(at = `/forms/${FORM_ID}/responses`) {
  const api = installFakeApi();
  serve(api);
  return { api, page: renderPage(<ResponsesPage />, { at, pattern: 'forms/:formId/responses' }), user: userEvent.setup({ delay: null }) };
}

const table = () => screen.getByRole('table', { name: 'Responses to Intake' });
const headers = () => within(table()).getAllByRole('columnheader').map((cell) => cell.textContent);
const column = (at: number) => within(table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[at].textContent);

describe('the responses table', () => {
  it('has a column per question in form order, with each answer under its question', async () => {
    open();
    await screen.findByRole('table', { name: 'Responses to Intake' });
    expect(headers()).toEqual(['Submitted', 'Version', 'Name', 'Plan']);
    expect(column(2)).toEqual(['Person 1.1', 'Person 1.2']);
    expect(column(3)).toEqual(['Pro', 'Basic']);
    expect(screen.getByText(/^6 responses, newest first, times in UTC\.$/)).toBeTruthy();
  });

  it('shows the version of the form each response answered', async () => {
    open();
    await screen.findByRole('table', { name: 'Responses to Intake' });
    expect(column(1)).toEqual(['v2', 'v1']);
  });

  it('asks for one page of 20, newest first', async () => {
    const { api } = open();
    await screen.findByRole('table', { name: 'Responses to Intake' });
    const [request] = api.requestsTo('GET', `${FORM_PATH}/submissions`);
    expect(Object.fromEntries(request.query)).toEqual({ page_number: '1', page_size: '20', order: 'newest' });
  });

  it('pages forward and back, the address holding the page', async () => {
    const { user, page } = open();
    await screen.findByRole('table', { name: 'Responses to Intake' });
    const pages = () => screen.getByRole('navigation', { name: 'Pages of responses' });
    expect(pages().textContent).toContain('Page 1 of 3');
    expect(within(pages()).queryByRole('link', { name: 'Previous page' })).toBeNull();
    await user.click(within(pages()).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(column(2)).toEqual(['Person 2.1', 'Person 2.2']));
    expect(page.location()).toBe(`/forms/${FORM_ID}/responses?page=2`);
    await user.click(within(pages()).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(pages().textContent).toContain('Page 3 of 3'));
    expect(within(pages()).queryByRole('link', { name: 'Next page' })).toBeNull();
    await user.click(within(pages()).getByRole('link', { name: 'Previous page' }));
    await waitFor(() => expect(column(2)).toEqual(['Person 2.1', 'Person 2.2']));
  });

  it('keeps the days picked when paging, and sends them as the day range', async () => {
    const { api } = open(`/forms/${FORM_ID}/responses?from=2026-03-01&to=2026-03-31&page=2`);
    await screen.findByRole('table', { name: 'Responses to Intake' });
    const [request] = api.requestsTo('GET', `${FORM_PATH}/submissions`);
    expect(request.query.get('page_number')).toBe('2');
    const range = rangeQuery({ from: '2026-03-01', to: '2026-03-31' }, 'UTC');
    expect([request.query.get('since'), request.query.get('until')]).toEqual([range.since, range.until]);
    const next = within(screen.getByRole('navigation', { name: 'Pages of responses' })).getByRole('link', { name: 'Next page' });
    expect(next.getAttribute('href')).toBe(`/forms/${FORM_ID}/responses?from=2026-03-01&to=2026-03-31&page=3`);
    expect(screen.getByText(/^6 responses in these days,/)).toBeTruthy();
  });

  it('refuses a first day after the last one, beside the field', async () => {
    const { user, page } = open();
    await screen.findByRole('table', { name: 'Responses to Intake' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('The first day comes after the last one.');
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(page.location()).toBe(`/forms/${FORM_ID}/responses`);
  });

  it('shows a question renamed in the builder at once, without waiting for the form to be read again', async () => {
    const { page } = open();
    await screen.findByRole('table', { name: 'Responses to Intake' });
    const saved: Schema<'FormV2'> = { ...form, questions: form.questions.map((question) => (question.id === 'q1' ? { ...question, label: 'Full name' } : question)) };
    formWritten(page.queryClient, saved);
    await waitFor(() => expect(headers()).toEqual(['Submitted', 'Version', 'Full name', 'Plan']));
  });
});

describe('one response', () => {
  it('is deleted after a confirmation, going back to the list without asking for it again', async () => {
    const api = installFakeApi();
    serve(api);
    const submission = { ...aSubmission('s1', '2026-03-20T10:00:00Z', { name: 'Ada', plan: 'Pro' }), form_version: 3 };
    api.on('GET', '/api/console/forms/:id/submissions/:sid', { body: { submission } });
    api.on('DELETE', '/api/console/forms/:id/submissions/:sid', { body: { message: 'Deleted' } });
    const page = renderPage(<ResponsePage />, { at: `/forms/${FORM_ID}/responses/s1`, pattern: 'forms/:formId/responses/:submissionId' });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Ada');
    expect(screen.getByText(/answering version v3 of the form/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete response' }));
    await waitFor(() => expect(page.location()).toBe(`/forms/${FORM_ID}/responses`));
    expect(api.requestsTo('DELETE', `${FORM_PATH}/submissions/s1`)).toHaveLength(1);
    expect(api.requestsTo('GET', `${FORM_PATH}/submissions/s1`)).toHaveLength(1);
    // The form, whose count of responses changed, is read again.
    await waitFor(() => expect(api.requestsTo('GET', FORM_PATH)).toHaveLength(2));
  });

  it('downloads a file answer through the console API by the file it names, whatever its address', async () => {
    const api = installFakeApi();
    serve(api);
    const fileId = '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
    const submission = aSubmission('s1', '2026-03-20T10:00:00Z', { name: 'Ada' });
    submission.responses.push(
      { id: 's1-cv', label: 'CV', position: 2, kind: 'file_upload', slug: 'cv', value: `https://alias.example/api/external/v2/files/${fileId}`, file_id: fileId },
      { id: 's1-other', label: 'Other', position: 3, kind: 'file_upload', slug: 'other', value: '' },
    );
    api.on('GET', '/api/console/forms/:id/submissions/:sid', { body: { submission } });
    renderPage(<ResponsePage />, { at: `/forms/${FORM_ID}/responses/s1`, pattern: 'forms/:formId/responses/:submissionId' });
    const link = await screen.findByRole('link', { name: 'Download file' });
    expect(link.getAttribute('href')).toBe(`/api/console/files/${fileId}`);
    expect(screen.getAllByRole('link', { name: 'Download file' })).toHaveLength(1);
  });
});
