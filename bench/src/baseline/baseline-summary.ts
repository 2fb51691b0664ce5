import type { Pool } from 'pg';
import {
  BEGIN_SUMMARY_SQL,
  END_SUMMARY_SQL,
  latestAnswerRanges,
  SUBMISSION_COUNT_KEY,
  SUMMARY_TEXT_BLOCK_SIZE,
  SUMMARY_COUNTS_SQL,
  SUMMARY_FORM_SQL,
  SUMMARY_TEXT_ANSWERS_SQL,
  SUMMARY_TEXT_BLOCKS_SQL,
  SUMMARY_TEXT_KINDS,
  summaryParts,
  type SummaryCountRow,
  type SummaryFormRow,
  type SummaryTextAnswerRow,
  type SummaryTextBlockRow,
} from '@forms/persistence/sql';
import { timestamp } from './baseline-json';

// The per-question summary by hand: the service's statements in the same read-only snapshot, and the
// JSON written straight from the rows.

const LATEST = 5;
const CHOICE_KINDS = new Set(['single_choice', 'multiple_choice', 'dropdown']);
const TEXT_KINDS: ReadonlySet<string> = new Set(SUMMARY_TEXT_KINDS);

interface Counted {
  answered: number;
  skipped: number;
  labels: Map<string, number>;
  row?: SummaryCountRow;
  latest: { submission_id: string; value: string; created_at: string }[];
}

const num = (text: string | null | undefined) => (text === null || text === undefined ? null : Number(text));

/** null when the form does not exist in the workspace. */
export async function baselineSummary(pool: Pool, workspaceId: string, formId: string, since: Date | null, until: Date | null): Promise<unknown> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(BEGIN_SUMMARY_SQL);
    const { rows } = await client.query<SummaryFormRow>({ name: 'summary_form', text: SUMMARY_FORM_SQL, values: [workspaceId, formId, since, until] });
    if (rows.length === 0) {
      await client.query(END_SUMMARY_SQL);
      return null;
    }
    const form = rows[0];
    const counted = new Map<string, Counted>();
    const of = (id: string) => {
      let entry = counted.get(id);
      if (!entry) counted.set(id, (entry = { answered: 0, skipped: 0, labels: new Map(), latest: [] }));
      return entry;
    };
    let submissions = 0;
    const lo = Math.max(1, form.lo);
    const hi = Math.min(form.hi, form.last_position);
    if (lo <= hi) {
      const parts = summaryParts(lo, hi, form.last_position);
      const counts = await client.query<SummaryCountRow>({
        name: 'summary_counts',
        text: SUMMARY_COUNTS_SQL,
        values: [
          workspaceId, formId, parts.spans, parts.firstBlocks, parts.lastBlocks, parts.edgeFirsts, parts.edgeLasts,
          [SUBMISSION_COUNT_KEY, ...form.questions.map((question) => question.id)],
        ],
      });
      for (const row of counts.rows) {
        if (row.question_id === SUBMISSION_COUNT_KEY) submissions = Number(row.answers);
        else if (row.value_key === '#') Object.assign(of(row.question_id), { answered: Number(row.answers), skipped: Number(row.skipped), row });
        else if (Number(row.answers) > 0) of(row.question_id).labels.set(row.value_key.slice(1), Number(row.answers));
      }
      const texts = form.questions.filter((question) => TEXT_KINDS.has(question.kind)).map((question) => question.id);
      if (texts.length > 0) {
        const blocks = await client.query<SummaryTextBlockRow>({
          name: 'summary_text_blocks',
          text: SUMMARY_TEXT_BLOCKS_SQL,
          values: [workspaceId, formId, texts, Math.floor((lo - 1) / SUMMARY_TEXT_BLOCK_SIZE), Math.floor((hi - 1) / SUMMARY_TEXT_BLOCK_SIZE)],
        });
        const byQuestion = new Map<string, { block: number; answers: number }[]>();
        for (const row of blocks.rows) byQuestion.set(row.question_id, [...(byQuestion.get(row.question_id) ?? []), row]);
        const ranges = latestAnswerRanges(byQuestion, { lo, hi, lastPosition: form.last_position }, LATEST);
        if (ranges.firsts.length > 0) {
          const answers = await client.query<SummaryTextAnswerRow>({
            name: 'summary_text_answers',
            text: SUMMARY_TEXT_ANSWERS_SQL,
            values: [workspaceId, formId, ranges.firsts, ranges.lasts, texts],
          });
          for (const row of answers.rows.sort((a, b) => b.position - a.position)) {
            const latest = of(row.question_id).latest;
            if (latest.length < LATEST) latest.push({ submission_id: row.id, value: row.value, created_at: timestamp(row.created_at) });
          }
        }
      }
    }
    await client.query(END_SUMMARY_SQL);
    return {
      summary: {
        form_id: formId,
        since: since ? timestamp(since) : null,
        until: until ? timestamp(until) : null,
        submissions,
        questions: form.questions.map((question) => {
          const entry = counted.get(question.id) ?? { answered: 0, skipped: 0, labels: new Map<string, number>(), latest: [] };
          const base = { id: question.id, slug: question.slug, label: question.label, kind: question.kind, answered: entry.answered, skipped: entry.skipped };
          if (question.kind === 'yes_no' || CHOICE_KINDS.has(question.kind)) {
            const current = question.kind === 'yes_no' ? ['Yes', 'No'] : question.options;
            const retired = [...entry.labels]
              .filter(([label, count]) => !current.includes(label) && count > 0)
              .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
              .map(([label, count]) => ({ label, count, retired: true }));
            return Object.assign(base, { options: [...current.map((label) => ({ label, count: entry.labels.get(label) ?? 0 })), ...retired] });
          }
          if (question.kind === 'rating') {
            const distribution = Array.from({ length: question.scale ?? 5 }, (_, index) => ({ value: index + 1, count: entry.labels.get(String(index + 1)) ?? 0 }));
            const count = distribution.reduce((sum, item) => sum + item.count, 0);
            const total = distribution.reduce((sum, item) => sum + item.value * item.count, 0);
            return Object.assign(base, { distribution, average: count === 0 ? null : Math.round((total * 100) / count) / 100 });
          }
          if (question.kind === 'number') return Object.assign(base, { min: num(entry.row?.number_min), max: num(entry.row?.number_max), average: num(entry.row?.number_average) });
          if (question.kind === 'date') return Object.assign(base, { earliest: entry.row?.date_min ?? null, latest: entry.row?.date_max ?? null });
          return Object.assign(base, { latest: entry.latest });
        }),
      },
    };
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}
