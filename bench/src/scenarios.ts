import { draftPublishScenario, draftSaveScenario } from './draft-scenarios';
import type { LoadRequest } from './load/load-runner';
import { BENCH_FORM_TITLE } from './provision/bench-fixture';
import type { ScenarioId } from './report/bench-report';

export interface ScenarioContext {
  apiKey: string;
  subdomain: string;
  bigFormId: string;
  /** Page 9,000 of the big form, or its last page when there are fewer. */
  deepPage: number;
  teamMemberId: string;
  /** S8's filter: the creation time of about the tenth-oldest percent of the big form. */
  since: string;
  /** A deep page of what S8's filter selects. */
  filteredDeepPage: number;
  /** S10R's until: the creation time of about the ninetieth percent of the big form (its since is S8's). */
  summaryUntil: string;
  /** A published form of ten questions that the intake scenario submits to. */
  intakeFormId: string;
  /** `fs_session=...`: a live session of the workspace's Admin, for the console's scenario. */
  sessionCookie: string;
  /** A published form with a file question, which the upload scenario uploads to and submits. */
  uploadFormId?: string;
  /** The big form holds the draft of `impactDraft` (S14 measures its impact). */
  bigFormDraft?: boolean;
  /** That draft's questions as the service saved them (with their ids and slugs), which S14P saves again. */
  bigFormDraftQuestions?: QuestionJson[];
  /** A published form of PUBLISH_FORM_QUESTIONS (its questions as v2 shows them), whose draft S14U saves and publishes. */
  publishForm?: { id: string; questions: QuestionJson[] };
  /** A published form of STEP_QUESTIONS that keeps partial responses, whose first page S15 posts, and its live version. */
  stepForm?: { id: string; version: number };
  /** S16's window: the 30 days of whole hours before the run, `since` and `until` as v2 takes them. */
  funnelWindow?: { since: string; until: string };
}

export interface Scenario {
  id: ScenarioId;
  title: string;
  expectedStatus: number;
  /** A POST creates something new each time: ids and timestamps cannot match between the servers. */
  createsResource: boolean;
  /** A list that must come back full, so that a run never measures an empty page. */
  expectedItems?: { key: string; count: number };
  /** The request as sent to the server listening on `port` (the Host header names the workspace there). */
  request(port: number): LoadRequest;
  /**
   * A request sent before each measured one, on the same connection and counted like it, whose answer the
   * measured one uses (the upload of a file, then the submission that answers with it).
   */
  before?: { request(port: number): LoadRequest; then(answer: string, request: LoadRequest): LoadRequest };
  /**
   * Requests each connection sends in turn instead of `request` alone, all measured and all compared (a
   * save that must change something every time, so that none is a write of nothing).
   */
  rotation?: (port: number) => LoadRequest[];
  /**
   * What the service is measured beside: the raw baseline (the default), or the same service started with
   * VIEW_COUNTING=off, for a feature whose cost is the question rather than the framework's.
   */
  reference?: 'baseline' | 'service without view counting';
  /** Keys blanked in both servers' answers besides a new resource's identity (a number each server moves on its own). */
  blankKeys?: readonly string[];
  /** Connections of the load instead of the run's (one for requests that would only queue on one row lock). */
  connections?: number;
  /** The body is an HTML page: compared as text rather than as JSON. */
  html?: boolean;
  /**
   * For a page the raw baseline does not lay out as the service does: what both must agree on, taken
   * from the page, is compared instead of the whole text.
   */
  essentials?: (html: string) => unknown;
}

export const PAGE_SIZE = 100;

/** The intake scenario's form: one question of ten kinds, as an author would write them through v2. */
export const INTAKE_QUESTIONS = [
  { kind: 'short_text', label: 'Your name', required: true },
  { kind: 'email', label: 'Email', required: true },
  { kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro', 'Enterprise'], required: true },
  { kind: 'multiple_choice', label: 'Interests', options: ['API', 'Billing', 'Security', 'Support'] },
  { kind: 'rating', label: 'How likely are you to recommend us?', scale: 10 },
  { kind: 'dropdown', label: 'Country', options: ['Kenya', 'Peru', 'Japan', 'Norway'] },
  { kind: 'date', label: 'Start date' },
  // Asked only on the Pro plan (which the answers pick): the intake decides visibility on every submission.
  { kind: 'number', label: 'Team size', visible_if: { match: 'all', conditions: [{ question: 'plan', operator: 'equals', value: 'Pro' }] } },
  { kind: 'yes_no', label: 'Newsletter' },
  { kind: 'long_text', label: 'Anything else?' },
];

export const INTAKE_ANSWERS = {
  your_name: 'Ada Lovelace',
  email: 'ada@example.com',
  plan: 'Pro',
  interests: ['Security', 'API'],
  how_likely_are_you_to_recommend_us: 9,
  country: 'Japan',
  start_date: '2026-03-14',
  team_size: '042',
  newsletter: true,
  anything_else: 'The analytical engine could use a better manual.',
};

export const INTAKE_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const DEEP_PAGE = 9000;

/** The upload scenario's form: a name and a file. */
export const UPLOAD_QUESTIONS = [
  { kind: 'short_text', label: 'Your name', required: true },
  { kind: 'file_upload', label: 'Attachment', required: true, max_size_mb: 2, accepted_types: ['.pdf'] },
];
export const UPLOAD_FILE_BYTES = 1_048_576;
const UPLOAD_BOUNDARY = '----bench-upload-boundary';

/** The multipart body of the upload: the question, then a 1 MB file of varied bytes (as a PDF would be). */
export function uploadBody(): Buffer {
  const file = Buffer.alloc(UPLOAD_FILE_BYTES);
  for (let index = 0; index < file.length; index++) file[index] = (index * 2654435761) >>> 24;
  return Buffer.concat([
    Buffer.from(`--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="question"\r\n\r\nattachment\r\n`),
    Buffer.from(`--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${UPLOAD_BOUNDARY}--\r\n`),
  ]);
}

/** S14's draft: as many questions as an ample form has. */
export const DRAFT_QUESTIONS = 50;

/** A question as v2 shows it (its id among its fields). */
export type QuestionJson = { id: string; kind: string; label: string; options?: string[]; required?: boolean } & Record<string, unknown>;

/**
 * S14's draft of the big form, as a builder would leave it: every live question kept (by id) but the
 * last, the first single choice losing its last option, the first multiple choice its first two, the
 * first optional question made required, and new short questions up to `DRAFT_QUESTIONS`. So the
 * impact touches every kind of change, with counts over the million submissions.
 */
export function impactDraft(live: readonly QuestionJson[]): { draft: { questions: Record<string, unknown>[] } } {
  const kept = live.slice(0, -1).map(({ position: _position, ...question }) => ({ ...question }));
  const single = kept.find((question) => question.kind === 'single_choice' && (question.options?.length ?? 0) > 2);
  if (single) single.options = single.options!.slice(0, -1);
  const multiple = kept.find((question) => question.kind === 'multiple_choice' && (question.options?.length ?? 0) > 3);
  if (multiple) multiple.options = multiple.options!.slice(2);
  const optional = kept.find((question) => question.required !== true && question !== single && question !== multiple);
  if (optional) optional.required = true;
  const added = Array.from({ length: Math.max(0, DRAFT_QUESTIONS - kept.length) }, (_, index) => ({
    kind: 'short_text',
    label: `Extra question ${index + 1}`,
    required: false,
  }));
  return { draft: { questions: [...kept, ...added] } };
}

/** A fill page with its signed visit (new on every GET) blanked, so that two pages compare as text. */
export function withoutVisit(html: string): string {
  return html.replace(/(<input type="hidden" name="_visit" value=")[^"]*/g, '$1<visit>');
}

/** S15's form: three pages, the first two questions on the first. */
export const STEP_QUESTIONS = [
  { kind: 'short_text', label: 'Your name', required: true },
  { kind: 'single_choice', label: 'Plan', options: ['Basic', 'Pro'], required: true },
  { kind: 'page_break', label: 'Your team' },
  { kind: 'number', label: 'Seats' },
  { kind: 'page_break', label: 'Last words' },
  { kind: 'email', label: 'Contact email', required: true },
];

/** S15's post of the first page, as a browser without JavaScript sends it (see `stepScenario`). */
export const STEP_ANSWERS: ReadonlyArray<[string, string]> = [
  ['your_name', 'Ada Lovelace'],
  ['plan', 'Pro'],
];

/**
 * A step's page with what is new on every post blanked, so that two pages compare as text: the signed
 * visit, the token of the link to continue later (its hidden input and the link's end), and the link's
 * origin (the workspace host with each server's own port).
 */
export function withoutStepSecrets(html: string): string {
  return withoutVisit(html)
    .replace(/(<input type="hidden" name="_resume" value=")[^"]*/g, '$1<resume>')
    .replace(/(<a href=")[^"/]*\/\/[^"/]*(\/forms\/[^"/]+\/resume\/)[A-Za-z0-9_-]{43}"/g, '$1<origin>$2<resume>"');
}

export function deepPageFor(submissions: number): number {
  return Math.min(DEEP_PAGE, Math.max(1, Math.ceil(submissions / PAGE_SIZE)));
}

export function workspaceHost(subdomain: string, port: number): string {
  return `${subdomain}.localhost:${port}`;
}

export function buildScenarios(context: ScenarioContext): Scenario[] {
  const headers = (port: number, extra: Record<string, string> = {}) => ({
    Host: workspaceHost(context.subdomain, port),
    'X-Api-Key': context.apiKey,
    Accept: 'application/json',
    ...extra,
  });
  const get = (id: ScenarioId, title: string, path: string, expectedItems?: Scenario['expectedItems']): Scenario => ({
    id,
    title,
    expectedStatus: 200,
    createsResource: false,
    expectedItems,
    request: (port) => ({ method: 'GET', path, headers: headers(port) }),
  });
  const submissions = `/api/external/v1/forms/${context.bigFormId}/submissions?page_size=${PAGE_SIZE}`;
  return [
    get('S1', 'submissions, page 1', `${submissions}&page_number=1`, { key: 'submissions', count: PAGE_SIZE }),
    get('S2', `submissions, page ${context.deepPage}`, `${submissions}&page_number=${context.deepPage}`, {
      key: 'submissions',
      count: PAGE_SIZE,
    }),
    get('S3', 'v2 team members, page 5', `/api/external/v2/team-members?page_size=${PAGE_SIZE}&page_number=5`, {
      key: 'team_members',
      count: PAGE_SIZE,
    }),
    get('S4', 'v1 forms', '/api/external/v1/forms?page_size=30', { key: 'forms', count: 30 }),
    {
      id: 'S5',
      title: 'v2 create form',
      expectedStatus: 201,
      createsResource: true,
      request: (port) => ({
        method: 'POST',
        path: '/api/external/v2/forms',
        headers: headers(port, { 'Content-Type': 'application/json' }),
        body: JSON.stringify({ form: { title: BENCH_FORM_TITLE } }),
      }),
    },
    get('S6', 'v2 team member', `/api/external/v2/team-members/${context.teamMemberId}`),
    {
      id: 'S7',
      title: 'JSON intake, 10 answers',
      expectedStatus: 201,
      createsResource: true,
      // Public: no key. Every request stores a new submission.
      request: (port) => ({
        method: 'POST',
        path: `/forms/${context.intakeFormId}/submissions`,
        headers: {
          Host: workspaceHost(context.subdomain, port),
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'User-Agent': INTAKE_USER_AGENT,
        },
        body: JSON.stringify({ responses: INTAKE_ANSWERS, field_values: { utm_source: 'bench' } }),
      }),
    },
    get(
      'S8',
      `v2 submissions since ${context.since}, page ${context.filteredDeepPage}, after 10% were deleted`,
      `/api/external/v2/forms/${context.bigFormId}/submissions?page_size=${PAGE_SIZE}&since=${context.since}&page_number=${context.filteredDeepPage}`,
      { key: 'submissions', count: PAGE_SIZE },
    ),
    get('S10', 'v2 summary of the big form', `/api/external/v2/forms/${context.bigFormId}/summary`),
    get(
      'S10R',
      `v2 summary of the big form since ${context.since} until ${context.summaryUntil}`,
      `/api/external/v2/forms/${context.bigFormId}/summary?since=${context.since}&until=${context.summaryUntil}`,
    ),
    ...(context.uploadFormId === undefined ? [] : [uploadScenario(context.uploadFormId, context.subdomain)]),
    ...(context.stepForm === undefined ? [] : [stepScenario(context.stepForm, context.subdomain)]),
    ...(context.funnelWindow === undefined
      ? []
      : [
          get(
            'S16',
            'v2 funnel of the big form over 30 days',
            `/api/external/v2/forms/${context.bigFormId}/funnel?since=${context.funnelWindow.since}&until=${context.funnelWindow.until}`,
          ),
        ]),
    // What publishing the 50-question draft would do to the million stored answers (read from counters).
    ...(context.bigFormDraft ? [get('S14', 'v2 impact of a 50-question draft on the big form', `/api/external/v2/forms/${context.bigFormId}/draft/impact`)] : []),
    ...(context.bigFormDraftQuestions ? [draftSaveScenario({ bigFormId: context.bigFormId, draftQuestions: context.bigFormDraftQuestions }, headers)] : []),
    ...(context.publishForm ? [draftPublishScenario({ formId: context.publishForm.id, questions: context.publishForm.questions }, headers)] : []),
    {
      // S4's list through the console: a session cookie instead of a key, v2's forms with their questions.
      id: 'S11',
      title: 'console forms (session)',
      expectedStatus: 200,
      createsResource: false,
      expectedItems: { key: 'forms', count: 30 },
      request: (port) => ({
        method: 'GET',
        path: '/api/console/forms?page_size=30',
        headers: { Host: workspaceHost(context.subdomain, port), Cookie: context.sessionCookie, Accept: 'application/json' },
      }),
    },
    {
      // The fill page as a person opens it (a GET of a published form), each view counted in memory and
      // added to the database every few seconds; beside the same service with VIEW_COUNTING=off, so that
      // the ratio is what counting costs the page.
      id: 'S13',
      title: 'fill page with view counting, beside VIEW_COUNTING=off',
      expectedStatus: 200,
      createsResource: false,
      reference: 'service without view counting',
      html: true,
      // Each page carries a new signed visit, whichever server shows it.
      essentials: withoutVisit,
      request: (port) => ({
        method: 'GET',
        path: `/forms/${context.intakeFormId}`,
        headers: { Host: workspaceHost(context.subdomain, port), Accept: 'text/html', 'User-Agent': INTAKE_USER_AGENT },
      }),
    },
  ];
}

/**
 * S15: the first page of a three-page form that keeps partial responses, posted as a browser without
 * JavaScript posts it (urlencoded: the answers, the page's hidden inputs, the honeypot and the button),
 * answered with the second page. The post carries no signed visit: each measured post is a new
 * respondent's first step (a new partial response), as on a live form, rather than one visit posting
 * its first page again and again on the same row.
 */
function stepScenario(form: { id: string; version: number }, subdomain: string): Scenario {
  const body = new URLSearchParams([...STEP_ANSWERS, ['_version', String(form.version)], ['_page', '1'], ['_website', ''], ['_action', 'next']]).toString();
  return {
    id: 'S15',
    title: 'fill page step (page 1 to 2, no JavaScript) with partial responses on',
    expectedStatus: 200,
    createsResource: true,
    html: true,
    // The whole page, as the service lays it out, but for what is new on every post.
    essentials: withoutStepSecrets,
    request: (port) => ({
      method: 'POST',
      path: `/forms/${form.id}`,
      headers: {
        Host: workspaceHost(subdomain, port),
        Accept: 'text/html',
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': INTAKE_USER_AGENT,
      },
      body,
    }),
  };
}

/**
 * S12: the JSON intake of a submission with a 1 MB file, as an integration sends it: the upload
 * (multipart), then the submission answering the file question with the upload's id. Both requests are
 * measured; each pair stores one upload (four chunks) and one submission.
 */
function uploadScenario(formId: string, subdomain: string): Scenario {
  const body = uploadBody();
  const headers = (port: number, contentType: string) => ({
    Host: workspaceHost(subdomain, port),
    Accept: 'application/json',
    'Content-Type': contentType,
    'User-Agent': INTAKE_USER_AGENT,
  });
  return {
    id: 'S12',
    title: 'JSON intake with a 1 MB file (upload + submission)',
    expectedStatus: 201,
    createsResource: true,
    before: {
      request: (port) => ({
        method: 'POST',
        path: `/forms/${formId}/uploads`,
        headers: headers(port, `multipart/form-data; boundary=${UPLOAD_BOUNDARY}`),
        body,
      }),
      then: (answer, request) => {
        const uploadId = (JSON.parse(answer) as { upload?: { id?: string } }).upload?.id ?? '';
        return { ...request, body: JSON.stringify({ responses: { your_name: 'Ada Lovelace', attachment: uploadId } }) };
      },
    },
    request: (port) => ({
      method: 'POST',
      path: `/forms/${formId}/submissions`,
      headers: headers(port, 'application/json'),
      body: JSON.stringify({ responses: { your_name: 'Ada Lovelace', attachment: '' } }),
    }),
  };
}
