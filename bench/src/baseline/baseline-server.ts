import { hash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { loadConfig } from '@forms/config';
import { Pool, type PoolClient } from 'pg';
import { UAParser } from 'ua-parser-js';
import busboy from 'busboy';
import {
  ACTIVE_TEAM_MEMBER_SQL,
  ANSWER_COUNTS_SQL,
  CHOSE_ANY_SQL,
  FORM_DRAFT_SQL,
  APPEND_FORM_VERSION_SQL,
  APPEND_SUBMISSION_SQL,
  ATTACH_UPLOADS_SQL,
  ADD_CLIENT_UPLOAD_BYTES_SQL,
  CLIENT_UPLOAD_BYTES_SQL,
  COMPLETE_UPLOAD_SQL,
  DISCARD_UPLOAD_SQL,
  LOCK_UPLOAD_USAGE_SQL,
  PENDING_UPLOAD_BYTES_SQL,
  RELEASE_CLIENT_UPLOAD_BYTES_SQL,
  RESERVE_UPLOAD_BYTES_SQL,
  FILL_PAGE_WORKSPACE_SQL,
  FORM_BY_ID_SQL,
  INSERT_UPLOAD_CHUNK_SQL,
  INSERT_UPLOAD_SQL,
  RECEIVE_FORM_SQL,
  outboxInsertWithWebhooksSql,
  WORKSPACE_BY_SUBDOMAIN_SQL,
  CREDENTIALS_SQL,
  FORM_FULL_COLUMNS,
  FORMS_PAGE_SQL,
  formsPageSql,
  INSERT_FORM_SQL,
  NEWEST_ACTIVE_ADMIN_SQL,
  RECORD_KEY_USE_SQL,
  RECORD_SESSION_USE_SQL,
  SESSION_CREDENTIALS_SQL,
  locatePage,
  POSITION_RANGE_SQL,
  RANGE_COUNTS_SQL,
  RANGE_NEWEST_PAGE_SQL,
  SUBMISSIONS_PAGE_SQL,
  TEAM_MEMBERS_BY_EMAILS_SQL,
  TEAM_MEMBERS_PAGE_SQL,
  type AnswerCountRow,
  type CredentialsRow,
  type FormWithDraftRow,
  type FillPageWorkspaceRow,
  type FormRow,
  type PositionRangeRow,
  type RangeCounts,
  type SessionCredentialsRow,
  type SubmissionDocumentRow,
  type SubmissionRow,
  type StoredFormSettings,
  type TeamMemberRecordRow,
  type TeamMemberRow,
  type WorkspaceRow,
} from '@forms/persistence/sql';
import { formJson, formSettingsJson, pageParams, pagination, shownValue, submissionJson, submissionV2Json, questionV2Json, teamMemberV2Json, timestamp, userAgentJson, type QuestionFields } from './baseline-json';
import { exportCsv, ExportRefused } from './baseline-export';
import { baselineSummary } from './baseline-summary';
import { impactCandidates, impactText } from './baseline-impact';
import { DraftFailure, saveDraft } from './baseline-draft';
import { publishDraft } from './baseline-publish';
import { firstStep, formFunnel, JourneyFailure, StepCounter } from './baseline-journey';
import { CLIENT_WINDOW_MS, clientKeyOf, clientWindowStart, RESERVATION_STEP_BYTES, roomFor, type UploadQuotaBytes } from './baseline-upload-quota';

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
  /** Who the request acts as, for what the service records with its changes (a key's; else the service's). */
  actor?: { type: string; id: string | null; label: string };
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
  const presented = hash('sha256', apiKey as string, 'buffer');
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
  const keyLabel = row.key_name ? `API key "${row.key_name}" (${prefix})` : `API key ${prefix}`;
  return { id: row.id, baseUrl: `http://${host}`, actor: { type: 'api_key', id: row.key_id, label: keyLabel } };
}

// A console request: the workspace, the session and its member in one round trip, as SessionGuard does;
// the last use is written at most once a minute. (The service's rate limit is not mirrored, as for keys.)
const SESSION_COOKIE = /(?:^|;\s*)fs_session=([^;]*)/;
const SESSION_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[A-Za-z0-9_-]{43}$/i;
const SESSION_IDLE_MS = 7 * 86_400_000;
const SESSION_MAX_AGE_MS = 30 * 86_400_000;

async function authenticateSession(req: IncomingMessage): Promise<Workspace> {
  const host = (req.headers.host ?? '').toLowerCase();
  const hostname = host.replace(/:\d+$/, '');
  const subdomain = hostname.endsWith(appDomainSuffix) ? hostname.slice(0, -appDomainSuffix.length) : '';
  if (!subdomain || subdomain.includes('.')) throw new HttpFailure(404, 'Workspace not found');
  const cookie = SESSION_COOKIE.exec(req.headers.cookie ?? '')?.[1] ?? '';
  const sessionId = SESSION_TOKEN.exec(cookie)?.[1] ?? '00000000-0000-0000-0000-000000000000';
  const { rows } = await pool.query<SessionCredentialsRow>({ name: 'session_credentials', text: SESSION_CREDENTIALS_SQL, values: [subdomain, sessionId] });
  if (rows.length === 0) throw new HttpFailure(404, 'Workspace not found');
  const row = rows[0];
  const now = Date.now();
  const presented = hash('sha256', cookie, 'buffer');
  const valid =
    row.session_id !== null &&
    row.secret_hash !== null &&
    row.active === true &&
    presented.length === row.secret_hash.length &&
    timingSafeEqual(presented, row.secret_hash) &&
    row.ended_at === null &&
    now - (row.last_seen_at as Date).getTime() < SESSION_IDLE_MS &&
    now - (row.created_at as Date).getTime() < SESSION_MAX_AGE_MS;
  if (!valid) throw new HttpFailure(401, 'Sign in to continue');
  if (now - (row.last_seen_at as Date).getTime() >= KEY_USE_RESOLUTION_MS) {
    await pool.query({ name: 'session_record_use', text: RECORD_SESSION_USE_SQL, values: [row.id, row.session_id, new Date(now)] });
  }
  return { id: row.id, baseUrl: `http://${host}` };
}

function pageOf(query: URLSearchParams): { pageNumber: number; pageSize: number; offset: number } {
  const page = pageParams(query);
  if (!page) throw new HttpFailure(422, 'page_number and page_size must be integers of at least 1');
  return { pageNumber: page.pageNumber, pageSize: page.pageSize, offset: (page.pageNumber - 1) * page.pageSize };
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

/** v1 shows each submission as it was recorded; v2 adds the version of the form it answered. */
async function listSubmissions(workspace: Workspace, formId: string, query: URLSearchParams, v2: boolean): Promise<unknown> {
  const page = pageOf(query);
  const sinceText = query.get('since');
  const since = sinceText === null ? null : new Date(sinceText);
  if (since !== null && Number.isNaN(since.getTime())) throw new HttpFailure(422, 'since must be a timestamp');
  const { rows, total } = await submissionsPage(workspace, formId, page, since);
  const submissions = [];
  for (const row of rows) if (row.id !== null) submissions.push(v2 ? submissionV2Json(row, workspace.baseUrl) : submissionJson(row, workspace.baseUrl));
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

/** A question as a form stores it: v2's fields (the options' labels, a rating's scale), then its condition when it has one. */
interface StoredQuestion extends QuestionFields {
  options: string[];
  scale: number | null;
  visibleIf?: StoredVisibleIf;
}

interface StoredVisibleIf {
  match: string;
  conditions: Array<{ question?: string; hiddenField?: string; operator: string; value?: string }>;
}

/** A stored condition as v2 shows it: the operand, the operator, and the value when there is one. */
function visibleIfJson(visibleIf: StoredVisibleIf): unknown {
  return {
    match: visibleIf.match,
    conditions: visibleIf.conditions.map((condition) => {
      const json: Record<string, unknown> = condition.question !== undefined ? { question: condition.question } : { hidden_field: condition.hiddenField };
      json.operator = condition.operator;
      if (condition.value !== undefined) json.value = condition.value;
      return json;
    }),
  };
}

const FORMS_WITH_QUESTIONS_SQL = formsPageSql(FORM_FULL_COLUMNS);

/** v2's forms, with their questions and hidden fields: what the console lists. */
async function listFormsWithQuestions(workspace: Workspace, query: URLSearchParams): Promise<unknown> {
  const page = pageOf(query);
  const { rows } = await pool.query<FormRow & { questions: StoredQuestion[]; hidden_fields: string[] }>({
    name: 'forms_page_full',
    text: FORMS_WITH_QUESTIONS_SQL,
    values: [workspace.id, page.pageSize, String(page.offset), null],
  });
  const total = rows[0]?.total ?? 0;
  const forms = [];
  for (const row of rows) {
    if (row.id === null) continue;
    forms.push(
      Object.assign(formJson(row, workspace.baseUrl), {
        version: row.version,
        questions: (row.questions ?? []).map((question) => ({
          ...questionV2Json(question),
          ...(question.visibleIf ? { visible_if: visibleIfJson(question.visibleIf) } : {}),
        })),
        hidden_fields: row.hidden_fields ?? [],
        settings: formSettingsJson(row.settings),
        theme: row.theme ?? null,
      }),
    );
  }
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
        row.is_suspended, row.created_by, row.submissions_count, row.created_at, row.updated_at, '[]', '[]', false, '{}', null,
      ],
    });
    // Version 1 of the form, by the key that created it, as the service records it.
    await client.query({
      text: APPEND_FORM_VERSION_SQL,
      values: [
        workspace.id, row.id, 1, JSON.stringify({ title: row.title, questions: [], hiddenFields: [], settings: {} }), '[]', now,
        workspace.actor?.type ?? 'system', workspace.actor?.id ?? null, workspace.actor?.label ?? 'Form service',
      ],
    });
    // The form.created event, fanned out to the workspace's webhooks (none here), as the service records
    // it in the same transaction.
    const event = { type: 'form.created', workspaceId: workspace.id, occurredAt: now, form: row };
    await client.query({
      name: 'outbox_insert_with_webhooks',
      text: OUTBOX_WITH_WEBHOOKS_SQL,
      values: [workspace.id, [], [], [], [], [], now, [randomUUID()], [event.type], [JSON.stringify(event)], [row.id]],
    });
    await client.query('COMMIT');
    // v2 shows a form at its version (1, just appended) with its questions, hidden fields, settings and
    // theme: none yet on a new form.
    return { form: Object.assign(formJson(row, workspace.baseUrl), { version: 1, questions: [], hidden_fields: [], settings: formSettingsJson({}), theme: null }) };
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

// The JSON intake: the same statements as the service (the workspace by its host, the form without a
// lock, one statement that counts, positions and stores the submission), the same checks of every
// answer (written here by hand for the kinds), the same user agent parser, the same JSON.

/**
 * Whether a question is asked, judged on the answers before it as stored: written by hand for the
 * operators the benchmark's form uses (the service knows them all).
 */
function asked(question: StoredQuestion, stored: ReadonlyMap<string, string>, given: Record<string, unknown>): boolean {
  if (!question.visibleIf) return true;
  const results = question.visibleIf.conditions.map((condition) => {
    const raw = condition.question !== undefined ? stored.get(condition.question) : given[condition.hiddenField ?? ''];
    const text = typeof raw === 'string' ? raw.trim() : '';
    switch (condition.operator) {
      case 'is_answered':
        return text !== '';
      case 'is_not_answered':
        return text === '';
      case 'equals':
        return text !== '' && text === (condition.value ?? '').trim();
      case 'not_equals':
        return text === '' || text !== (condition.value ?? '').trim();
      default:
        throw new Error(`the baseline does not evaluate ${condition.operator}`);
    }
  });
  return question.visibleIf.match === 'all' ? results.every(Boolean) : results.some(Boolean);
}

interface IntakeFormRow {
  id: string;
  questions: StoredQuestion[];
  hidden_fields: string[];
  is_published: boolean;
  is_archived: boolean;
  is_disabled: boolean;
  is_suspended: boolean;
  updated_at: Date;
  submissions_count: number;
  settings: StoredFormSettings;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function answerValue(question: StoredQuestion, raw: unknown): string {
  const refuse = (problem: string): never => {
    throw new HttpFailure(422, `responses.${question.slug} ${problem}`);
  };
  const blank = raw === undefined || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);
  if (blank) return question.required ? refuse('is required') : '';
  switch (question.kind) {
    case 'multiple_choice': {
      const picked = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : refuse('must be an array of option labels');
      const chosen = new Set<string>();
      for (const option of picked) {
        if (typeof option !== 'string' || !question.options.includes(option.trim())) refuse(`must be among: ${question.options.join(', ')}`);
        chosen.add((option as string).trim());
      }
      return question.options.filter((option) => chosen.has(option)).join(', ');
    }
    case 'yes_no':
      if (typeof raw === 'boolean') return raw ? 'Yes' : 'No';
      if (typeof raw === 'string' && /^(yes|true)$/i.test(raw.trim())) return 'Yes';
      if (typeof raw === 'string' && /^(no|false)$/i.test(raw.trim())) return 'No';
      return refuse('must be Yes or No');
    case 'number': {
      const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : refuse('must be a number');
      const value = Number(text);
      if (!DECIMAL.test(text) || !Number.isFinite(value)) refuse('must be a number');
      return String(value === 0 ? 0 : value);
    }
    case 'rating': {
      const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : refuse('must be a number');
      const value = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
      if (!(value >= 1 && value <= (question.scale ?? 5))) refuse(`must be an integer from 1 to ${question.scale ?? 5}`);
      return String(value);
    }
  }
  if (typeof raw !== 'string') return refuse('must be a string');
  const text = raw.trim();
  switch (question.kind) {
    case 'file_upload':
      // The upload's id; the caller stores the file's address and gives the submission the upload.
      return UUID.test(text) ? text.toLowerCase() : refuse('must be the id of a file uploaded to this question');
    case 'email':
      return EMAIL.test(text) ? text : refuse('is not a valid email');
    case 'single_choice':
    case 'dropdown':
      return question.options.includes(text) ? text : refuse(`must be one of: ${question.options.join(', ')}`);
    case 'date': {
      const match = DATE.exec(text);
      const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
      return date && date.toISOString().startsWith(text) ? text : refuse('must be a real date as YYYY-MM-DD');
    }
    case 'long_text':
      return text.length <= 10_000 ? text : refuse('must be at most 10000 characters');
    default:
      return text.length <= 255 ? text : refuse('must be at most 255 characters');
  }
}

async function createSubmission(req: IncomingMessage, formId: string): Promise<unknown> {
  const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  const subdomain = host.endsWith(appDomainSuffix) ? host.slice(0, -appDomainSuffix.length) : '';
  const { rows: workspaces } = await pool.query<WorkspaceRow>({ name: 'workspace_by_subdomain', text: WORKSPACE_BY_SUBDOMAIN_SQL, values: [subdomain] });
  if (workspaces.length === 0) throw new HttpFailure(404, 'Workspace not found');
  const workspaceId = workspaces[0].id;
  if (!UUID.test(formId)) throw new HttpFailure(404, 'Form not found');
  const body = (await readJson(req)) as { responses?: Record<string, unknown>; field_values?: Record<string, unknown> };
  const answers = body.responses ?? {};
  const given = body.field_values ?? {};
  const userAgent = new UAParser(String(req.headers['user-agent'] ?? '')).getResult();
  const remote = req.socket.remoteAddress ?? '';
  const ip = remote.startsWith('::ffff:') ? remote.slice(7) : remote;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<IntakeFormRow>({ name: 'receive_form', text: RECEIVE_FORM_SQL, values: [workspaceId, formId] });
    if (rows.length === 0) throw new HttpFailure(404, 'Form not found');
    const form = rows[0];
    if (!form.is_published || form.is_archived || form.is_disabled || form.is_suspended) throw new HttpFailure(422, 'Form is not accepting responses');
    const { closesAt, maxSubmissions } = form.settings;
    if ((typeof closesAt === 'string' && new Date(closesAt) <= new Date()) || (typeof maxSubmissions === 'number' && form.submissions_count >= maxSubmissions)) {
      throw new HttpFailure(422, 'Form is not accepting responses');
    }
    for (const slug of Object.keys(answers)) {
      if (!form.questions.some((question) => question.slug === slug)) throw new HttpFailure(422, `responses.${slug} is not a question of this form`);
    }
    const answered = new Map<string, string>();
    const responses = form.questions.map((question) => {
      const value = asked(question, answered, given) ? answerValue(question, answers[question.slug]) : '';
      answered.set(question.slug, value);
      const response = { id: randomUUID(), label: question.label, position: question.position, kind: question.kind, slug: question.slug, value };
      // Stored as the service stores it: with the question's id, and the options picked of a multiple choice.
      if (question.kind !== 'multiple_choice') return Object.assign(response, { question_id: question.id });
      const picked = [answers[question.slug]].flat().map((option) => String(option).trim());
      return Object.assign(response, { question_id: question.id, choices: question.options.filter((option) => value !== '' && picked.includes(option)) });
    });
    for (const [name, value] of Object.entries(given)) {
      if (!form.hidden_fields.includes(name)) throw new HttpFailure(422, `field_values.${name} is not a hidden field of this form`);
      if (typeof value !== 'string' || value.length > 1000) throw new HttpFailure(422, `field_values.${name} must be a string of at most 1000 characters`);
    }
    const fieldValues = form.hidden_fields.filter((name) => name in given).map((name) => ({ field: name, value: given[name] as string }));
    const files: { uploadId: string; questionId: string }[] = [];
    for (const response of responses) {
      if (response.kind !== 'file_upload' || response.value === '') continue;
      files.push({ uploadId: response.value, questionId: form.questions.find((question) => question.slug === response.slug)!.id });
    }
    // What the answer shows: the stored fields without the question's id and choices, files (stored as
    // upload ids) as their address.
    const baseUrl = `http://${req.headers.host ?? ''}`;
    const publicResponses = responses.map(({ id, label, position, kind, slug, value }) => ({ id, label, position, kind, slug, value: shownValue(kind, value, baseUrl) }));
    const id = randomUUID();
    const agent = {
      id: randomUUID(),
      name: userAgent.browser.name ?? '',
      version: userAgent.browser.version ?? '',
      ip_address: ip,
      device_name: [userAgent.device.vendor, userAgent.device.model].filter(Boolean).join(' '),
      device_type: userAgent.device.type ?? 'desktop',
      operating_system: userAgent.os.name ?? '',
      operating_system_version: userAgent.os.version ?? '',
    };
    const stored = await client.query<{ position: number; created_at: Date; form_version: number }>({
      name: 'append_submission',
      text: APPEND_SUBMISSION_SQL,
      values: [workspaceId, formId, id, new Date(), JSON.stringify(fieldValues), JSON.stringify(agent), JSON.stringify(responses), ip, form.updated_at, null],
    });
    if (stored.rows.length === 0) throw new HttpFailure(422, 'Form is not accepting responses');
    if (files.length > 0) {
      const attached = await client.query<{ id: string }>({
        name: 'attach_uploads',
        text: ATTACH_UPLOADS_SQL,
        values: [workspaceId, formId, id, files.map((file) => file.uploadId), files.map((file) => file.questionId)],
      });
      if (attached.rows.length !== files.length) throw new HttpFailure(422, 'responses: a file is not an unused upload to its question');
    }
    // The submission.created event, fanned out to the workspace's webhooks (none here), as the service
    // records it in the same transaction.
    const event = {
      type: 'submission.created',
      workspaceId,
      occurredAt: new Date(),
      formId,
      submission: { id, createdAt: stored.rows[0].created_at, fieldValues, userAgent: agent, responses, formVersion: stored.rows[0].form_version },
      baseUrl,
    };
    await client.query({
      name: 'outbox_insert_with_webhooks',
      text: OUTBOX_WITH_WEBHOOKS_SQL,
      values: [workspaceId, [], [], [], [], [], event.occurredAt, [randomUUID()], [event.type], [JSON.stringify(event)], [formId]],
    });
    await client.query('COMMIT');
    const createdAt = timestamp(stored.rows[0].created_at);
    return {
      submission: {
        id,
        created_at: createdAt,
        field_values: fieldValues,
        user_agent: userAgentJson(agent, id, createdAt),
        responses: publicResponses,
        // The version the submission answered: the live one, as the statement recorded it.
        form_version: stored.rows[0].form_version,
      },
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

// The upload of a file: the same statements as the service, in the same transactions (the workspace, the
// form read on the pool; then in one transaction the workspace's upload usage locked and read, the client's
// bytes added and the upload row written with what it reserved; one statement per 256 KiB chunk as the body
// arrives, more room reserved in a transaction of its own when the file outgrows its reservation; its
// completion; and what the client reserved beyond the bytes stored given back), the same multipart parser.
const UPLOAD_CHUNK_BYTES = 256 * 1024;
const MAX_UPLOAD_BODY = 25 * 1024 * 1024 + 64 * 1024;
/** The service's quotas, read from the same configuration. */
const UPLOAD_QUOTAS: UploadQuotaBytes = { pending: config.UPLOAD_PENDING_QUOTA_MB * 1_048_576, clientPerHour: config.UPLOAD_CLIENT_QUOTA_MB * 1_048_576 };
const QUOTAS_ON = UPLOAD_QUOTAS.pending > 0 || UPLOAD_QUOTAS.clientPerHour > 0;

/** What one upload reserved so far: on its row, and for its client by hour window (in the order taken). */
interface Reservation {
  reserved: number;
  client: Map<number, number>;
}

/**
 * Reserves up to `wanted` bytes (at least `needed`, or 429) under the workspace's lock, in the caller's
 * transaction, as the service does.
 */
async function reserveUploadBytes(
  client: PoolClient,
  workspaceId: string,
  clientKey: string,
  reservation: Reservation,
  wanted: number,
  needed: number,
): Promise<number> {
  const now = Date.now();
  const window = clientWindowStart(now);
  await client.query({ name: 'lock_upload_usage', text: LOCK_UPLOAD_USAGE_SQL, values: [workspaceId] });
  const pending = await client.query<{ bytes: string }>({ name: 'pending_upload_bytes', text: PENDING_UPLOAD_BYTES_SQL, values: [workspaceId] });
  const windows = await client.query<{ window_start: Date; bytes: string }>({
    name: 'client_upload_bytes',
    text: CLIENT_UPLOAD_BYTES_SQL,
    values: [workspaceId, clientKey, new Date(window - CLIENT_WINDOW_MS)],
  });
  const bytesOf = (start: number) => Number(windows.rows.find((row) => row.window_start.getTime() === start)?.bytes ?? 0);
  const usage = { pending: Number(pending.rows[0].bytes), clientCurrent: bytesOf(window), clientPrevious: bytesOf(window - CLIENT_WINDOW_MS) };
  const granted = Math.min(wanted, roomFor(UPLOAD_QUOTAS, usage, now));
  if (granted < needed) throw new HttpFailure(429, 'Too many uploads, try again later');
  if (UPLOAD_QUOTAS.clientPerHour > 0) {
    await client.query({ name: 'add_client_upload_bytes', text: ADD_CLIENT_UPLOAD_BYTES_SQL, values: [workspaceId, clientKey, new Date(window), granted] });
    reservation.client.set(window, (reservation.client.get(window) ?? 0) + granted);
  }
  reservation.reserved += granted;
  return granted;
}

/** Runs `work` in a transaction of its own on a pooled connection. */
async function inTransaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function receiveUpload(req: IncomingMessage, formId: string): Promise<unknown> {
  const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  const subdomain = host.endsWith(appDomainSuffix) ? host.slice(0, -appDomainSuffix.length) : '';
  const { rows: workspaces } = await pool.query<WorkspaceRow>({ name: 'workspace_by_subdomain', text: WORKSPACE_BY_SUBDOMAIN_SQL, values: [subdomain] });
  if (workspaces.length === 0) throw new HttpFailure(404, 'Workspace not found');
  const workspaceId = workspaces[0].id;
  if (!UUID.test(formId)) throw new HttpFailure(404, 'Form not found');
  const { rows } = await pool.query<IntakeFormRow>({ name: 'form_by_id', text: FORM_BY_ID_SQL, values: [workspaceId, formId] });
  if (rows.length === 0) throw new HttpFailure(404, 'Form not found');
  const form = rows[0];
  if (!form.is_published || form.is_archived || form.is_disabled || form.is_suspended) throw new HttpFailure(422, 'Form is not accepting responses');
  if (Number(req.headers['content-length']) > MAX_UPLOAD_BODY) throw new HttpFailure(413, 'file must be at most 25 MB');
  const remote = req.socket.remoteAddress ?? '';
  const clientKey = clientKeyOf(remote.startsWith('::ffff:') && remote.includes('.') ? remote.slice(7) : remote);
  const rawLength = req.headers['content-length'];
  const declaredBody = req.headers['transfer-encoding'] === undefined && rawLength !== undefined && /^\d{1,15}$/.test(rawLength) ? Number(rawLength) : undefined;
  return new Promise((resolve, reject) => {
    let slug = '';
    let work: Promise<unknown> | null = null;
    const parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fields: 4, fieldSize: 1024 } });
    parser.on('field', (name, value) => {
      if (name === 'question') slug = value;
    });
    parser.on('file', (_name, stream, info) => {
      work = (async () => {
        const question = form.questions.find((candidate) => candidate.slug === slug && candidate.kind === 'file_upload') as
          | (StoredQuestion & { max_size_mb?: number; accepted_types?: string[] })
          | undefined;
        if (!question) throw new HttpFailure(422, 'question must be the slug of a file question of this form');
        const name = info.filename ?? 'file';
        const dot = name.lastIndexOf('.');
        const extension = dot > 0 ? name.slice(dot).toLowerCase() : '';
        const accepted = question.accepted_types ?? [];
        if (accepted.length > 0 && !accepted.includes(extension)) throw new HttpFailure(422, `file must be one of: ${accepted.join(', ')}`);
        const limit = (question.max_size_mb ?? 10) * 1_048_576;
        const id = randomUUID();
        const reservation: Reservation = { reserved: 0, client: new Map() };
        // The declared length is reserved before anything is stored; without one, a first step's worth.
        const declared = declaredBody === undefined ? undefined : Math.max(1, Math.min(declaredBody, limit));
        await inTransaction(async (client) => {
          const reserved = QUOTAS_ON
            ? await reserveUploadBytes(client, workspaceId, clientKey, reservation, declared ?? Math.min(RESERVATION_STEP_BYTES, limit), declared ?? 1)
            : 0;
          await client.query({
            name: 'insert_upload',
            text: INSERT_UPLOAD_SQL,
            values: [workspaceId, id, formId, question.id, name, info.mimeType, clientKey, new Date(), reserved],
          });
        });
        let written = 0;
        const write = async (seq: number, data: Buffer) => {
          const total = written + data.length;
          if (QUOTAS_ON && total > reservation.reserved) {
            const needed = total - reservation.reserved;
            const wanted = Math.max(needed, Math.min(RESERVATION_STEP_BYTES, limit - reservation.reserved));
            await inTransaction(async (client) => {
              const granted = await reserveUploadBytes(client, workspaceId, clientKey, reservation, wanted, needed);
              await client.query({ name: 'reserve_upload_bytes', text: RESERVE_UPLOAD_BYTES_SQL, values: [workspaceId, id, granted] });
            });
          }
          await pool.query({ name: 'insert_upload_chunk', text: INSERT_UPLOAD_CHUNK_SQL, values: [workspaceId, id, seq, data] });
          written = total;
        };
        try {
          let pending: Buffer[] = [];
          let pendingBytes = 0;
          let size = 0;
          let seq = 0;
          for await (const piece of stream as AsyncIterable<Buffer>) {
            size += piece.length;
            if (size > limit) throw new HttpFailure(413, `file must be at most ${question.max_size_mb ?? 10} MB`);
            pending.push(piece);
            pendingBytes += piece.length;
            while (pendingBytes >= UPLOAD_CHUNK_BYTES) {
              const joined = Buffer.concat(pending, pendingBytes);
              await write(seq++, joined.subarray(0, UPLOAD_CHUNK_BYTES));
              const rest = Buffer.from(joined.subarray(UPLOAD_CHUNK_BYTES));
              pending = rest.length > 0 ? [rest] : [];
              pendingBytes = rest.length;
            }
          }
          if (pendingBytes > 0) await write(seq, Buffer.concat(pending, pendingBytes));
          if (size === 0) throw new HttpFailure(422, 'file must not be empty');
          await pool.query({ name: 'complete_upload', text: COMPLETE_UPLOAD_SQL, values: [workspaceId, id, size, new Date()] });
          return { upload: { id, name, size, content_type: info.mimeType } };
        } catch (error) {
          await pool.query({ name: 'discard_upload', text: DISCARD_UPLOAD_SQL, values: [workspaceId, id] }).catch(() => undefined);
          throw error;
        } finally {
          // The client keeps counting what was stored, and only that: the rest goes back, newest window first.
          let excess = [...reservation.client.values()].reduce((sum, bytes) => sum + bytes, 0) - written;
          for (const [start, bytes] of [...reservation.client].reverse()) {
            if (excess <= 0) break;
            const back = Math.min(bytes, excess);
            await pool
              .query({ name: 'release_client_upload_bytes', text: RELEASE_CLIENT_UPLOAD_BYTES_SQL, values: [workspaceId, clientKey, new Date(start), back] })
              .catch(() => undefined);
            excess -= back;
          }
        }
      })();
      work.catch(() => stream.resume());
    });
    parser.on('error', () => reject(new HttpFailure(400, 'The multipart body could not be read')));
    parser.on('close', () => {
      if (work === null) reject(new HttpFailure(422, 'file is required'));
      else work.then(resolve, reject);
    });
    req.pipe(parser);
  });
}

const UPLOAD_PATH = /^\/forms\/([^/]+)\/uploads$/;
const SUBMISSIONS_PATH = /^\/api\/external\/(v[12])\/forms\/([^/]+)\/submissions$/;
const INTAKE_PATH = /^\/forms\/([^/]+)\/submissions$/;
const FILL_PAGE_PATH = /^\/forms\/([^/]+)$/;
const FUNNEL_PATH = /^\/api\/external\/v2\/forms\/([^/]+)\/funnel$/;
const OUTBOX_WITH_WEBHOOKS_SQL = outboxInsertWithWebhooksSql('webhooks');
const TEAM_MEMBER_PATH = /^\/api\/external\/v2\/team-members\/([^/]+)$/;
const EXPORT_PATH = /^\/api\/external\/v2\/forms\/([^/]+)\/submissions\/export$/;
const SUMMARY_PATH = /^\/api\/external\/v2\/forms\/([^/]+)\/summary$/;
const DRAFT_IMPACT_PATH = /^\/api\/external\/v2\/forms\/([^/]+)\/draft\/impact$/;
const DRAFT_PATH = /^\/api\/external\/v2\/forms\/([^/]+)\/draft$/;
const PUBLISH_PATH = /^\/api\/external\/v2\/forms\/([^/]+)\/draft\/publish$/;

async function savedDraft(workspace: Workspace, formId: string, req: IncomingMessage): Promise<unknown> {
  const body = await readJson(req);
  const actor = workspace.actor ?? { type: 'service', id: null, label: 'service' };
  return saveDraft(pool, workspace.id, formId, body, actor).catch((error: unknown) => {
    throw error instanceof DraftFailure ? new HttpFailure(error.status, error.message) : error;
  });
}

async function publishedDraft(workspace: Workspace, formId: string, req: IncomingMessage): Promise<unknown> {
  const actor = workspace.actor ?? { type: 'service', id: null, label: 'service' };
  const request = { workspaceId: workspace.id, formId, baseUrl: workspace.baseUrl, actor, clientIp: req.socket.remoteAddress ?? null };
  return publishDraft(pool, request).catch((error: unknown) => {
    throw error instanceof DraftFailure ? new HttpFailure(error.status, error.message) : error;
  });
}

/** The per-question summary of a form, with since and until as the service reads them. */
async function formSummary(workspace: Workspace, formId: string, query: URLSearchParams): Promise<unknown> {
  if (!UUID.test(formId)) throw new HttpFailure(404, 'Form not found');
  const instant = (name: string) => {
    const text = query.get(name);
    if (text === null) return null;
    const date = new Date(text);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(text) || Number.isNaN(date.getTime())) throw new HttpFailure(422, `${name} must be a timestamp`);
    return date;
  };
  const summary = await baselineSummary(pool, workspace.id, formId, instant('since'), instant('until'));
  if (summary === null) throw new HttpFailure(404, 'Form not found');
  return summary;
}

// The impact of a form's draft: the live content and the draft in one statement, then the whole-form
// counters of the questions it touches and, for a multiple choice losing options, the sets of options
// picked together, both at once, as the service reads them.
async function draftImpact(workspace: Workspace, formId: string): Promise<unknown> {
  if (!UUID.test(formId)) throw new HttpFailure(404, 'Form not found');
  const { rows } = await pool.query<FormWithDraftRow>({ name: 'form_draft', text: FORM_DRAFT_SQL, values: [workspace.id, formId] });
  if (rows.length === 0) throw new HttpFailure(404, 'Form not found');
  const [row] = rows;
  if (row.content === null) throw new HttpFailure(404, 'No draft');
  const candidates = impactCandidates(row.questions, row.content.questions);
  const asked = new Map<string, string[]>();
  for (const candidate of candidates) asked.set(candidate.questionId, [...(asked.get(candidate.questionId) ?? []), ...(candidate.removedOptions ?? [])]);
  const together = candidates.filter((candidate) => candidate.change === 'options_removed' && candidate.multiple);
  const pairs = together.flatMap((candidate) => (candidate.removedOptions ?? []).map((label) => [candidate.questionId, label]));
  const keys = new Set(['#', ...[...asked.values()].flat().map((label) => `v${label}`)]);
  const [counted, chosen] = await Promise.all([
    asked.size === 0
      ? []
      : pool.query<AnswerCountRow>({ name: 'answer_counts', text: ANSWER_COUNTS_SQL, values: [workspace.id, formId, [...asked.keys()], [...keys]] }).then((result) => result.rows),
    pairs.length === 0
      ? []
      : pool
          .query<{ question_id: string; submissions: string }>({ name: 'chose_any', text: CHOSE_ANY_SQL, values: [workspace.id, formId, pairs.map(([id]) => id), pairs.map(([, label]) => label)] })
          .then((result) => result.rows),
  ]);
  const count = (questionId: string, key: string) => Number(counted.find((entry) => entry.question_id === questionId && entry.value_key === key)?.answers ?? 0);
  const impact = candidates.map((candidate) => {
    const answered =
      candidate.change !== 'options_removed'
        ? count(candidate.questionId, '#')
        : candidate.multiple
          ? Number(chosen.find((entry) => entry.question_id === candidate.questionId)?.submissions ?? 0)
          : (candidate.removedOptions ?? []).reduce((sum, option) => sum + count(candidate.questionId, `v${option}`), 0);
    return { question_id: candidate.questionId, label: candidate.label, change: candidate.change, answered, text: impactText(candidate, answered) };
  });
  return { impact };
}

// The fill page's steps, counted as the service counts them (VIEW_FLUSH_INTERVAL_MS).
const steps = new StepCounter(pool, config.VIEW_FLUSH_INTERVAL_MS);
// Each step's page carries its visit signed, as the service's does (with a key of the baseline's own: no
// post of the benchmark carries one back).
const visitKey = randomBytes(32);

function sendHtml(res: ServerResponse, html: string): void {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html), 'Cache-Control': 'no-store' });
  res.end(html);
}

async function journey<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof JourneyFailure ? new HttpFailure(error.status, error.message) : error;
  }
}

/** A no-JS step post of the fill page: the workspace by its host, as the intake finds it, then the step. */
async function fillStep(req: IncomingMessage, formId: string): Promise<string> {
  const host = (req.headers.host ?? '').toLowerCase();
  const subdomain = host.replace(/:\d+$/, '').endsWith(appDomainSuffix) ? host.replace(/:\d+$/, '').slice(0, -appDomainSuffix.length) : '';
  const { rows: workspaces } = await pool.query<FillPageWorkspaceRow>({ name: 'fill_page_workspace', text: FILL_PAGE_WORKSPACE_SQL, values: [subdomain] });
  if (workspaces.length === 0) throw new HttpFailure(404, 'Workspace not found');
  if (!UUID.test(formId)) throw new HttpFailure(404, 'Form not found');
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  const [row] = workspaces;
  const logo =
    row.logo_hash !== null && row.logo_format !== null && row.logo_width !== null && row.logo_height !== null && row.logo_alt !== null
      ? { hash: row.logo_hash, format: row.logo_format, width: row.logo_width, height: row.logo_height, alt: row.logo_alt }
      : null;
  const workspace = { id: row.id, name: row.name, baseUrl: `http://${host}`, logo };
  return journey(() => firstStep(pool, steps, visitKey, workspace, formId, body));
}

async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  const method = req.method ?? 'GET';

  const upload = method === 'POST' ? UPLOAD_PATH.exec(path) : null;
  if (upload) return send(res, 201, await receiveUpload(req, decodeURIComponent(upload[1])));
  const intake = method === 'POST' ? INTAKE_PATH.exec(path) : null;
  if (intake) return send(res, 201, await createSubmission(req, decodeURIComponent(intake[1])));
  const step = method === 'POST' ? FILL_PAGE_PATH.exec(path) : null;
  if (step) return sendHtml(res, await fillStep(req, decodeURIComponent(step[1])));
  if (method === 'GET' && path === '/api/console/forms') return send(res, 200, await listFormsWithQuestions(await authenticateSession(req), query));
  if (!path.startsWith('/api/external/')) throw new HttpFailure(404, 'Not found');
  const workspace = await authenticate(req);
  if (method === 'GET') {
    const exported = EXPORT_PATH.exec(path);
    if (exported) {
      const formId = decodeURIComponent(exported[1]);
      if (!UUID.test(formId)) throw new HttpFailure(404, 'Form not found');
      return exportCsv(pool, workspace.id, formId, workspace.baseUrl, res).catch((error: unknown) => {
        throw error instanceof ExportRefused ? new HttpFailure(error.status, error.message) : error;
      });
    }
    if (path === '/api/external/v1/forms') return send(res, 200, await listForms(workspace, query));
    if (path === '/api/external/v2/team-members') return send(res, 200, await listTeamMembers(workspace, query));
    const submissions = SUBMISSIONS_PATH.exec(path);
    if (submissions) return send(res, 200, await listSubmissions(workspace, decodeURIComponent(submissions[2]), query, submissions[1] === 'v2'));
    const member = TEAM_MEMBER_PATH.exec(path);
    if (member) return send(res, 200, await getTeamMember(workspace, decodeURIComponent(member[1])));
    const summary = SUMMARY_PATH.exec(path);
    if (summary) return send(res, 200, await formSummary(workspace, decodeURIComponent(summary[1]), query));
    const funnel = FUNNEL_PATH.exec(path);
    if (funnel) return send(res, 200, await journey(() => formFunnel(pool, workspace.id, decodeURIComponent(funnel[1]), query)));
    const impact = DRAFT_IMPACT_PATH.exec(path);
    if (impact) return send(res, 200, await draftImpact(workspace, decodeURIComponent(impact[1])));
  }
  if (method === 'POST' && path === '/api/external/v2/forms') return send(res, 201, await createForm(workspace, req));
  const draft = method === 'PATCH' ? DRAFT_PATH.exec(path) : null;
  if (draft) return send(res, 200, await savedDraft(workspace, decodeURIComponent(draft[1]), req));
  const publish = method === 'POST' ? PUBLISH_PATH.exec(path) : null;
  if (publish) return send(res, 200, await publishedDraft(workspace, decodeURIComponent(publish[1]), req));
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
  server.close(() => void steps.stop().finally(() => void pool.end().finally(() => process.exit(0))));
  server.closeAllConnections();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
