import type { FormServiceClient } from '@forms/api-client';
import { runAppClockFrom } from './support/app-clock';
import { startTestApp, type TestApp } from './support/test-app';
import type { WorkspaceFixture } from './support/workspace-factory';

// Each key may make API_RATE_LIMIT requests a minute, counted across every replica, and every answer to an
// accepted key says how much is left (IETF RateLimit fields).

jest.setTimeout(120_000);

const LIMIT = 60;
const SHARED_LIMIT = 300;
const EXCEEDED = { error: 'Rate limit exceeded, try again later' };

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await startTestApp({ API_RATE_LIMIT: String(SHARED_LIMIT) });
  // A second replica on the same database.
  b = await startTestApp({ API_RATE_LIMIT: String(SHARED_LIMIT) }, a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

// Limits count per clock minute, so a counting test must not straddle two. Rather than wait (up to half a
// minute) for the next one to begin, the apps' clock is moved there (only Date is faked).
runAppClockFrom(Date.now());
afterAll(() => jest.useRealTimers());

/** With less than `seconds` of this minute left, the clock moves on to the start of the next one. */
async function roomInThisMinute(seconds: number): Promise<void> {
  const now = Date.now();
  const left = 60_000 - (now % 60_000);
  if (left < seconds * 1000) jest.setSystemTime(now + left + 250);
}

function parseRateLimit(headers: Headers): { remaining: number; reset: number } {
  const match = /^"default";r=(\d+);t=(\d+)$/.exec(headers.get('ratelimit') ?? '');
  if (!match) throw new Error(`RateLimit header: ${headers.get('ratelimit')}`);
  return { remaining: Number(match[1]), reset: Number(match[2]) };
}

describe('one replica', () => {
  let limited: TestApp;
  let ws: WorkspaceFixture;
  let api: FormServiceClient;

  beforeAll(async () => {
    limited = await startTestApp({ API_RATE_LIMIT: String(LIMIT) });
    ws = await limited.workspaces.create();
    api = limited.typed(ws);
  });
  afterAll(() => limited?.close());

  it('every answer to an accepted key carries the policy and what is left, v1 and v2, errors too', async () => {
    await roomInThisMinute(20);
    const answers = [
      await api.GET('/api/external/v2/me'),
      await api.GET('/api/external/v1/forms'),
      await api.GET('/api/external/v2/team-members/{team_member_id}', { params: { path: { team_member_id: 'nobody' } } }),
      await api.POST('/api/external/v2/forms', { body: { form: { title: '' } } }),
    ];
    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200, 404, 422]);
    const remaining = answers.map((answer) => {
      expect(answer.response.headers.get('ratelimit-policy')).toBe(`"default";q=${LIMIT};w=60`);
      const { remaining, reset } = parseRateLimit(answer.response.headers);
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
      return remaining;
    });
    expect(remaining).toEqual([LIMIT - 1, LIMIT - 2, LIMIT - 3, LIMIT - 4]);
    // v1's body is unchanged by the limit: only headers are added.
    expect(Object.keys((answers[1].data ?? {}) as object).sort()).toEqual(['forms', 'pagination', 'total_count']);
  });

  it('no fields where no key was accepted', async () => {
    const anonymous = await limited.typed(ws, null).GET('/api/external/v2/me');
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.response.headers.get('ratelimit')).toBeNull();
    expect(anonymous.response.headers.get('ratelimit-policy')).toBeNull();
  });

  it('beyond the limit: 429 with Retry-After, for this key only, until the minute is over', async () => {
    await roomInThisMinute(20);
    const fresh = await limited.workspaces.issueKey(ws);
    const keyed = limited.typed(ws, fresh.secret);
    for (let n = 1; n <= LIMIT; n++) {
      const answer = await keyed.GET('/api/external/v2/me');
      expect({ n, status: answer.response.status }).toEqual({ n, status: 200 });
      expect(parseRateLimit(answer.response.headers).remaining).toBe(LIMIT - n);
    }
    for (const answer of [
      await keyed.GET('/api/external/v2/me'),
      await keyed.POST('/api/external/v2/forms', { body: { form: { title: 'Too many' } } }),
      await keyed.GET('/api/external/v1/forms'),
    ]) {
      expect(answer.response.status).toBe(429);
      expect(answer.error).toEqual(EXCEEDED);
      const retryAfter = Number(answer.response.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
      expect(answer.response.headers.get('ratelimit-policy')).toBe(`"default";q=${LIMIT};w=60`);
      expect(parseRateLimit(answer.response.headers)).toEqual({ remaining: 0, reset: retryAfter });
    }
    // The refused POST created nothing.
    const forms = await api.GET('/api/external/v1/forms');
    expect((forms.data as { forms: { title: string }[] }).forms.map((form) => form.title)).not.toContain('Too many');
    // Another key of the same workspace has its own quota.
    expect((await limited.typed(ws, (await limited.workspaces.issueKey(ws)).secret).GET('/api/external/v2/me')).response.status).toBe(200);
  });

  it('documents 429 with Retry-After and the RateLimit fields on every authenticated operation', () => {
    for (const { method, template, operation } of limited.contract.operations()) {
      if (!((operation['security'] as object[] | undefined) ?? []).length) continue;
      const responses = operation['responses'] as Record<string, { headers?: Record<string, unknown> }>;
      const where = `${method} ${template}`;
      expect({ where, tooMany: Object.keys(responses['429']?.headers ?? {}).sort() }).toEqual({
        where,
        tooMany: ['RateLimit', 'RateLimit-Policy', 'Retry-After'],
      });
      for (const [status, response] of Object.entries(responses)) {
        if (status === '401') continue;
        expect({ where, status, headers: Object.keys(response.headers ?? {}) }).toEqual({
          where,
          status,
          headers: expect.arrayContaining(['RateLimit', 'RateLimit-Policy']),
        });
      }
    }
  });
});

it('two replicas on one database share the limit: never more, and no less than 95% of it', async () => {
  await roomInThisMinute(30);
  const ws = await a.workspaces.create();
  const replicas = [a.typed(ws), b.typed(ws)];
  const statuses: number[] = [];
  // 500 requests in waves of 10 concurrent, spread unevenly over the replicas (2:1).
  for (let wave = 0; wave < 50; wave++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => replicas[(wave * 10 + n) % 3 === 2 ? 1 : 0].GET('/api/external/v2/me')),
    );
    statuses.push(...answers.map((answer) => answer.response.status));
  }
  const accepted = statuses.filter((status) => status === 200).length;
  expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  expect(accepted).toBeLessThanOrEqual(SHARED_LIMIT);
  expect(accepted).toBeGreaterThanOrEqual(SHARED_LIMIT * 0.95);
  // Both replicas refuse once the quota is spent.
  for (const replica of replicas) expect((await replica.GET('/api/external/v2/me')).response.status).toBe(429);
});

it('API_RATE_LIMIT=0 turns limits off: no fields, no 429', async () => {
  const unlimited = await startTestApp({ API_RATE_LIMIT: '0' });
  try {
    const ws = await unlimited.workspaces.create();
    const api = unlimited.typed(ws);
    const answers = await Promise.all(Array.from({ length: 30 }, () => api.GET('/api/external/v2/me')));
    expect(answers.every((answer) => answer.response.status === 200)).toBe(true);
    expect(answers[0].response.headers.get('ratelimit')).toBeNull();
    expect(answers[0].response.headers.get('ratelimit-policy')).toBeNull();
  } finally {
    await unlimited.close();
  }
});
