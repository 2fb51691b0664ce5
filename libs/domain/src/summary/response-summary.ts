import type { Question, QuestionKind } from '../form/question';

// What a form's answers add up to, question by question. The counting itself happens where the answers
// are stored; this is the one statement of how counts become what people read: which options show, in
// which order, and how averages are rounded.

/** Kinds whose summary is a count per option (and per retired label). */
export const CHOICE_SUMMARY_KINDS: readonly QuestionKind[] = ['single_choice', 'multiple_choice', 'dropdown', 'yes_no'];
/** Kinds whose summary is their latest answers. */
export const TEXT_SUMMARY_KINDS: readonly QuestionKind[] = ['short_text', 'long_text', 'email', 'phone', 'url'];
/** How many latest answers a text question shows. */
export const LATEST_ANSWERS = 5;
const YES_NO_OPTIONS = ['Yes', 'No'];

export interface LatestAnswer {
  submissionId: string;
  value: string;
  createdAt: Date;
}

/**
 * The counts of one question over a range of submissions. Each stored answer counts by the kind it was
 * given under: a label or rating picked adds to `labels`, a number to `numbers`, a date to `dates`, a
 * non-blank text answer may be among `latest`.
 */
export interface QuestionTallies {
  answered: number;
  skipped: number;
  /** How many answers picked each label (option, Yes/No, or rating value as text). */
  labels: ReadonlyMap<string, number>;
  numbers: { count: number; min: string | null; max: string | null; average: string | null };
  dates: { earliest: string | null; latest: string | null };
  /** Newest first, at most LATEST_ANSWERS. */
  latest: readonly LatestAnswer[];
}

export interface OptionCount {
  label: string;
  count: number;
  /** A label found in answers that is no longer one of the question's options. */
  retired: boolean;
}

export type QuestionFigures =
  | { type: 'options'; options: OptionCount[] }
  | { type: 'rating'; distribution: { value: number; count: number }[]; average: number | null }
  | { type: 'number'; min: number | null; max: number | null; average: number | null }
  | { type: 'date'; earliest: string | null; latest: string | null }
  | { type: 'text'; latest: LatestAnswer[] }
  // Files are not summed up beyond how many were sent: each is fetched from the submission that sent it.
  | { type: 'files' };

export interface QuestionSummary {
  id: string;
  slug: string;
  label: string;
  kind: QuestionKind;
  answered: number;
  skipped: number;
  figures: QuestionFigures;
}

export const NO_TALLIES: QuestionTallies = {
  answered: 0,
  skipped: 0,
  labels: new Map(),
  numbers: { count: 0, min: null, max: null, average: null },
  dates: { earliest: null, latest: null },
  latest: [],
};

/** `total / count` rounded half up to 2 decimals, for whole totals (exact: no float sums). */
export function averageOfWholeNumbers(total: number, count: number): number | null {
  if (count === 0) return null;
  return Math.round((total * 100) / count) / 100;
}

/**
 * A retired label sorts after the current options, the most picked first, then by label: the order
 * must not depend on how the counts were read.
 */
function retiredOrder(a: OptionCount, b: OptionCount): number {
  if (a.count !== b.count) return b.count - a.count;
  return a.label < b.label ? -1 : a.label > b.label ? 1 : 0;
}

function optionCounts(current: readonly string[], labels: ReadonlyMap<string, number>): OptionCount[] {
  const offered = new Set(current);
  const options = current.map((label) => ({ label, count: labels.get(label) ?? 0, retired: false }));
  const retired = [...labels]
    .filter(([label, count]) => !offered.has(label) && count > 0)
    .map(([label, count]) => ({ label, count, retired: true }))
    .sort(retiredOrder);
  return [...options, ...retired];
}

function ratingFigures(scale: number, labels: ReadonlyMap<string, number>): QuestionFigures {
  const distribution = Array.from({ length: scale }, (_, index) => ({ value: index + 1, count: labels.get(String(index + 1)) ?? 0 }));
  const count = distribution.reduce((sum, entry) => sum + entry.count, 0);
  const total = distribution.reduce((sum, entry) => sum + entry.value * entry.count, 0);
  return { type: 'rating', distribution, average: averageOfWholeNumbers(total, count) };
}

function asNumber(text: string | null): number | null {
  return text === null ? null : Number(text);
}

/** One question's summary, from its counts (NO_TALLIES when nobody had it in the range). */
export function summarizeQuestion(question: Question, tallies: QuestionTallies): QuestionSummary {
  const { kind } = question;
  let figures: QuestionFigures;
  if (kind === 'yes_no') figures = { type: 'options', options: optionCounts(YES_NO_OPTIONS, tallies.labels) };
  else if (CHOICE_SUMMARY_KINDS.includes(kind)) figures = { type: 'options', options: optionCounts(question.options, tallies.labels) };
  else if (kind === 'rating') figures = ratingFigures(question.scale ?? 5, tallies.labels);
  else if (kind === 'number') {
    const { min, max, average } = tallies.numbers;
    figures = { type: 'number', min: asNumber(min), max: asNumber(max), average: asNumber(average) };
  } else if (kind === 'date') figures = { type: 'date', earliest: tallies.dates.earliest, latest: tallies.dates.latest };
  else if (kind === 'file_upload') figures = { type: 'files' };
  else figures = { type: 'text', latest: tallies.latest.slice(0, LATEST_ANSWERS) };
  return {
    id: question.id,
    slug: question.slug,
    label: question.label,
    kind,
    answered: tallies.answered,
    skipped: tallies.skipped,
    figures,
  };
}
