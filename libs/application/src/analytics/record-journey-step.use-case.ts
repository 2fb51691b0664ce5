import type { FunnelCounter } from './form-views.port';

/** One answered post of the fill page, as far as the funnel is concerned. */
export interface JourneyStep {
  workspaceId: string;
  formId: string;
  /** The pages this visit was already counted on (carried by the page itself, signed). */
  counted: ReadonlySet<number>;
  /** What the post led to: a page shown after a Next without problems, a Back, or the stored submission. */
  outcome: { kind: 'next'; page: number } | { kind: 'back' } | { kind: 'stored' };
}

/**
 * Counts a visit's progress through a form with pages: a page shown after posting the page before it is
 * reached once per visit, however often the respondent goes Back and forward again; Back and a page shown
 * again with its problems count nothing. Returns the pages the visit is now counted on, for the page to
 * carry on. Only notes the counts in memory.
 */
export class RecordJourneyStep {
  constructor(private readonly counter: FunnelCounter) {}

  execute(step: JourneyStep): ReadonlySet<number> {
    const { outcome } = step;
    if (outcome.kind === 'stored') {
      this.counter.recordSubmitted(step.workspaceId, step.formId);
      return step.counted;
    }
    if (outcome.kind === 'back' || outcome.page < 2 || step.counted.has(outcome.page)) return step.counted;
    this.counter.recordReached(step.workspaceId, step.formId, outcome.page);
    return new Set([...step.counted, outcome.page]);
  }
}
