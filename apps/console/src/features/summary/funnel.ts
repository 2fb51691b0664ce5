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
  /** Lost since the row before: a count and its share of that row; null for the first row. */
  dropOff: { count: number; percent: number } | null;
}

/**
 * The funnel as rows to show: each page as reached, then the submissions, with what each lost since the
 * row before it. More can reach a page than the one before it (a visit that started before the range,
 * another that goes Back and forward once more): the loss is then 0, never negative.
 */
export function funnelRows(funnel: FunnelFigures): FunnelRow[] {
  const views = funnel.steps[0]?.reached ?? 0;
  const rows = [
    ...funnel.steps.map((step) => ({ label: step.page === 1 ? `Page 1 viewed: ${step.title}` : `Page ${step.page} reached: ${step.title}`, count: step.reached })),
    { label: 'Submitted', count: funnel.submitted },
  ];
  return rows.map((row, index) => {
    const before = index === 0 ? null : rows[index - 1].count;
    const lost = before === null ? null : Math.max(0, before - row.count);
    return {
      ...row,
      ofViews: percentOf(row.count, views),
      dropOff: before === null || lost === null ? null : { count: lost, percent: percentOf(lost, before) },
    };
  });
}

/** "−12 (40%)": what a row lost since the row before, as its text says it. */
export function dropOffText(dropOff: FunnelRow['dropOff']): string {
  return dropOff === null ? '' : `−${dropOff.count} (${dropOff.percent}%)`;
}
