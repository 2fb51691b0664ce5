import { NO_TALLIES, type Question, type QuestionSummary, summarizeQuestion } from '@forms/domain';
import { recountTallies, type RecountSubmission } from '@forms/testing';
import { publishedForm } from '../collecting/support';
import { V2 } from '../support/operations';
import { NO_LIMITS } from '../support/shared-app/profiles';
import { sharedTestApp, type SharedTestApp } from '../support/shared-app/shared-test-app';
import type { WorkspaceFixture } from '../support/workspace-factory';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

// The summary against a recount of the stored submissions, read through the v2 list: over random forms,
// answers, edits of the questions and deletions (seeded, so a failure replays), and while submissions and
// deletions arrive at once.

jest.setTimeout(600_000);

let t: SharedTestApp;
let ws: WorkspaceFixture;

beforeAll(async () => {
  t = await sharedTestApp(NO_LIMITS);
  ws = await t.workspaces.create();
});
afterAll(() => t?.close());

/** mulberry32: a small deterministic generator, one per round. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (probability: number) => next() < probability,
  };
}
type Random = ReturnType<typeof generator>;

const KINDS = ['short_text', 'long_text', 'email', 'number', 'phone', 'url', 'date', 'single_choice', 'multiple_choice', 'dropdown', 'rating', 'yes_no'];
const CHOICE = new Set(['single_choice', 'multiple_choice', 'dropdown']);
const LABELS = ['Red', 'Green', 'Blue', 'Red, dark', 'Teal', 'Amber', 'Ivory', 'Jade'];

/** Per stored submission: the question each response (by position) answered, and the options picked. */
interface Recorded {
  questionIds: string[];
  choices: (string[] | undefined)[];
}

function randomQuestion(random: Random, slug: string): any {
  const kind = random.pick(KINDS);
  const question: any = { kind, label: `Question ${slug}`, slug };
  if (CHOICE.has(kind)) {
    const options = [...LABELS].sort(() => random.next() - 0.5).slice(0, random.int(2, 5));
    question.options = options;
  }
  if (kind === 'rating') question.scale = random.int(3, 10);
  return question;
}

/** An answer to `question`, blank now and then; the options picked too for a multiple choice. */
function randomAnswer(random: Random, question: any, n: number): { value: unknown; choices?: string[] } {
  if (!question.required && random.chance(0.2)) return { value: '', choices: question.kind === 'multiple_choice' ? [] : undefined };
  switch (question.kind) {
    case 'short_text':
    case 'long_text':
      return { value: random.pick(['alpha', 'beta', 'gamma', `text ${n}`]) };
    case 'email':
      return { value: `person${n}@example.com` };
    case 'phone':
      return { value: `+1 555 01${String(n % 100).padStart(2, '0')}` };
    case 'url':
      return { value: `https://site${n}.example/` };
    case 'number':
      return { value: random.chance(0.5) ? random.int(-50, 500) : `${random.int(-20, 90)}.${random.int(0, 9)}` };
    case 'date':
      return { value: `${random.int(2019, 2031)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}` };
    case 'rating':
      return { value: random.int(1, question.scale) };
    case 'yes_no':
      return { value: random.chance(0.5) };
    case 'multiple_choice': {
      const picked = question.options.filter(() => random.chance(0.5));
      const chosen = picked.length > 0 ? picked : [question.options[0]];
      return { value: chosen, choices: question.options.filter((option: string) => chosen.includes(option)) };
    }
    default:
      return { value: random.pick(question.options) };
  }
}

async function submit(formId: string, questions: any[], random: Random, n: number, recorded: Map<string, Recorded>): Promise<void> {
  const responses: Record<string, unknown> = {};
  const choices: (string[] | undefined)[] = [];
  for (const question of questions) {
    const answer = randomAnswer(random, question, n);
    responses[question.slug] = answer.value;
    choices.push(answer.choices);
  }
  const response = await t.anonymous(t.hostOf(ws)).post(`/forms/${formId}/submissions`, { body: { responses } });
  if (response.status !== 201) throw new Error(`submit: ${response.status} ${response.text}`);
  recorded.set(response.body.submission.id, { questionIds: questions.map((question) => question.id), choices });
}

/** Every submission of the range, oldest first, through the v2 list. */
async function listed(formId: string, range: Record<string, string>): Promise<any[]> {
  const all: any[] = [];
  for (let page = 1; ; page++) {
    const response = await t.client(ws).get(`${V2}/forms/${formId}/submissions`, { query: { ...range, order: 'oldest', page_size: 100, page_number: page } });
    if (response.status !== 200) throw new Error(`list: ${response.status} ${response.text}`);
    if (response.body.submissions.length === 0) return all;
    all.push(...response.body.submissions);
  }
}

const timestamp = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** A question's summary as the API answers it: the figures of its kind next to its counts. */
function wire(summary: QuestionSummary): Record<string, unknown> {
  const { figures, ...counts } = summary;
  switch (figures.type) {
    case 'options':
      return { ...counts, options: figures.options.map(({ label, count, retired }) => (retired ? { label, count, retired } : { label, count })) };
    case 'rating':
      return { ...counts, distribution: figures.distribution, average: figures.average };
    case 'number':
      return { ...counts, min: figures.min, max: figures.max, average: figures.average };
    case 'date':
      return { ...counts, earliest: figures.earliest, latest: figures.latest };
    case 'files':
      return counts;
    case 'text':
      return { ...counts, latest: figures.latest.map((answer) => ({ submission_id: answer.submissionId, value: answer.value, created_at: timestamp(answer.createdAt) })) };
  }
}

/** The summary the stored submissions of the range add up to, recounted here, in the wire's shape. */
async function recounted(formId: string, questions: Question[], range: Record<string, string>, recorded: Map<string, Recorded>): Promise<unknown> {
  const submissions: RecountSubmission[] = (await listed(formId, range)).map((submission, order) => {
    const known = recorded.get(submission.id);
    if (!known) throw new Error(`submission ${submission.id} was not made by this test`);
    return {
      id: submission.id,
      createdAt: new Date(submission.created_at),
      order,
      answers: submission.responses.map((response: any) => ({
        questionId: known.questionIds[response.position - 1],
        kind: response.kind,
        value: response.value,
        choices: known.choices[response.position - 1],
      })),
    };
  });
  const recount = recountTallies(submissions);
  return {
    summary: {
      form_id: formId,
      since: range['since'] ?? null,
      until: range['until'] ?? null,
      submissions: recount.submissions,
      questions: questions.map((question) => wire(summarizeQuestion(question, recount.byQuestion.get(question.id) ?? NO_TALLIES))),
    },
  };
}

async function expectSummaryToMatchRecount(formId: string, range: Record<string, string>, recorded: Map<string, Recorded>, label: string): Promise<void> {
  const form = await t.client(ws).get(`${V2}/forms/${formId}`);
  const response = await t.client(ws).get(`${V2}/forms/${formId}/summary`, { query: range });
  expect({ label, status: response.status }).toEqual({ label, status: 200 });
  expect({ label, body: response.body }).toEqual({ label, body: await recounted(formId, form.body.form.questions, range, recorded) });
}

/** An edit an author could make: rename, new slug, options removed or added, questions added, removed, reordered or changed in kind. */
function randomEdit(random: Random, questions: any[], nextSlug: () => string): any[] {
  const edited = questions.map(({ position: _position, ...question }) => ({ ...question, options: [...question.options] }));
  const target = edited.length > 0 ? random.pick(edited) : undefined;
  switch (random.int(0, 6)) {
    case 0:
      if (target) Object.assign(target, { label: `Renamed ${nextSlug()}`, slug: nextSlug() });
      break;
    case 1:
      if (target && CHOICE.has(target.kind) && target.options.length > 2) target.options.splice(random.int(0, target.options.length - 1), 1);
      break;
    case 2:
      if (target && CHOICE.has(target.kind)) {
        const unused = LABELS.filter((label) => !target.options.includes(label));
        if (unused.length > 0) target.options.push(random.pick(unused));
      }
      break;
    case 3:
      edited.splice(random.int(0, edited.length), 0, randomQuestion(random, nextSlug()));
      break;
    case 4:
      if (edited.length > 1) edited.splice(random.int(0, edited.length - 1), 1);
      break;
    case 5:
      edited.sort(() => random.next() - 0.5);
      break;
    default:
      if (target) {
        const replacement = randomQuestion(random, target.slug);
        Object.assign(target, { kind: replacement.kind, options: replacement.options ?? [], scale: replacement.scale ?? null });
      }
  }
  return edited;
}

const ROUNDS = 24;

describe('the summary against a recount of the stored submissions', () => {
  it(`holds over ${ROUNDS} rounds of random forms, answers, edits and deletions`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const random = generator(7919 * (round + 1));
      let slugs = 0;
      const nextSlug = () => `q${round}_${++slugs}`;
      const questions = Array.from({ length: random.int(1, 6) }, () => randomQuestion(random, nextSlug()));
      let form = await publishedForm(t.client(ws), { questions });
      const recorded = new Map<string, Recorded>();
      let made = 0;
      for (let step = 0; step < 6; step++) {
        const action = random.int(0, 3);
        if (action <= 1) {
          for (let count = random.int(1, 6); count > 0; count--) await submit(form.id, form.questions, random, made++, recorded);
        } else if (action === 2) {
          const patched = await t.client(ws).patch(`${V2}/forms/${form.id}`, { body: { form: { questions: randomEdit(random, form.questions, nextSlug) } } });
          if (patched.status !== 200) throw new Error(`edit: ${patched.status} ${patched.text}`);
          form = patched.body.form;
        } else {
          const ids = [...recorded.keys()];
          for (let count = random.int(0, Math.min(3, ids.length)); count > 0; count--) {
            const id = ids.splice(random.int(0, ids.length - 1), 1)[0];
            const deleted = await t.client(ws).delete(`${V2}/forms/${form.id}/submissions/${id}`);
            if (deleted.status !== 200) throw new Error(`delete: ${deleted.status} ${deleted.text}`);
            recorded.delete(id);
          }
        }
      }
      const times = [...new Set((await listed(form.id, {})).map((submission) => submission.created_at as string))].sort();
      const ranges: Record<string, string>[] = [{}];
      if (times.length > 0) {
        ranges.push({ since: random.pick(times) }, { until: random.pick(times) });
        const [a, b] = [random.pick(times), random.pick(times)].sort();
        ranges.push({ since: a, until: b });
      }
      for (const range of ranges) await expectSummaryToMatchRecount(form.id, range, recorded, `round ${round} ${JSON.stringify(range)}`);
    }
  });

  it('holds while 30 submissions and 15 deletions arrive at once, and every summary read meanwhile is of one moment', async () => {
    const random = generator(424242);
    const form = await publishedForm(t.client(ws));
    const recorded = new Map<string, Recorded>();
    for (let n = 0; n < 40; n++) await submit(form.id, form.questions, random, n, recorded);
    const doomed = [...recorded.keys()].filter((_, index) => index % 2 === 0).slice(0, 15);
    const reads: any[] = [];
    await Promise.all([
      ...Array.from({ length: 30 }, (_, index) => submit(form.id, form.questions, random, 100 + index, recorded)),
      ...doomed.map(async (id) => {
        const deleted = await t.client(ws).delete(`${V2}/forms/${form.id}/submissions/${id}`);
        if (deleted.status !== 200) throw new Error(`delete: ${deleted.status} ${deleted.text}`);
        recorded.delete(id);
      }),
      ...Array.from({ length: 10 }, async () => reads.push((await t.client(ws).get(`${V2}/forms/${form.id}/summary`)).body.summary)),
    ]);
    // Every question was there from the start: each submission counted in a read either answered it or skipped it.
    for (const read of reads) {
      for (const question of read.questions) expect(question.answered + question.skipped).toBe(read.submissions);
    }
    expect(reads).toHaveLength(10);
    await expectSummaryToMatchRecount(form.id, {}, recorded, 'after the storm');
    expect(recorded.size).toBe(40 + 30 - 15);
  });
});
