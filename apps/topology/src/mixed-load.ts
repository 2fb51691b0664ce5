import { Agent, request } from 'node:http';

export interface LoadTarget {
  /** The balancer. */
  readonly origin: string;
  /** The workspace's host as a client addresses it (Host header). */
  readonly host: string;
  readonly apiKey: string;
  /**
   * Public JSON submission intake of a form, when the service has it: `POST /forms/{id}/submissions`
   * with this body. Left out of the mix when undefined.
   */
  readonly submission?: { formId: string; body: unknown };
}

export type OperationKind = 'list forms' | 'list members' | 'add member' | 'create form' | 'submit';

export interface LoadReport {
  readonly requests: number;
  readonly failed: number;
  readonly byKind: Record<string, { ok: number; failed: number }>;
  /** The first failures, as "kind: status or error". */
  readonly failures: string[];
  /** Writes the service acknowledged (2xx): each must be in the database afterwards. */
  readonly acknowledged: { memberEmails: string[]; formIds: string[]; submissions: number };
}

interface Reply {
  status: number;
  body: string;
}

/**
 * Steady mixed traffic through the balancer: reads, team-member writes, form creation and (when the
 * service has it) public JSON submissions, from a few keep-alive connections, like API clients.
 */
export class MixedLoad {
  private readonly agent: Agent;
  private running = false;
  private workers: Promise<void>[] = [];
  private sequence = 0;
  private readonly kinds: OperationKind[];
  private readonly counts: Record<string, { ok: number; failed: number }> = {};
  private readonly failures: string[] = [];
  private readonly memberEmails: string[] = [];
  private readonly formIds: string[] = [];
  private submissions = 0;
  private readonly tag = Math.random().toString(36).slice(2, 8);

  /**
   * `pauseMs`: how long each connection waits after an answer before its next request. 0 sends as fast
   * as the service answers, which saturates the machine; a pause keeps the traffic steady, still with
   * requests in flight whenever a replica is stopped, at a fraction of the CPU.
   */
  constructor(
    private readonly target: LoadTarget,
    private readonly concurrency = 4,
    private readonly pauseMs = 0,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    this.kinds = ['list forms', 'add member', 'list members', 'create form'];
    if (target.submission) this.kinds.push('submit');
  }

  start(): void {
    this.running = true;
    this.workers = Array.from({ length: this.concurrency }, () => this.work());
  }

  async stop(): Promise<LoadReport> {
    this.running = false;
    await Promise.all(this.workers);
    this.agent.destroy();
    let requests = 0;
    let failed = 0;
    for (const count of Object.values(this.counts)) {
      requests += count.ok + count.failed;
      failed += count.failed;
    }
    return {
      requests,
      failed,
      byKind: this.counts,
      failures: this.failures,
      acknowledged: { memberEmails: this.memberEmails, formIds: this.formIds, submissions: this.submissions },
    };
  }

  private async work(): Promise<void> {
    while (this.running) {
      const n = this.sequence++;
      const kind = this.kinds[n % this.kinds.length];
      const count = (this.counts[kind] ??= { ok: 0, failed: 0 });
      try {
        const problem = await this.run(kind, n);
        if (problem === undefined) count.ok++;
        else this.fail(count, `${kind}: ${problem}`);
      } catch (error) {
        this.fail(count, `${kind}: ${(error as Error).message}`);
      }
      if (this.pauseMs > 0 && this.running) await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
    }
  }

  private fail(count: { failed: number }, description: string): void {
    count.failed++;
    if (this.failures.length < 20) this.failures.push(description);
  }

  /** undefined when the request succeeded; otherwise what went wrong. */
  private async run(kind: OperationKind, n: number): Promise<string | undefined> {
    switch (kind) {
      case 'list forms':
        return expectStatus(await this.send('GET', '/api/external/v1/forms?page_size=5'), 200);
      case 'list members':
        return expectStatus(await this.send('GET', '/api/external/v2/team-members?page_size=5'), 200);
      case 'add member': {
        const email = `load-${this.tag}-${n}@rolling.example`;
        const reply = await this.send('POST', '/api/external/v1/team_members', {
          emails: [email],
          organization_role: 'Standard',
          // Every other one goes through the outbox, so replicas stop in the middle of delivering.
          send_invitation_email: n % 2 === 0 ? 'true' : 'false',
        });
        const problem = expectStatus(reply, 200);
        if (problem === undefined) this.memberEmails.push(email);
        return problem;
      }
      case 'create form': {
        const reply = await this.send('POST', '/api/external/v2/forms', { form: { title: `Rolling ${this.tag} ${n}` } });
        const problem = expectStatus(reply, 201);
        if (problem === undefined) this.formIds.push((JSON.parse(reply.body) as { form: { id: string } }).form.id);
        return problem;
      }
      case 'submit': {
        const { formId, body } = this.target.submission!;
        const reply = await this.send('POST', `/forms/${formId}/submissions`, body, false);
        const problem = reply.status >= 200 && reply.status < 300 ? undefined : `${reply.status} ${reply.body.slice(0, 200)}`;
        if (problem === undefined) this.submissions++;
        return problem;
      }
    }
  }

  /** One request outside the mix (setting up). */
  request(method: string, path: string, body?: unknown, withKey = true): Promise<Reply> {
    return this.send(method, path, body, withKey);
  }

  private send(method: string, path: string, body?: unknown, withKey = true): Promise<Reply> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const outgoing = request(
        `${this.target.origin}${path}`,
        {
          method,
          agent: this.agent,
          timeout: 15_000,
          headers: {
            Host: this.target.host,
            Accept: 'application/json',
            ...(withKey ? { 'X-Api-Key': this.target.apiKey } : {}),
            ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 15 s')));
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }
}

/**
 * The public JSON intake (`POST /forms/{id}/submissions`) joins the mix when the service documents it: a
 * published form with one question is created for it through the API. Undefined when the service has no
 * such route (or the form cannot be set up), with the reason in `skipped`.
 */
export async function prepareSubmissionTarget(
  target: Omit<LoadTarget, 'submission'>,
): Promise<{ submission?: LoadTarget['submission']; skipped?: string }> {
  const load = new MixedLoad(target, 1);
  try {
    const docs = await load.request('GET', '/api/docs-json', undefined, false);
    const paths = Object.keys((JSON.parse(docs.body) as { paths?: Record<string, unknown> }).paths ?? {});
    if (!paths.some((path) => /^\/forms\/\{[^}]+\}\/submissions$/.test(path))) {
      return { skipped: 'the service documents no POST /forms/{form_id}/submissions' };
    }
    const created = await load.request('POST', '/api/external/v2/forms', {
      form: { title: 'Rolling restart intake', questions: [{ kind: 'short_text', label: 'Name', slug: 'name' }] },
    });
    if (created.status !== 201) return { skipped: `creating the intake form answered ${created.status} ${created.body.slice(0, 200)}` };
    const formId = (JSON.parse(created.body) as { form: { id: string } }).form.id;
    const published = await load.request('PATCH', `/api/external/v2/forms/${formId}`, { form: { is_published: true } });
    if (published.status !== 200) return { skipped: `publishing the intake form answered ${published.status} ${published.body.slice(0, 200)}` };
    return { submission: { formId, body: { responses: { name: 'Rolling restart' } } } };
  } finally {
    await load.stop();
  }
}

function expectStatus(reply: Reply, status: number): string | undefined {
  return reply.status === status ? undefined : `${reply.status} ${reply.body.slice(0, 200)}`;
}
