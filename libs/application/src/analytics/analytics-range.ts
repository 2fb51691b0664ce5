import { DomainError } from '@forms/domain';
import type { Clock } from '../shared/ports/system.port';

const DAY_MS = 86_400_000;
/** Without `since`, the 30 days before `until`. */
const DEFAULT_SPAN_MS = 30 * DAY_MS;
/** A longer range would answer with an unbounded list of days. */
const LONGEST_SPAN_MS = 366 * DAY_MS;

/**
 * The range a figure of a form is asked for: without until, up to the end of the current second (until is
 * exclusive and timestamps are shown to the second, so a submission made a moment ago is counted on its
 * day); without since, 30 days before until. Refused when since is after until or the range is longer
 * than 366 days.
 */
export function analyticsRange(query: { since?: Date; until?: Date }, clock: Clock): { since: Date; until: Date } {
  const until = query.until ?? new Date(Math.floor(clock.now().getTime() / 1000) * 1000 + 1000);
  const since = query.since ?? new Date(until.getTime() - DEFAULT_SPAN_MS);
  if (since > until) throw DomainError.invalid('since', 'must not be later than until');
  if (until.getTime() - since.getTime() > LONGEST_SPAN_MS) throw DomainError.invalid('since', 'must be at most 366 days before until');
  return { since, until };
}
