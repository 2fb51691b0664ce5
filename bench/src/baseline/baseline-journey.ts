import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import {
  ADD_FORM_STEPS_SQL,
  FORM_BY_ID_SQL,
  FORM_FUNNEL_SQL,
  SAVE_PARTIAL_RESPONSE_SQL,
  type FormRow,
} from '@forms/persistence/sql';
import { timestamp } from './baseline-json';

// The baseline's side of the fill page's steps and the funnel: the statements the service sends for them
// (the form by id, the partial response's upsert, the steps added every few seconds from memory; the
// form and its two hourly tables for the funnel), with as little else as answers the request.

const HOUR_MS = 3_600_000;

export class JourneyFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Question = NonNullable<FormRow['questions']>[number];

/** The questions of each page: page breaks start a new one. */
export function pagesOf(questions: readonly Question[]): Question[][] {
  const pages: Question[][] = [[]];
  for (const question of questions) {
    if (question.kind === 'page_break') pages.push([]);
    else pages[pages.length - 1].push(question);
  }
  return pages;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

/**
 * Steps counted in memory and added every `flushMs`, as the service's counter does: one statement per
 * flush, whatever the number of steps.
 */
export class StepCounter {
  private readonly counts = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pool: Pool,
    flushMs: number,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  record(workspaceId: string, formId: string, page: number): void {
    const hour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS).toISOString();
    const key = [workspaceId, formId, hour, page].join(' ');
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  async flush(): Promise<void> {
    if (this.counts.size === 0) return;
    const entries = [...this.counts].map(([key, count]) => [...key.split(' '), count] as const);
    this.counts.clear();
    await this.pool.query({
      name: 'form_steps_add',
      text: ADD_FORM_STEPS_SQL,
      values: [entries.map((entry) => entry[0]), entries.map((entry) => entry[1]), entries.map((entry) => entry[2]), entries.map((entry) => Number(entry[3])), entries.map((entry) => String(entry[4]))],
    });
  }

  stop(): Promise<void> {
    clearInterval(this.timer);
    return this.flush();
  }
}

/**
 * The first page of a form with pages posted without JavaScript: its answers checked, kept as a new
 * visit's partial response, the step counted, and the second page's essentials answered (the progress,
 * the answers carried on, the link to continue later).
 */
export async function firstStep(pool: Pool, steps: StepCounter, workspace: { id: string; baseUrl: string }, formId: string, body: URLSearchParams): Promise<string> {
  const { rows } = await pool.query<FormRow>({ name: 'form_by_id', text: FORM_BY_ID_SQL, values: [workspace.id, formId] });
  const form = rows[0];
  if (!form || !form.is_published || form.is_archived || form.is_disabled || form.is_suspended) throw new JourneyFailure(404, 'Form not found');
  const pages = pagesOf(form.questions ?? []);
  if (pages.length < 2 || body.get('_page') !== '1') throw new JourneyFailure(422, 'only the first page of a form with pages');
  const answers: Record<string, string> = {};
  const responses = pages[0].map((question) => {
    const value = (body.get(question.slug) ?? '').trim();
    if (question.required && value === '') throw new JourneyFailure(422, `${question.slug} is required`);
    if ((question.kind === 'single_choice' || question.kind === 'dropdown') && value !== '' && !question.options.includes(value)) {
      throw new JourneyFailure(422, `${question.slug} is not an option`);
    }
    answers[question.slug] = value;
    return { id: randomUUID(), label: question.label, position: question.position, kind: question.kind, slug: question.slug, value, questionId: question.id };
  });
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await pool.query({
    name: 'save_partial_response',
    text: SAVE_PARTIAL_RESPONSE_SQL,
    values: [
      workspace.id, randomUUID(), form.id, randomBytes(12).toString('base64url'), 2, form.version ?? 1, JSON.stringify(answers),
      JSON.stringify(responses), '[]', [], createHash('sha256').update(token).digest(), now,
    ],
  });
  steps.record(workspace.id, form.id, 2);
  const carried = [['_version', String(form.version ?? 1)], ...Object.entries(answers), ['_page', '2']]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const resume = `${workspace.baseUrl}/forms/${form.id}/resume/${token}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(form.title)}</title></head>
<body><main><p class="progress">Page 2 of ${pages.length}</p>
<form method="post" action="/forms/${form.id}">
${carried}
</form>
<p class="resume"><a href="${escapeHtml(resume)}">Continue later</a></p></main></body></html>
`;
}

/** A form's funnel over a range given in whole hours, as v2 answers it. */
export async function formFunnel(pool: Pool, workspaceId: string, formId: string, query: URLSearchParams): Promise<unknown> {
  const since = new Date(query.get('since') ?? '');
  const until = new Date(query.get('until') ?? '');
  if (Number.isNaN(since.getTime()) || Number.isNaN(until.getTime()) || since.getTime() % HOUR_MS !== 0 || until.getTime() % HOUR_MS !== 0) {
    throw new JourneyFailure(422, 'since and until must be whole UTC hours');
  }
  const { rows: forms } = await pool.query<FormRow>({ name: 'form_by_id', text: FORM_BY_ID_SQL, values: [workspaceId, formId] });
  const form = forms[0];
  if (!form) throw new JourneyFailure(404, 'Form not found');
  const { rows } = await pool.query<{ page: number; count: string }>({ name: 'form_funnel', text: FORM_FUNNEL_SQL, values: [workspaceId, formId, since, until] });
  const counts = new Map(rows.map((row) => [row.page, Number(row.count)]));
  const titles = [form.title, ...(form.questions ?? []).filter((question) => question.kind === 'page_break').map((question) => question.label)];
  return {
    funnel: {
      form_id: form.id,
      since: timestamp(since),
      until: timestamp(until),
      steps: titles.map((title, index) => ({ page: index + 1, title, reached: counts.get(index + 1) ?? 0 })),
      submitted: counts.get(0) ?? 0,
    },
  };
}
