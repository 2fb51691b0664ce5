import {
  expectDeprecated,
  expectError,
  expectForm,
  expectFormV2,
  expectKeys,
  expectNotDeprecated,
  expectOk,
  expectPagination,
} from './support/expectations';
import { V1, V2 } from './support/operations';
import { readForms } from './support/snapshots';
import { sharedTestApp, type SharedTestApp } from './support/shared-app/shared-test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

jest.setTimeout(60_000);

let t: SharedTestApp;

beforeAll(async () => {
  t = await sharedTestApp();
});

afterAll(() => t?.close());

describe('v1 GET /forms', () => {
  let ws: WorkspaceFixture;
  let seeded: string[];

  beforeAll(async () => {
    ws = await t.workspaces.create();
    seeded = await t.workspaces.seed(ws, 3, 4);
  });

  it('lists every form with all its fields, newest first', async () => {
    const response = await t.client(ws).get(`${V1}/forms`, { query: { page_number: 1, page_size: 30 } });
    expectOk(response);
    expectDeprecated(response);
    expectKeys(response.body, ['forms', 'pagination', 'total_count']);
    expect(response.body.total_count).toBe(3);
    expectPagination(response.body.pagination, { total_records: 3, total_pages: 1, current_page_number: 1, page_size: 30 });
    const forms = response.body.forms;
    forms.forEach(expectForm);
    expect(forms.map((form: { id: string }) => form.id)).toEqual([...seeded].reverse());
    for (const form of forms) {
      expect(form.created_by).toBe(ws.adminEmail);
      expect(form.attempt_url).toBe(`${t.baseUrl(ws)}/forms/${form.id}`);
      expect(form.submissions_count).toBe(4);
    }
    const createdAt = forms.map((form: { created_at: string }) => form.created_at);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
  });

  it('defaults to page 1 of 30', async () => {
    const response = await t.client(ws).get(`${V1}/forms`);
    expectOk(response);
    expectPagination(response.body.pagination, { total_records: 3, total_pages: 1, current_page_number: 1, page_size: 30 });
  });

  it('submissions_count agrees with the submissions list', async () => {
    for (const form of await readForms(t.client(ws))) {
      const submissions = await t.client(ws).get(`${V1}/forms/${form.id}/submissions`);
      expectOk(submissions);
      expect(submissions.body.total_count).toBe(form.submissions_count);
      expect(submissions.body.pagination.total_records).toBe(form.submissions_count);
    }
  });

  it('is empty, with zero pages, for a workspace without forms', async () => {
    const empty = await t.workspaces.create();
    const response = await t.client(empty).get(`${V1}/forms`);
    expectOk(response);
    expect(response.body).toEqual({
      forms: [],
      total_count: 0,
      pagination: { total_records: 0, total_pages: 0, current_page_number: 1, page_size: 30 },
    });
  });
});

describe('v2 POST /forms', () => {
  let ws: WorkspaceFixture;

  beforeAll(async () => {
    ws = await t.workspaces.create({
      admins: ['second-admin@example.com'],
      members: ['writer@example.com', 'gone@example.com'],
    });
    const gone = await t.workspaces.memberId(ws, 'gone@example.com');
    expectOk(await t.client(ws).patch(`${V1}/team_members/${gone}`, { body: { active: false } }));
  });

  it('creates a draft form (201) and lists it first', async () => {
    const started = Date.now();
    const response = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Customer survey' } } });
    expectOk(response, 201);
    expectNotDeprecated(response);
    expectKeys(response.body, ['form']);
    const { questions, hidden_fields: hiddenFields, ...form } = response.body.form;
    expectFormV2(response.body.form);
    expect([questions, hiddenFields]).toEqual([[], []]);
    expect(form).toMatchObject({
      title: 'Customer survey',
      state: 'draft',
      is_published: false,
      is_archived: false,
      is_disabled: false,
      is_suspended: false,
      submissions_count: 0,
      attempt_url: `${t.baseUrl(ws)}/forms/${form.id}`,
    });
    expect(Math.abs(Date.parse(form.created_at) - started)).toBeLessThan(60_000);

    // v1 keeps its representation: everything v2 shows apart from the settings, the version and the theme v2 added.
    expect(form.version).toBe(1);
    const { settings: _settings, version: _version, theme: _theme, ...formInV1 } = form;
    const listed = await t.client(ws).get(`${V1}/forms`);
    expect(listed.body.forms[0]).toEqual(formInV1);
    expect(listed.body.total_count).toBe(1);
  });

  it('names the most recently created active Admin as creator by default', async () => {
    const response = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Default creator' } } });
    expectOk(response, 201);
    expect(response.body.form.created_by).toBe('second-admin@example.com');
  });

  it('falls back to the older Admin when the newest one is inactive', async () => {
    const other = await t.workspaces.create({ admins: ['later-admin@example.com'] });
    const later = await t.workspaces.memberId(other, 'later-admin@example.com');
    expectOk(await t.client(other).patch(`${V1}/team_members/${later}`, { body: { active: false } }));
    const response = await t.client(other).post(`${V2}/forms`, { body: { form: { title: 'Fallback creator' } } });
    expectOk(response, 201);
    expect(response.body.form.created_by).toBe(other.adminEmail);
  });

  it('takes created_by_email of an active member', async () => {
    const response = await t.client(ws).post(`${V2}/forms`, {
      body: { form: { title: 'By a writer', created_by_email: 'writer@example.com' } },
    });
    expectOk(response, 201);
    expect(response.body.form.created_by).toBe('writer@example.com');
  });

  it('matches created_by_email case-insensitively and trimmed', async () => {
    const response = await t.client(ws).post(`${V2}/forms`, {
      body: { form: { title: 'By a shouting writer', created_by_email: '  WRITER@Example.com ' } },
    });
    expectOk(response, 201);
    expect(response.body.form.created_by.toLowerCase()).toBe('writer@example.com');
  });

  it('trims the title and accepts 255 characters', async () => {
    const trimmed = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: '   Padded title  ' } } });
    expectOk(trimmed, 201);
    expect(trimmed.body.form.title).toBe('Padded title');
    const long = 'L'.repeat(255);
    const longest = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: long } } });
    expectOk(longest, 201);
    expect(longest.body.form.title).toBe(long);
  });

  it('keeps non-ASCII titles intact', async () => {
    const title = 'Umfrage zur Zufriedenheit – 顧客満足度 ✓';
    const response = await t.client(ws).post(`${V2}/forms`, { body: { form: { title } } });
    expectOk(response, 201);
    expect(response.body.form.title).toBe(title);
  });

  describe('422 and nothing created', () => {
    let formsBefore: unknown[];

    beforeAll(async () => {
      formsBefore = await readForms(t.client(ws));
    });

    it.each([
      ['a missing title', { form: {} }, /title/],
      ['a blank title', { form: { title: '   ' } }, /title/],
      ['an empty title', { form: { title: '' } }, /title/],
      ['a null title', { form: { title: null } }, /title/],
      ['a numeric title', { form: { title: 42 } }, /title/],
      ['a title of 256 characters', { form: { title: 'x'.repeat(256) } }, /title/],
      ['a missing form object', { title: 'Flat' }, /form|title/],
      ['an empty body', {}, /form/],
      ['a form that is a string', { form: 'Survey' }, /form/],
      ['a form that is an array', { form: [{ title: 'x' }] }, /form/],
      ['an unknown field in form', { form: { title: 'x', colour: 'red' } }, /colour/],
      ['an unknown top-level field', { form: { title: 'x' }, extra: true }, /extra/],
      ['an invalid created_by_email', { form: { title: 'x', created_by_email: 'not-an-email' } }, /created_by_email/],
      ['a created_by_email of nobody', { form: { title: 'x', created_by_email: 'stranger@example.com' } }, /created_by_email/],
      ['a created_by_email of an inactive member', { form: { title: 'x', created_by_email: 'gone@example.com' } }, /created_by_email/],
      ['a non-string created_by_email', { form: { title: 'x', created_by_email: 7 } }, /created_by_email/],
    ])('on %s', async (_, body, message) => {
      expectError(await t.client(ws).post(`${V2}/forms`, { body }), 422, message);
    });

    it('on a JSON array body', async () => {
      expectError(await t.client(ws).post(`${V2}/forms`, { body: [{ form: { title: 'x' } }] }), 422);
    });

    it('on a 900 kB title: too long, but not too large (413 starts above 1 MB)', async () => {
      expectError(await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 't'.repeat(900_000) } } }), 422, /title/);
    });

    it('none of the rejected requests above created a form', async () => {
      expect(await readForms(t.client(ws))).toEqual(formsBefore);
    });
  });
});
