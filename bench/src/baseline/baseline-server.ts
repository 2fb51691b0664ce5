import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { loadConfig } from '@forms/config';
import { Pool } from 'pg';
import {
  ACTIVE_TEAM_MEMBER_SQL,
  CREDENTIALS_SQL,
  FORMS_PAGE_SQL,
  INSERT_FORM_SQL,
  NEWEST_ACTIVE_ADMIN_SQL,
  RECORD_KEY_USE_SQL,
  locatePage,
  POSITION_RANGE_SQL,
  RANGE_COUNTS_SQL,
  RANGE_NEWEST_PAGE_SQL,
  SUBMISSIONS_PAGE_SQL,
  TEAM_MEMBERS_BY_EMAILS_SQL,
  TEAM_MEMBERS_PAGE_SQL,
  type CredentialsRow,
  type FormRow,
  type PositionRangeRow,
  type RangeCounts,
  type SubmissionDocumentRow,
  type SubmissionRow,
  type TeamMemberRecordRow,
  type TeamMemberRow,
} from '@forms/persistence/sql';
import { formJson, pageParams, pagination, submissionJson, teamMemberV2Json } from './baseline-json';

// The raw baseline: node:http and a pg Pool, nothing else. It answers the benchmarked requests with
// the very SQL the service's persistence lib sends (imported from its SQL entry point, which loads neither
// TypeORM nor Nest), so that the service/baseline ratio measures what the framework, the layers and the
// mapping cost, not a different query plan.

const KEY_PATTERN = /^fsk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY_USE_RESOLUTION_MS = 60_000;
const MAX_BODY_BYTES = 1024 * 1024;

const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('the baseline needs DATABASE_URL');
const pool = new Pool({ connectionString: config.DATABASE_URL, max: config.DB_POOL_SIZE, application_name: 'forms-bench-baseline' });
const appDomainSuffix = `.${config.APP_DOMAIN}`;

interface Workspace {
  id: string;
  baseUrl: string;
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

async function authenticate(req: IncomingMessage): Promise<Workspace> {
  const host = (req.headers.host ?? '').toLowerCase();
  const hostname = host.replace(/:\d+$/, '');
  const subdomain = hostname.endsWith(appDomainSuffix) ? hostname.slice(0, -appDomainSuffix.length) : '';
  if (!subdomain || subdomain.includes('.')) throw new HttpFailure(404, 'Workspace not found');
  const apiKey = req.headers['x-api-key'];
  const prefix = typeof apiKey === 'string' ? KEY_PATTERN.exec(apiKey)?.[1] : undefined;
  if (prefix === undefined) throw new HttpFailure(401, 'Could not authenticate, invalid API Key');
  const { rows } = await pool.query<CredentialsRow>({ name: 'auth_credentials', text: CREDENTIALS_SQL, values: [subdomain, prefix] });
  if (rows.length === 0) throw new HttpFailure(404, 'Workspace not found');
  const row = rows[0];
  const presented = createHash('sha256').update(apiKey as string).digest();
  const now = new Date();
  const valid =
    row.key_id !== null &&
    presented.length === row.secret_hash.length &&
    timingSafeEqual(presented, row.secret_hash) &&
    row.revoked_at === null &&
    (row.expires_at === null || row.expires_at > now);
  if (!valid) throw new HttpFailure(401, 'Could not authenticate, invalid API Key');
  if (row.last_used_at === null || now.getTime() - row.last_used_at.getTime() >= KEY_USE_RESOLUTION_MS) {
    await pool.query({ name: 'auth_record_key_use', text: RECORD_KEY_USE_SQL, values: [row.id, row.key_id, now] });
  }
  return { id: row.id, baseUrl: `http://${host}` };
}

function pageOf(query: URLSearchParams): { pageNumber: number; pageSize: number; offset: number } {
  const page = pageParams(query);
  if (!page) throw new HttpFailure(422, 'page_number and page_size must be integers of at least 1');
  return { ...page, offset: (page.pageNumber - 1) * page.pageSize };
}

/**
 * Newest first, as the service pages: one statement while the form has no holes and no time filter;
 * otherwise the position range, the counts that locate the page, and the page itself.
 */
async function submissionsPage(
  workspace: Workspace,
  formId: string,
  page: { offset: number; pageSize: number },
  since: Date | null,
): Promise<{ rows: SubmissionDocumentRow[]; total: number }> {
  if (!UUID.test(formId)) throw new HttpFailure(404, 'Form not found');
  let range: { lo: number; hi: number };
  if (since === null) {
    const { rows } = await pool.query<SubmissionRow>({
      name: 'submissions_page',
      text: SUBMISSIONS_PAGE_SQL,
      values: [workspace.id, formId, String(page.offset), String(page.pageSize)],
    });
    if (rows.length === 0) throw new HttpFailure(404, 'Form not found');
    if (rows[0].total === rows[0].last_position) return { rows, total: rows[0].total };
    range = { lo: 1, hi: rows[0].last_position };
  } else {
    const { rows } = await pool.query<PositionRangeRow>({
      name: 'submissions_position_range',
      text: POSITION_RANGE_SQL,
      values: [workspace.id, formId, since, null],
    });
    if (rows.length === 0) throw new HttpFailure(404, 'Form not found');
    range = { lo: rows[0].lo, hi: rows[0].hi };
  }
  if (range.lo > range.hi) return { rows: [], total: 0 };
  const { rows: counts } = await pool.query<RangeCounts>({
    name: 'submissions_range_counts',
    text: RANGE_COUNTS_SQL,
    values: [workspace.id, formId, range.lo, range.hi, String(page.offset), true],
  });
  const { total, start } = locatePage(range, counts[0], page.offset, true);
  if (!start) return { rows: [], total };
  const { rows } = await pool.query<SubmissionDocumentRow>({
    name: 'submissions_range_newest',
    text: RANGE_NEWEST_PAGE_SQL,
    values: [workspace.id, formId, range.lo, Math.min(start.from, range.hi), start.skip, page.pageSize],
  });
  return { rows, total };
}

async function listSubmissions(workspace: Workspace, formId: string, query: URLSearchParams): Promise<unknown> {
  const page = pageOf(query);
  const sinceText = query.get('since');
  const since = sinceText === null ? null : new Date(sinceText);
  if (since !== null && Number.isNaN(since.getTime())) throw new HttpFailure(422, 'since must be a timestamp');
  const { rows, total } = await submissionsPage(workspace, formId, page, since);
  const submissions = [];
  for (const row of rows) if (row.id !== null) submissions.push(submissionJson(row));
  return { submissions, pagination: pagination(total, page.pageNumber, page.pageSize), total_count: total };
}

async function listForms(workspace: Workspace, query: URLSearchParams): Promise<unknown> {
  const page = pageOf(query);
  const { rows } = await pool.query<FormRow>({
    name: 'forms_page',
    text: FORMS_PAGE_SQL,
    values: [workspace.id, page.pageSize, String(page.offset)],
  });
  const total = rows[0]?.total ?? 0;
  const forms = [];
  for (const row of rows) if (row.id !== null) forms.push(formJson(row, workspace.baseUrl));
  return { forms, pagination: pagination(total, page.pageNumber, page.pageSize), total_count: total };
}

async function listTeamMembers(workspace: Workspace, query: URLSearchParams): Promise<unknown> {
  const page = pageOf(query);
  const { rows } = await pool.query<TeamMemberRow & { total: number }>({
    name: 'team_members_page',
    text: TEAM_MEMBERS_PAGE_SQL,
    values: [workspace.id, page.pageSize, String(page.offset)],
  });
  const total = rows[0]?.total ?? 0;
  const members = [];
  for (const row of rows) if (row.id !== null) members.push(teamMemberV2Json(row));
  return { team_members: members, pagination: pagination(total, page.pageNumber, page.pageSize) };
}

async function getTeamMember(workspace: Workspace, id: string): Promise<unknown> {
  if (!UUID.test(id)) throw new HttpFailure(404, 'Team member not found');
  const { rows } = await pool.query<TeamMemberRow>({ name: 'team_members_active_by_id', text: ACTIVE_TEAM_MEMBER_SQL, values: [workspace.id, id] });
  if (rows.length === 0) throw new HttpFailure(404, 'Team member not found');
  return { team_member: teamMemberV2Json(rows[0]) };
}

async function createForm(workspace: Workspace, req: IncomingMessage): Promise<unknown> {
  const body = await readJson(req);
  const form = (body as { form?: unknown } | null)?.form;
  if (typeof form !== 'object' || form === null) throw new HttpFailure(422, 'form is required');
  const { title: rawTitle, created_by_email: creatorEmail } = form as { title?: unknown; created_by_email?: unknown };
  const title = typeof rawTitle === 'string' ? rawTitle.trim() : '';
  if (title.length === 0 || title.length > 255) throw new HttpFailure(422, 'form.title must be 1-255 characters');

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const creator =
      typeof creatorEmail === 'string'
        ? await client.query<TeamMemberRecordRow>({
            name: 'members_by_emails',
            text: TEAM_MEMBERS_BY_EMAILS_SQL,
            values: [workspace.id, [creatorEmail.trim().toLowerCase()]],
          })
        : await client.query<TeamMemberRecordRow>({ name: 'newest_active_admin', text: NEWEST_ACTIVE_ADMIN_SQL, values: [workspace.id] });
    const member = creator.rows[0];
    if (!member || !member.active) throw new HttpFailure(422, 'form.created_by_email must be the email of an active team member');
    const id = randomUUID();
    const now = new Date();
    const row: Omit<FormRow, 'total'> = {
      id,
      title,
      state: 'draft',
      is_published: false,
      is_archived: false,
      is_disabled: false,
      is_suspended: false,
      created_by: member.email,
      submissions_count: 0,
      created_at: now,
      updated_at: now,
    };
    await client.query({
      name: 'insert_form',
      text: INSERT_FORM_SQL,
      values: [
        workspace.id, row.id, row.title, row.state, row.is_published, row.is_archived, row.is_disabled,
        row.is_suspended, row.created_by, row.submissions_count, row.created_at, row.updated_at, '[]', '[]', false,
      ],
    });
    await client.query('COMMIT');
    // v2 shows a form with its questions and hidden fields: none yet on a new form.
    return { form: { ...formJson(row, workspace.baseUrl), questions: [], hidden_fields: [] } };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new HttpFailure(413, 'Request body is too large'));
      else chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new HttpFailure(400, 'Malformed JSON body'));
      }
    });
  });
}

const SUBMISSIONS_PATH = /^\/api\/external\/v[12]\/forms\/([^/]+)\/submissions$/;
const TEAM_MEMBER_PATH = /^\/api\/external\/v2\/team-members\/([^/]+)$/;

async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  const method = req.method ?? 'GET';

  if (!path.startsWith('/api/external/')) throw new HttpFailure(404, 'Not found');
  const workspace = await authenticate(req);
  if (method === 'GET') {
    if (path === '/api/external/v1/forms') return send(res, 200, await listForms(workspace, query));
    if (path === '/api/external/v2/team-members') return send(res, 200, await listTeamMembers(workspace, query));
    const submissions = SUBMISSIONS_PATH.exec(path);
    if (submissions) return send(res, 200, await listSubmissions(workspace, decodeURIComponent(submissions[1]), query));
    const member = TEAM_MEMBER_PATH.exec(path);
    if (member) return send(res, 200, await getTeamMember(workspace, decodeURIComponent(member[1])));
  }
  if (method === 'POST' && path === '/api/external/v2/forms') return send(res, 201, await createForm(workspace, req));
  throw new HttpFailure(404, 'Not found');
}

const server = createServer((req, res) => {
  route(req, res).catch((error: unknown) => {
    if (error instanceof HttpFailure) {
      send(res, error.status, { error: error.message });
      return;
    }
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    send(res, 500, { error: 'Internal server error' });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(config.PORT, () => process.stderr.write(`baseline listening on port ${config.PORT}\n`));

function shutdown(): void {
  server.close(() => void pool.end().finally(() => process.exit(0)));
  server.closeAllConnections();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
