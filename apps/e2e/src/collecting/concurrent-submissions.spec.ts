import { Agent, request } from 'node:http';
import { V1, V2 } from '../support/operations';
import { startTestApp, type TestApp } from '../support/test-app';
import { publishedForm, VALID_ANSWERS } from './support';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// Many people submitting at the same moment lose nothing: every 201 is exactly one stored submission,
// the counter and the dense positions stay exact, and the pages list each submission once.

jest.setTimeout(180_000);

const SUBMISSIONS = 200;

let t: TestApp;

beforeAll(async () => {
  // What is asserted is that nothing is lost or counted twice, not the load shedding (a request refused
  // with 503 after DB_POOL_WAIT_MS without a connection): on a machine busy with another test file, the
  // last of 200 simultaneous requests waited over 5 s for the 180 before it.
  t = await startTestApp({ DB_POOL_SIZE: '20', DB_POOL_WAIT_MS: '60000', SUBMISSION_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '0' });
});
afterAll(() => t?.close());

/** Its own socket per request, so that all of them reach the server at once. */
function post(host: string, path: string, body: unknown, agent: Agent): Promise<{ status: number; body: any }> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: t.port,
        method: 'POST',
        path,
        agent,
        headers: { Host: host, 'Content-Type': 'application/json', 'Content-Length': payload.length, Accept: 'application/json' },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

it(`stores ${SUBMISSIONS} truly concurrent submissions once each, counted exactly`, async () => {
  const ws = await t.workspaces.create();
  const form = await publishedForm(t.client(ws));
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    const results = await Promise.all(
      Array.from({ length: SUBMISSIONS }, (_, index) =>
        post(t.hostOf(ws), `/forms/${form.id}/submissions`, { responses: { ...VALID_ANSWERS, your_name: `Person ${index}` } }, agent),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(SUBMISSIONS).fill(201));
    const created = new Set(results.map((result) => result.body.submission.id));
    expect(created.size).toBe(SUBMISSIONS);
  } finally {
    agent.destroy();
  }

  const counted = await t.client(ws).get(`${V2}/forms/${form.id}`);
  expect(counted.body.form.submissions_count).toBe(SUBMISSIONS);

  const listed: string[] = [];
  const names: string[] = [];
  for (let page = 1; page <= 3; page++) {
    const response = await t.client(ws).get(`${V1}/forms/${form.id}/submissions`, { query: { page_number: page, page_size: 100 } });
    expect(response.body.total_count).toBe(SUBMISSIONS);
    for (const submission of response.body.submissions) {
      listed.push(submission.id);
      names.push(submission.responses[0].value);
    }
  }
  expect(listed).toHaveLength(SUBMISSIONS);
  expect(new Set(listed).size).toBe(SUBMISSIONS);
  expect(new Set(names).size).toBe(SUBMISSIONS);

  const { rows } = await t.dataSource.query(
    'SELECT count(*)::int AS n, min(position) AS lo, max(position) AS hi, count(DISTINCT position)::int AS distinct_positions FROM submissions WHERE workspace_id = $1 AND form_id = $2',
    [ws.id, form.id],
  ).then((result: any[]) => ({ rows: result }));
  expect(rows[0]).toEqual({ n: SUBMISSIONS, lo: 1, hi: SUBMISSIONS, distinct_positions: SUBMISSIONS });
});
