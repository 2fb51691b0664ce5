import { LATEST_ANSWERS, type LatestAnswer, type QuestionTallies } from '@forms/domain';

// The per-question summary recounted the slow, obvious way, from every stored submission of a range:
// what tests hold the service's counters to.

export interface RecountAnswer {
  /** The question answered (undefined: an answer counted for no current question). */
  questionId: string | undefined;
  /** The kind the answer was given under. */
  kind: string;
  value: string;
  /** The options picked, for a multiple choice. */
  choices?: readonly string[];
}

export interface RecountSubmission {
  id: string;
  createdAt: Date;
  /** Anything that orders submissions oldest to newest. */
  order: number;
  answers: readonly RecountAnswer[];
}

const CHOICE_KINDS = new Set(['single_choice', 'dropdown', 'yes_no', 'rating', 'multiple_choice']);
const TEXT_KINDS = new Set(['short_text', 'long_text', 'email', 'phone', 'url']);

/** A decimal text with at most 2 decimals, in hundredths. */
function hundredths(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace(/^-/, '').split('.');
  if (fraction.length > 2) throw new Error(`the recount handles at most 2 decimals, not ${text}`);
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return negative ? -value : value;
}

/** `sum / count` (in hundredths) rounded half away from zero to 2 decimals, as text. */
function averageText(sum: bigint, count: number): string {
  const n = BigInt(count);
  const negative = sum < 0n;
  const magnitude = negative ? -sum : sum;
  const rounded = (magnitude * 2n + n) / (2n * n);
  const text = `${rounded / 100n}.${String(rounded % 100n).padStart(2, '0')}`;
  return negative && rounded !== 0n ? `-${text}` : text;
}

export function recountTallies(submissions: readonly RecountSubmission[]): { submissions: number; byQuestion: Map<string, QuestionTallies> } {
  interface Working {
    answered: number;
    skipped: number;
    labels: Map<string, number>;
    numbers: { count: number; min: string | null; max: string | null; sum: bigint };
    dates: { earliest: string | null; latest: string | null };
    latest: (LatestAnswer & { order: number })[];
  }
  const working = new Map<string, Working>();
  for (const submission of submissions) {
    for (const answer of submission.answers) {
      if (answer.questionId === undefined) continue;
      let tallies = working.get(answer.questionId);
      if (!tallies) {
        tallies = {
          answered: 0,
          skipped: 0,
          labels: new Map(),
          numbers: { count: 0, min: null, max: null, sum: 0n },
          dates: { earliest: null, latest: null },
          latest: [],
        };
        working.set(answer.questionId, tallies);
      }
      if (answer.value === '') {
        tallies.skipped += 1;
        continue;
      }
      tallies.answered += 1;
      if (CHOICE_KINDS.has(answer.kind)) {
        const picked = answer.kind === 'multiple_choice' ? (answer.choices ?? []) : [answer.value];
        for (const label of picked) tallies.labels.set(label, (tallies.labels.get(label) ?? 0) + 1);
      }
      if (answer.kind === 'number') {
        const numbers = tallies.numbers;
        numbers.count += 1;
        numbers.sum += hundredths(answer.value);
        if (numbers.min === null || Number(answer.value) < Number(numbers.min)) numbers.min = answer.value;
        if (numbers.max === null || Number(answer.value) > Number(numbers.max)) numbers.max = answer.value;
      }
      if (answer.kind === 'date') {
        if (tallies.dates.earliest === null || answer.value < tallies.dates.earliest) tallies.dates.earliest = answer.value;
        if (tallies.dates.latest === null || answer.value > tallies.dates.latest) tallies.dates.latest = answer.value;
      }
      if (TEXT_KINDS.has(answer.kind)) {
        tallies.latest.push({ submissionId: submission.id, value: answer.value, createdAt: submission.createdAt, order: submission.order });
      }
    }
  }
  const byQuestion = new Map<string, QuestionTallies>();
  for (const [questionId, tallies] of working) {
    const latest = tallies.latest
      .sort((a, b) => b.order - a.order)
      .slice(0, LATEST_ANSWERS)
      .map(({ submissionId, value, createdAt }) => ({ submissionId, value, createdAt }));
    const { count, min, max, sum } = tallies.numbers;
    byQuestion.set(questionId, {
      answered: tallies.answered,
      skipped: tallies.skipped,
      labels: tallies.labels,
      numbers: { count, min, max, average: count === 0 ? null : averageText(sum, count) },
      dates: tallies.dates,
      latest,
    });
  }
  return { submissions: submissions.length, byQuestion };
}
