import { percentOf } from './insights';

export interface FunnelFigures {
  steps: ReadonlyArray<{ page: number; title: string; reached: number }>;
  submitted: number;
}

export interface FunnelRow {
  label: string;
  count: number;
  /** Share of the views (the first page's figure), whole percent. */
  ofViews: number;
  /** Lost since the row before: a count and its share of that row; null for the first row and where nothing was lost. */
  dropOff: { count: number; percent: number } | null;
}

/**
 * The funnel as rows to show: each page as reached, then the submissions, with what each lost since the
 * row before it. A later row can count more than an earlier one: a page skipped by its conditions is
 * reached by fewer visits than the pages after it, and a visit that started before the range counts
 * on its later pages only. So the loss at a row is measured from the visits known to have got past the
 * row before it (the most any row from there on counts) to those known to have got past this one:
 * never negative, none where a later row counts as much, and the losses add up to views minus
 * submissions. A row that lost nothing has no drop-off (null).
 */
export function funnelRows(funnel: FunnelFigures): FunnelRow[] {
  const views = funnel.steps[0]?.reached ?? 0;
  const rows = [
    ...funnel.steps.map((step) => ({ label: step.page === 1 ? `Page 1 viewed: ${step.title}` : `Page ${step.page} reached: ${step.title}`, count: step.reached })),
    { label: 'Submitted', count: funnel.submitted },
  ];
  // gotPast[i]: the most that any row from i on counts.
  const gotPast = rows.map((_, index) => Math.max(...rows.slice(index).map((row) => row.count)));
  return rows.map((row, index) => {
    const lost = index === 0 ? 0 : gotPast[index - 1] - gotPast[index];
    return {
      ...row,
      ofViews: percentOf(row.count, views),
      dropOff: lost > 0 ? { count: lost, percent: percentOf(lost, gotPast[index - 1]) } : null,
    };
  });
}

/** "−12 (40%)": what a row lost since the row before, as its text says it. */
export function dropOffText(dropOff: FunnelRow['dropOff']): string {
  return dropOff === null ? '' : `−${dropOff.count} (${dropOff.percent}%)`;
}
