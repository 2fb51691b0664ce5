import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

jest.setTimeout(60_000);

/**
 * What an integrator does with nothing but the typed client: build a form, publish it, collect 50
 * answers through the JSON intake, then page through them oldest first while erasing every fifth one,
 * and end with counts that agree with what is left.
 */
let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp();
  ws = await t.workspaces.create();
});
afterAll(() => t?.close());

it('creates, publishes, collects 50 answers, pages oldest first while erasing every fifth, and ends with exact counts', async () => {
  const api = t.typed(ws);

  const created = await api.POST('/api/external/v2/forms', {
    body: {
      form: {
        title: 'Event feedback',
        questions: [
          { kind: 'short_text', label: 'Your name', required: true },
          { kind: 'rating', label: 'How was it?', scale: 5, required: true },
          { kind: 'multiple_choice', label: 'Topics', options: ['Billing', 'API', 'Docs'] },
        ],
        hidden_fields: ['utm_source'],
      },
    },
  });
  expect(created.response.status).toBe(201);
  const form = created.data!.form;
  const [name, rating, topics] = form.questions.map((question) => question.slug);

  const published = await api.PATCH('/api/external/v2/forms/{form_id}', {
    params: { path: { form_id: form.id } },
    body: { form: { is_published: true } },
  });
  expect(published.data!.form.state).toBe('published');

  const submitted: string[] = [];
  for (let n = 1; n <= 50; n++) {
    const answer = await api.POST('/forms/{form_id}/submissions', {
      params: { path: { form_id: form.id } },
      body: {
        responses: { [name]: `Guest ${n}`, [rating]: (n % 5) + 1, [topics]: n % 2 === 0 ? ['API'] : ['Billing', 'Docs'] },
        field_values: { utm_source: 'walkthrough' },
      },
    });
    expect(answer.response.status).toBe(201);
    submitted.push(answer.data!.submission.id);
  }

  // Oldest first, 10 a page. Erasing what was just read moves everything after it forward, so the next
  // page is found from what is left before it, and what was already seen on that page is skipped.
  const seen: string[] = [];
  const erased: string[] = [];
  const pageSize = 10;
  for (;;) {
    const pageNumber = Math.floor((seen.length - erased.length) / pageSize) + 1;
    const page = await api.GET('/api/external/v2/forms/{form_id}/submissions', {
      params: { path: { form_id: form.id }, query: { order: 'oldest', page_size: pageSize, page_number: pageNumber } },
    });
    expect(page.response.status).toBe(200);
    expect(page.data!.total_count).toBe(50 - erased.length);
    const fresh = page.data!.submissions.filter((submission) => !seen.includes(submission.id));
    if (fresh.length === 0) break;
    for (const submission of fresh) {
      seen.push(submission.id);
      if (seen.length % 5 === 0) {
        const gone = await api.DELETE('/api/external/v2/forms/{form_id}/submissions/{submission_id}', {
          params: { path: { form_id: form.id, submission_id: submission.id } },
        });
        expect(gone.response.status).toBe(200);
        erased.push(submission.id);
      }
    }
  }

  // Every submission read exactly once, in the order it was made; one in five erased.
  expect(seen).toEqual(submitted);
  expect(erased).toHaveLength(10);
  const remaining = submitted.filter((id) => !erased.includes(id));

  const all = await api.GET('/api/external/v2/forms/{form_id}/submissions', {
    params: { path: { form_id: form.id }, query: { order: 'oldest', page_size: 100 } },
  });
  expect(all.data!.total_count).toBe(40);
  expect(all.data!.pagination.total_records).toBe(40);
  expect(all.data!.submissions.map((submission) => submission.id)).toEqual(remaining);
  const after = await api.GET('/api/external/v2/forms/{form_id}', { params: { path: { form_id: form.id } } });
  expect(after.data!.form.submissions_count).toBe(40);
  const again = await api.DELETE('/api/external/v2/forms/{form_id}/submissions/{submission_id}', {
    params: { path: { form_id: form.id, submission_id: erased[0] } },
  });
  expect([again.response.status, again.error]).toEqual([404, { error: 'Submission not found' }]);
  expect((await api.GET('/api/external/v2/forms/{form_id}', { params: { path: { form_id: form.id } } })).data!.form.submissions_count).toBe(40);
});
