import { hash, randomFillSync, randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import {
  ADD_FORM_STEPS_SQL,
  FORM_BY_ID_SQL,
  FORM_FUNNEL_SQL,
  SAVE_PARTIAL_RESPONSE_SQL,
  type FormRow,
} from '@forms/persistence/sql';
import { timestamp } from './baseline-json';
import { signVisit, stepPageHtml, UnsupportedStep } from './baseline-step-page';

// The baseline's side of the fill page's steps and the funnel: the statements the service sends for them
// (the form by id, the partial response's upsert, the steps added every few seconds from memory; the
// form and its two hourly tables for the funnel), with as little else as answers the request.

const HOUR_MS = 3_600_000;

/**
 * The visit's id and the resume token are drawn as the service draws them: slices of 4 KiB taken from the
 * system's generator at once (a call costs some microseconds whatever its size).
 */
let randomPool = Buffer.alloc(0);
let randomOffset = 0;
function tokenBytes(size: number): Buffer {
  if (randomOffset + size > randomPool.length) {
    randomPool = randomFillSync(Buffer.allocUnsafeSlow(4096));
    randomOffset = 0;
  }
  const bytes = Buffer.from(randomPool.subarray(randomOffset, randomOffset + size));
  randomPool.fill(0, randomOffset, randomOffset + size);
  randomOffset += size;
  return bytes;
}

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

/** The workspace a step is posted to, found by its host with its brand and logo, as the service reads it. */
export interface StepWorkspace {
  id: string;
  name: string;
  baseUrl: string;
  logo: { hash: string; format: string; width: number; height: number; alt: string } | null;
}

/**
 * The first page of a form with pages posted without JavaScript: its answers checked, kept as a new
 * visit's partial response, the step counted, and the second page answered as the service lays it out
 * (`stepPageHtml`), with the visit signed and the link to continue later.
 */
export async function firstStep(pool: Pool, steps: StepCounter, visitKey: Buffer, workspace: StepWorkspace, formId: string, body: URLSearchParams): Promise<string> {
  const { rows } = await pool.query<FormRow>({ name: 'form_by_id', text: FORM_BY_ID_SQL, values: [workspace.id, formId] });
  const form = rows[0];
  if (!form || !form.is_published || form.is_archived || form.is_disabled || form.is_suspended) throw new JourneyFailure(404, 'Form not found');
  const version = form.version ?? 1;
  const pages = pagesOf(form.questions ?? []);
  if (pages.length < 3 || body.get('_page') !== '1' || body.get('_action') !== 'next' || body.get('_version') !== String(version)) {
    throw new JourneyFailure(422, 'only Next on the live first page of a form with three pages or more');
  }
  const answers: Record<string, string> = {};
  const carried: Array<[string, string]> = [];
  const responses = pages[0].map((question) => {
    const raw = body.get(question.slug);
    const value = (raw ?? '').trim();
    if (question.required && value === '') throw new JourneyFailure(422, `${question.slug} is required`);
    if ((question.kind === 'single_choice' || question.kind === 'dropdown') && value !== '' && !question.options.includes(value)) {
      throw new JourneyFailure(422, `${question.slug} is not an option`);
    }
    if (raw !== null) carried.push([question.slug, raw]);
    answers[question.slug] = value;
    return { id: randomUUID(), label: question.label, position: question.position, kind: question.kind, slug: question.slug, value, questionId: question.id };
  });
  const hiddenValues = (form.hidden_fields ?? []).flatMap((name): Array<[string, string]> => {
    const value = body.get(name);
    return value === null ? [] : [[name, value]];
  });
  const visitId = tokenBytes(12).toString('base64url');
  const token = tokenBytes(32).toString('base64url');
  await pool.query({
    name: 'save_partial_response',
    text: SAVE_PARTIAL_RESPONSE_SQL,
    values: [
      workspace.id, randomUUID(), form.id, visitId, 2, version, JSON.stringify(answers), JSON.stringify(responses),
      JSON.stringify(hiddenValues.map(([field, value]) => ({ field, value }))), [], hash('sha256', token, 'buffer'), new Date(),
    ],
  });
  steps.record(workspace.id, form.id, 2);
  try {
    return stepPageHtml({
      workspaceName: workspace.name,
      logo: workspace.logo,
      form: { id: form.id, title: form.title, version },
      page: 2,
      count: pages.length,
      title: (form.questions ?? []).find((question) => question.kind === 'page_break')?.label ?? null,
      questions: pages[1],
      carried,
      hiddenValues,
      visit: signVisit(visitKey, form.id, visitId, [2]),
      resume: { token, url: `${workspace.baseUrl}/forms/${encodeURIComponent(form.id)}/resume/${token}` },
    });
  } catch (error) {
    throw error instanceof UnsupportedStep ? new JourneyFailure(422, error.message) : error;
  }
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
