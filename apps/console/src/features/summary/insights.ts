/**
 * The summary view's arithmetic: which instants a period asks the API for, percentages as people read
 * them, and how long a bar is. Plain functions, so that they are tested without a browser.
 */

const DAY_MS = 86_400_000;
/** The analytics answer at most this many days at once. */
const LONGEST_ANALYTICS_DAYS = 366;

export const PERIODS = [
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: 'all', label: 'All time', days: null },
] as const;

export type PeriodId = (typeof PERIODS)[number]['id'];

export const DEFAULT_PERIOD: PeriodId = '30d';

export function isPeriodId(raw: string | null | undefined): raw is PeriodId {
  return PERIODS.some((period) => period.id === raw);
}

export interface PeriodQueries {
  /** For the summary and the export of the period: no `since` means every submission. */
  summary: { since?: string };
  /** For the analytics, which always cover a bounded range of days. */
  analytics: { since: string; until: string };
}

/** An instant as the API takes it: whole seconds, `2026-03-14T09:26:53Z`. */
export function apiInstant(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The queries of a period ending `now`. A period of days reaches back that many times 24 hours; all
 * time sums every submission, and shows the days since the form was created, at most the last 366.
 * The API takes whole seconds and ends a range before `until`: the period ends with the second `now`
 * is in, so that a response made a moment before the page opened is on its day's bar.
 */
export function periodQueries(period: PeriodId, now: number, formCreatedAt: string): PeriodQueries {
  const until = Math.floor(now / 1000) * 1000 + 1000;
  const days = PERIODS.find((item) => item.id === period)?.days ?? null;
  if (days !== null) {
    const since = apiInstant(until - days * DAY_MS);
    return { summary: { since }, analytics: { since, until: apiInstant(until) } };
  }
  const created = Date.parse(formCreatedAt);
  const earliest = until - LONGEST_ANALYTICS_DAYS * DAY_MS;
  const start = Number.isNaN(created) ? earliest : Math.min(until, Math.max(earliest, created));
  return { summary: {}, analytics: { since: apiInstant(start), until: apiInstant(until) } };
}

/** `count` as a whole percentage of `total` (0 when there is no total): 1 of 3 is 33 %, 2 of 3 is 67 %. */
export function percentOf(count: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((count / total) * 100);
}

/**
 * A bar's length as a percentage of the chart's width: its share of `total`, so that bars of one
 * question compare with each other and with the whole, and a non-zero count always shows a sliver.
 */
export function barLength(count: number, total: number): number {
  if (total <= 0 || count <= 0) return 0;
  const share = Math.min(1, count / total) * 100;
  return Math.max(0.5, Math.round(share * 10) / 10);
}

/** "12 (40%)": the count and its share of the answers, as bars and their text alternatives say it. */
export function countWithShare(count: number, answered: number): string {
  return `${count} (${percentOf(count, answered)}%)`;
}

/** A completion rate (0.361) as people read it ("36.1%"); a dash without views. */
export function completionText(rate: number | null): string {
  if (rate === null) return '—';
  return `${Math.round(rate * 1000) / 10}%`;
}

/**
 * The completion rate as the summary shows it. Responses sent through the API have no view of the form's
 * page, so the API's rate can exceed 1; a rate above 100% reads as an error, so the figure stops at 100%
 * and `capped` asks for a note saying why (the API's figure and the stored counts are unchanged).
 */
export function shownCompletion(rate: number | null): { text: string; capped: boolean } {
  if (rate !== null && rate > 1) return { text: completionText(1), capped: true };
  return { text: completionText(rate), capped: false };
}

export interface DayColumn {
  date: string;
  x: number;
  /** Top of the bar and its height, in a chart 100 units tall. */
  viewsY: number;
  viewsHeight: number;
  submissionsY: number;
  submissionsHeight: number;
}

/** Units of the day chart's width per day: a views bar, a submissions bar and a gap. */
export const DAY_WIDTH = 3;
export const CHART_HEIGHT = 100;

/**
 * The columns of the views-and-submissions chart, scaled to the busiest day so that the chart uses its
 * whole height; the chart stretches them to the width it gets (a phone or a wide screen).
 */
export function dayColumns(days: ReadonlyArray<{ date: string; views: number; submissions: number }>): DayColumn[] {
  const highest = Math.max(0, ...days.map((day) => Math.max(day.views, day.submissions)));
  const height = (value: number) => (highest === 0 ? 0 : Math.round((value / highest) * CHART_HEIGHT * 100) / 100);
  return days.map((day, index) => {
    const viewsHeight = height(day.views);
    const submissionsHeight = height(day.submissions);
    return {
      date: day.date,
      x: index * DAY_WIDTH,
      viewsY: CHART_HEIGHT - viewsHeight,
      viewsHeight,
      submissionsY: CHART_HEIGHT - submissionsHeight,
      submissionsHeight,
    };
  });
}

/** A UTC day (`2026-03-14`) as the browser's language writes it ("14 Mar 2026"). */
export function formatDay(day: string | null, locale?: string): string {
  if (!day) return '—';
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A figure that may be missing (an average without answers). */
export function figure(value: number | null): string {
  return value === null ? '—' : String(value);
}
