import { randomUUID } from 'node:crypto';
import { request, type IncomingMessage, type ClientRequest } from 'node:http';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { Submission } from '@forms/domain';
import { expectError } from './support/expectations';
import { V2 } from './support/operations';
import { startTestApp, type TestApp } from './support/test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

jest.setTimeout(300_000);

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TITLE = 'Kundenumfrage, "Q1" 🎉 שלום';
const BIG_FORM_SUBMISSIONS = 30_000;

let t: TestApp;
let ws: WorkspaceFixture;
let other: WorkspaceFixture;
let big: WorkspaceFixture;
let formId: string;
let emptyFormId: string;
let bigFormId: string;
let database: Client;
/** The form's submissions as v2 lists them, oldest first. */
let listed: any[];

const exportPath = (form: string, query = '') => `${V2}/forms/${form}/submissions/export${query}`;

interface Download {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A whole download over plain node:http: the body as bytes, whatever its type. */
function download(workspace: WorkspaceFixture | string, path: string, headers: Record<string, string> = {}): Promise<Download> {
  const subdomain = typeof workspace === 'string' ? workspace : workspace.subdomain;
  const key = typeof workspace === 'string' ? {} : { 'X-Api-Key': workspace.apiKey };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: t.port, path, headers: { Host: `${subdomain}.localhost:${t.port}`, ...key, ...headers } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** An export whose reader stops after the first bytes: the server is left waiting for it to read on. */
interface StalledDownload {
  status: number;
  headers: IncomingMessage['headers'];
  firstChunk: Buffer;
  ended: () => boolean;
  /** Reads the rest and counts the bytes. */
  readRest(): Promise<number>;
  /** Goes away without reading the rest. */
  abandon(): void;
}

function stalledDownload(workspace: WorkspaceFixture, path: string): Promise<StalledDownload> {
  return new Promise((resolve, reject) => {
    let outgoing: ClientRequest | undefined = undefined;
    outgoing = request(
      { host: '127.0.0.1', port: t.port, path, headers: { Host: `${workspace.subdomain}.localhost:${t.port}`, 'X-Api-Key': workspace.apiKey } },
      (incoming) => {
        let ended = false;
        incoming.on('end', () => (ended = true));
        incoming.once('data', (chunk: Buffer) => {
          incoming.pause();
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            firstChunk: chunk,
            ended: () => ended,
            readRest: () =>
              new Promise((done, fail) => {
                let bytes = chunk.length;
                incoming.on('data', (more: Buffer) => (bytes += more.length));
                incoming.on('end', () => done(bytes));
                incoming.on('error', fail);
                incoming.resume();
              }),
            abandon: () => outgoing?.destroy(),
          });
        });
        incoming.on('error', () => undefined);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function csvRows(body: Buffer): string[][] {
  return parse(body, { bom: true, relaxColumnCount: false }) as string[][];
}

async function readXlsx(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Submissions']);
  return workbook.worksheets[0];
}

/** The export connections still held by an export: their last statement took the slot or read a page (a released one has unlocked since). */
async function openExportConnections(): Promise<number> {
  const { rows } = await database.query(
    `SELECT count(*)::int AS open FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE '%submission_export%'`,
  );
  return rows[0].open;
}

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}

async function submit(form: string, responses: Record<string, unknown>, utm?: string): Promise<void> {
  const answer = await t.anonymous(t.hostOf(ws)).post(`/forms/${form}/submissions`, {
    body: { responses, ...(utm ? { field_values: { utm_source: utm } } : {}) },
    headers: { 'User-Agent': CHROME_ON_WINDOWS },
  });
  if (answer.status !== 201) throw new Error(`submit: ${answer.status} ${answer.text}`);
}

async function edit(form: string, changes: Record<string, unknown>): Promise<any> {
  const answer = await t.client(ws).patch(`${V2}/forms/${form}`, { body: { form: changes } });
  if (answer.status !== 200) throw new Error(`edit: ${answer.status} ${answer.text}`);
  return answer.body.form;
}

beforeAll(async () => {
  // Seeding the big form is one long statement: on a busy machine it can outlast the default limit.
  t = await startTestApp({ SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0', DB_STATEMENT_TIMEOUT_MS: '300000' });
  database = new Client({ connectionString: t.databaseUrl });
  await database.connect();
  [ws, other, big] = await Promise.all([t.workspaces.create(), t.workspaces.create(), t.workspaces.create()]);

  const created = await t.client(ws).post(`${V2}/forms`, {
    body: {
      form: {
        title: TITLE,
        hidden_fields: ['utm_source'],
        questions: [
          { kind: 'short_text', label: 'Name, "full"', slug: 'name' },
          { kind: 'number', label: 'Age', slug: 'age' },
          { kind: 'multiple_choice', label: 'Interests', options: ['API', 'Billing', 'Security'] },
          { kind: 'rating', label: 'Score', scale: 5 },
          { kind: 'long_text', label: 'ملاحظات 🎉\nnotes', slug: 'notes' },
          { kind: 'email', label: 'Email', slug: 'email' },
        ],
      },
    },
  });
  formId = created.body.form.id;
  await edit(formId, { is_published: true });
  await submit(formId, { name: '=HYPERLINK("http://evil.test","x")', age: '-5', interests: ['Security', 'API'], score: 4, notes: 'line 1\nline 2, "quoted"', email: 'ada@example.com' }, 'news');
  await submit(formId, { name: 'Ada', age: '3.5', interests: [], score: 5, notes: '@mention +1', email: 'ada@example.org' });
  // The email question goes, Age is renamed (same slug), a phone question arrives.
  const edited = await edit(formId, {
    questions: [
      { id: created.body.form.questions[0].id, kind: 'short_text', label: 'Name, "full"', slug: 'name' },
      { id: created.body.form.questions[1].id, kind: 'number', label: 'Age (years)', slug: 'age' },
      { id: created.body.form.questions[2].id, kind: 'multiple_choice', label: 'Interests', options: ['API', 'Billing', 'Security'] },
      { id: created.body.form.questions[3].id, kind: 'rating', label: 'Score', scale: 5 },
      { id: created.body.form.questions[4].id, kind: 'long_text', label: 'ملاحظات 🎉\nnotes', slug: 'notes' },
      { kind: 'phone', label: 'Phone' },
    ],
  });
  await submit(formId, { name: 'Grace', age: '42', score: 1, phone: '+1 555 0100' }, 'ads');
  // Then the rating question goes too.
  await edit(formId, {
    questions: edited.questions
      .filter((question: any) => question.kind !== 'rating')
      .map(({ id, kind, label, slug, options }: any) => ({ id, kind, label, slug, ...(options.length > 0 && { options }) })),
  });
  await submit(formId, { name: 'Linus', phone: '12345' });

  // A submission whose answers record their question's id (as every stored answer now does): it is matched by id, whatever its slug says.
  await t.adapters.unitOfWork.run(async ({ forms, submissions }) => {
    const form = (await forms.lockById(ws.id, formId))!;
    const createdAt = form.nextSubmissionTime(new Date());
    const position = form.reserveSubmissionPositions(1, createdAt);
    const name = form.questions.find((question) => question.slug === 'name')!;
    const responses = [{ id: randomUUID(), questionId: name.id, label: 'Old label', position: 1, kind: 'short_text', slug: 'renamed_since', value: 'By id' }];
    await submissions.insertMany([
      Submission.record({
        id: '0b7f6a52-2f43-4c53-9a51-0f0d6a2c1b7e',
        workspaceId: ws.id,
        formId,
        position,
        createdAt,
        fieldValues: [],
        userAgent: { id: randomUUID(), name: '', version: '', ipAddress: '', deviceName: '', deviceType: '', operatingSystem: '', operatingSystemVersion: '' },
        responses: responses as never,
      }),
    ]);
    await forms.update(form);
  });

  const empty = await t.client(ws).post(`${V2}/forms`, { body: { form: { title: 'Ünïcode — ✓', questions: [{ kind: 'short_text', label: '=cmd|calc' }] } } });
  emptyFormId = empty.body.form.id;

  const list = await t.client(ws).get(`${V2}/forms/${formId}/submissions`, { query: { order: 'oldest', page_size: 100 } });
  listed = list.body.submissions;
  [bigFormId] = await t.workspaces.seed(big, 1, BIG_FORM_SUBMISSIONS);
});

afterAll(async () => {
  await database?.end();
  await t?.close();
});

const HEADER = [
  'submission_id',
  'form_version',
  'created_at',
  'Name, "full"',
  'Age (years)',
  'Interests',
  'ملاحظات 🎉\nnotes',
  'Phone',
  'Email',
  'Score',
  'utm_source',
  'browser',
  'operating_system',
  'device_type',
  'ip_address',
];

describe('GET /api/external/v2/forms/{form_id}/submissions/export', () => {
  it('sends a CSV with a column for every question the form ever had, its hidden fields and the user agent', async () => {
    const answer = await download(ws, exportPath(formId));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="kundenumfrage-q1-submissions-${today}.csv"; ` +
        // The title in UTF-8, with what no file system takes in a name (here `"`) made `-`.
        `filename*=UTF-8''${encodeURIComponent(`Kundenumfrage, -Q1- 🎉 שלום-submissions-${today}.csv`)}`,
    );
    expect(answer.body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = answer.body.toString('utf8');
    // RFC 4180: every record ends with CRLF; the newlines inside quoted fields are the answers' own.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(7);

    const [header, ...rows] = csvRows(answer.body);
    expect(header).toEqual(HEADER);
    expect(rows.map((row) => row[0])).toEqual(listed.map((submission) => submission.id));
    // The version each answered, as v2 shows it (the form was edited between them).
    expect(rows.map((row) => row[1])).toEqual(listed.map((submission) => String(submission.form_version)));
    expect(new Set(rows.map((row) => row[1])).size).toBeGreaterThan(1);
    expect(rows.map((row) => row[2])).toEqual(listed.map((submission) => submission.created_at));
    expect(rows.map((row) => row.slice(3))).toEqual([
      ["'=HYPERLINK(\"http://evil.test\",\"x\")", '-5', 'API, Security', 'line 1\nline 2, "quoted"', '', 'ada@example.com', '4', 'news', 'Chrome 120.0.0.0', 'Windows 10', 'desktop', '127.0.0.1'],
      ['Ada', '3.5', '', "'@mention +1", '', 'ada@example.org', '5', '', 'Chrome 120.0.0.0', 'Windows 10', 'desktop', '127.0.0.1'],
      ['Grace', '42', '', '', "'+1 555 0100", '', '1', 'ads', 'Chrome 120.0.0.0', 'Windows 10', 'desktop', '127.0.0.1'],
      ['Linus', '', '', '', '12345', '', '', '', 'Chrome 120.0.0.0', 'Windows 10', 'desktop', '127.0.0.1'],
      ['By id', '', '', '', '', '', '', '', '', '', '', ''],
    ]);
  });

  it('sends the same table as XLSX: one Submissions sheet, numbers as numbers, text never a formula', async () => {
    const answer = await download(ws, exportPath(formId, '?format=xlsx'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(XLSX_TYPE);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="kundenumfrage-q1-submissions-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''/);
    const sheet = await readXlsx(answer.body);
    expect(sheet.rowCount).toBe(6);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(HEADER);
    expect(values(2).slice(0, 3)).toEqual([listed[0].id, 1, listed[0].created_at]);
    expect(values(2).slice(3, 10)).toEqual(['=HYPERLINK("http://evil.test","x")', -5, 'API, Security', 'line 1\nline 2, "quoted"', undefined, 'ada@example.com', 4]);
    expect(values(3)[4]).toBe(3.5);
    const formulaLike = sheet.getRow(2).getCell(4);
    expect(formulaLike.type).toBe(ExcelJS.ValueType.String);
    expect(formulaLike.formula).toBeUndefined();
    expect(sheet.getRow(4).getCell(8).value).toBe('+1 555 0100');
    expect(sheet.getRow(6).getCell(4).value).toBe('By id');
  });

  it('orders newest first when asked, and keeps to since (inclusive) and until (exclusive)', async () => {
    const newest = csvRows((await download(ws, exportPath(formId, '?order=newest'))).body);
    expect(newest.slice(1).map((row) => row[0])).toEqual(listed.map((submission) => submission.id).reverse());

    const since = listed[1].created_at;
    const until = listed[3].created_at;
    const expected = listed.filter((submission) => submission.created_at >= since && submission.created_at < until).map((s) => s.id);
    const ranged = csvRows((await download(ws, exportPath(formId, `?since=${since}&until=${until}`))).body);
    expect(ranged[0]).toEqual(HEADER);
    expect(ranged.slice(1).map((row) => row[0])).toEqual(expected);
    const none = csvRows((await download(ws, exportPath(formId, `?until=${listed[0].created_at}`))).body);
    expect(none).toEqual([HEADER]);
  });

  it('sends the header row alone for a form without submissions, labels neutralised too', async () => {
    const csv = await download(ws, exportPath(emptyFormId));
    expect(csv.status).toBe(200);
    const header = 'submission_id,form_version,created_at,\'=cmd|calc,browser,operating_system,device_type,ip_address\r\n';
    expect(csv.body.toString('utf8')).toBe(`\uFEFF${header}`);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="unicode-submissions-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''%C3%9Cn%C3%AFcode%20%E2%80%94%20%E2%9C%93-submissions-/);
    const xlsx = await download(ws, exportPath(emptyFormId, '?format=xlsx'));
    const sheet = await readXlsx(xlsx.body);
    expect(sheet.rowCount).toBe(1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['submission_id', 'form_version', 'created_at', '=cmd|calc', 'browser', 'operating_system', 'device_type', 'ip_address']);
  });

  it.each([
    ['?format=pdf', 'format must be one of: csv, xlsx'],
    ['?format=CSV', 'format must be one of: csv, xlsx'],
    ['?order=sideways', 'order must be one of: oldest, newest'],
    ['?since=2026-01-01', 'since must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ that exists, such as 2026-01-31T23:59:59Z'],
    ['?until=2026-02-30T00:00:00Z', 'until must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ that exists, such as 2026-01-31T23:59:59Z'],
    ['?since=2026-02-01T00:00:00Z&until=2026-01-01T00:00:00Z', 'since must not be later than until'],
  ])('refuses %s with 422 naming the parameter', async (query, message) => {
    expectError(await t.client(ws).get(exportPath(formId, query)), 422, message);
  });

  it('answers 404 for another workspace\'s form or an unknown one, and 401 without a key; a read key may export', async () => {
    expectError(await t.client(other).get(exportPath(formId)), 404, 'Form not found');
    expectError(await t.client(ws).get(exportPath('00000000-0000-4000-8000-000000000000')), 404, 'Form not found');
    expectError(await t.client(ws).get(exportPath('not-a-uuid')), 404, 'Form not found');
    expectError(await t.anonymous(t.hostOf(ws)).get(exportPath(formId)), 401, 'Could not authenticate, invalid API Key');
    const readKey = await t.workspaces.issueKey(ws, undefined, 'read');
    const answer = await download(ws.subdomain, exportPath(emptyFormId), { 'X-Api-Key': readKey.secret });
    expect(answer.status).toBe(200);
  });
});

describe('GET /api/console/forms/{form_id}/submissions/export', () => {
  it('gives a signed-in member of any role the same file, and nothing without a session', async () => {
    await t.workspaces.addMembers(ws, ['viewer@example.test']);
    const cookie = await t.workspaces.signIn(ws, 'viewer@example.test');
    const path = `/api/console/forms/${formId}/submissions/export`;
    const viaConsole = await download(ws.subdomain, path, { Cookie: cookie });
    expect(viaConsole.status).toBe(200);
    expect(viaConsole.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(viaConsole.body.equals((await download(ws, exportPath(formId))).body)).toBe(true);
    const xlsx = await download(ws.subdomain, `${path}?format=xlsx&order=newest`, { Cookie: cookie });
    expect((await readXlsx(xlsx.body)).getRow(2).getCell(1).value).toBe(listed.at(-1).id);
    const refused = await download(ws.subdomain, path);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body.toString('utf8'))).toEqual({ error: 'Sign in to continue' });
    const foreign = await download(other.subdomain, `/api/console/forms/${formId}/submissions/export`, {
      Cookie: await t.workspaces.signIn(other, other.adminEmail),
    });
    expect(foreign.status).toBe(404);
  });
});

describe('a big export', () => {
  it('streams: the first bytes arrive while the cursor is still open, and the whole file follows', async () => {
    const stalled = await stalledDownload(big, exportPath(bigFormId));
    expect(stalled.status).toBe(200);
    expect(stalled.firstChunk.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(stalled.ended()).toBe(false);
    // The server waits for this reader: its export holds its connection, mid-way.
    expect(await openExportConnections()).toBe(1);
    const bytes = await stalled.readRest();
    expect(bytes).toBeGreaterThan(BIG_FORM_SUBMISSIONS * 100);
    await eventually(async () => (await openExportConnections()) === 0, 'the export connection is released');
    const whole = csvRows((await download(big, exportPath(bigFormId))).body);
    expect(whole).toHaveLength(BIG_FORM_SUBMISSIONS + 1);
  });

  it('runs at most 2 exports at once per workspace; a client that goes away frees its slot and connection at once', async () => {
    const first = await stalledDownload(big, exportPath(bigFormId));
    const second = await stalledDownload(big, exportPath(bigFormId, '?format=xlsx'));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await openExportConnections()).toBe(2);

    const third = await t.client(big).get(exportPath(bigFormId));
    expectError(third, 429, 'Too many exports running for this workspace, try again later');
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another workspace is not held up by this one's exports.
    expect((await download(ws, exportPath(emptyFormId))).status).toBe(200);

    first.abandon();
    await eventually(async () => (await openExportConnections()) === 1, 'the abandoned export connection is released');
    const next = await download(big, exportPath(bigFormId, '?since=2000-01-01T00:00:00Z'));
    expect(next.status).toBe(200);
    expect(csvRows(next.body)).toHaveLength(BIG_FORM_SUBMISSIONS + 1);

    second.abandon();
    await eventually(async () => (await openExportConnections()) === 0, 'every export connection is released');
    expect((await download(big, exportPath(bigFormId, '?until=2000-01-01T00:00:00Z'))).status).toBe(200);
  });
});
