import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '../../testing/fake-api';
import { aForm, aMe, aQuestion, FORM_ID } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { SummaryPage } from './summary-page';

const FORM_PATH = `/api/console/forms/${FORM_ID}`;

function open() {
  return renderPage(<SummaryPage />, { at: `/forms/${FORM_ID}/summary`, pattern: 'forms/:formId/summary' });
}

/** The totals, as the definition list shows them. */
function totals(): Record<string, string> {
  const list = document.querySelector('dl.totals');
  if (!list) throw new Error('no totals');
  return Object.fromEntries([...list.querySelectorAll(':scope > div')].map((entry) => [entry.querySelector('dt')?.textContent, entry.querySelector('dd')?.textContent]));
}

describe('the summary page', () => {
  it('says when there is nothing to sum up yet: no responses, no views, no completion rate', async () => {
    const api = installFakeApi();
    const form = aForm({ title: 'Fresh form', questions: [aQuestion({ id: 'q1', label: 'Name' })] });
    const since = '2026-02-12T09:00:00Z';
    const until = '2026-03-14T09:26:53Z';
    api
      .on('GET', '/api/console/me', { body: aMe() })
      .on('GET', '/api/console/forms/:id', { body: { form } })
      .on('GET', '/api/console/forms/:id/summary', {
        body: { summary: { form_id: FORM_ID, since, until: null, submissions: 0, questions: [{ id: 'q1', slug: 'name', label: 'Name', kind: 'short_text', answered: 0, skipped: 0, latest: [] }] } },
      })
      .on('GET', '/api/console/forms/:id/analytics', {
        body: {
          analytics: {
            form_id: FORM_ID,
            since,
            until,
            views_since: since,
            views_until: '2026-03-14T10:00:00Z',
            views: 0,
            submissions: 0,
            completion_rate: null,
            days: Array.from({ length: 31 }, (_, day) => ({ date: new Date(Date.parse(since) + day * 86_400_000).toISOString().slice(0, 10), views: 0, submissions: 0 })),
          },
        },
      })
      .on('GET', '/api/console/forms/:id/funnel', {
        body: { funnel: { form_id: FORM_ID, since, until: '2026-03-14T10:00:00Z', steps: [{ page: 1, title: 'Fresh form', reached: 0 }], submitted: 0 } },
      });
    open();
    await screen.findByText('No responses yet.');
    await waitFor(() => expect(totals()).toEqual({ Views: '0', Responses: '0', 'Completion rate': '—' }));
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('shows a completion rate above 100% (responses sent through the API, which have no view) as 100%, with a note saying why', async () => {
    const api = installFakeApi();
    const form = aForm({ title: 'Busy form', questions: [aQuestion({ id: 'q1', label: 'Name' })] });
    const since = '2026-02-12T09:00:00Z';
    const until = '2026-03-14T09:26:53Z';
    api
      .on('GET', '/api/console/me', { body: aMe() })
      .on('GET', '/api/console/forms/:id', { body: { form } })
      .on('GET', '/api/console/forms/:id/summary', {
        body: { summary: { form_id: FORM_ID, since, until: null, submissions: 13, questions: [{ id: 'q1', slug: 'name', label: 'Name', kind: 'short_text', answered: 13, skipped: 0, latest: [] }] } },
      })
      .on('GET', '/api/console/forms/:id/analytics', {
        body: {
          analytics: {
            form_id: FORM_ID,
            since,
            until,
            views_since: since,
            views_until: '2026-03-14T10:00:00Z',
            views: 1,
            submissions: 13,
            completion_rate: 13,
            days: [{ date: '2026-03-14', views: 1, submissions: 13 }],
          },
        },
      })
      .on('GET', '/api/console/forms/:id/funnel', {
        body: { funnel: { form_id: FORM_ID, since, until: '2026-03-14T10:00:00Z', steps: [{ page: 1, title: 'Busy form', reached: 1 }], submitted: 0 } },
      });
    open();
    await waitFor(() => expect(totals()).toEqual({ Views: '1', Responses: '13', 'Completion rate': '100%' }));
    expect(screen.getByText(/More responses than views: responses sent through the API are not views/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('1300%');
  });

  it("shows the API's refusal when the form does not exist, and asks for nothing the form is needed for", async () => {
    const api = installFakeApi();
    api
      .on('GET', '/api/console/me', { body: aMe() })
      .on('GET', '/api/console/forms/:id', { status: 404, body: { error: 'Form not found' } })
      .on('GET', '/api/console/forms/:id/summary', { status: 404, body: { error: 'Form not found' } });
    open();
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Form not found'));
    expect(api.requestsTo('GET', FORM_PATH).length).toBeGreaterThan(0);
    expect(api.requestsTo('GET', `${FORM_PATH}/summary`).length).toBeGreaterThan(0);
    // Views and pages start when the form was created: without a form they are not asked for.
    expect(api.requestsTo('GET', `${FORM_PATH}/analytics`)).toEqual([]);
    expect(within(document.body).queryByText('No responses yet.')).toBeNull();
  });
});
