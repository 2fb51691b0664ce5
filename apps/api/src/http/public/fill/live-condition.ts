import type { Question, VisibleIf } from '@forms/domain';

/** A question of the shown page whose condition waits for answers on that same page, as the page shows it. */
export interface LiveCondition {
  /** Said to the person, for when the page's script does not run. */
  note: string;
  /** What the page's script needs: per condition, the operand's slug and kind. */
  data: string;
}

const SAYS: Record<string, string> = {
  is_answered: 'is answered',
  is_not_answered: 'is not answered',
  equals: 'is',
  not_equals: 'is not',
  contains: 'includes',
  not_contains: 'does not include',
  greater_than: 'is more than',
  less_than: 'is less than',
};

/** "Answer this only if “Seats” is more than 10." */
function noteFor(visibleIf: VisibleIf, questions: ReadonlyMap<string, Question>): string {
  const parts = visibleIf.conditions.map((condition) => {
    const operand = questions.get(condition.question!)!;
    let says = SAYS[condition.operator];
    if (operand.kind === 'date' && condition.operator === 'greater_than') says = 'is after';
    if (operand.kind === 'date' && condition.operator === 'less_than') says = 'is before';
    return `“${operand.label}” ${says}${condition.value === undefined ? '' : ` “${condition.value}”`}`;
  });
  if (parts.length === 1) return `Answer this only if ${parts[0]}.`;
  return `Answer this only if ${visibleIf.match === 'all' ? 'all' : 'any'} of these are true: ${parts.join('; ')}.`;
}

/** The conditions the walk left to the page (each on a question of that page), as note and script data. */
export function liveCondition(questions: readonly Question[], live: VisibleIf): LiveCondition {
  const kinds = new Map(questions.map((item) => [item.slug, item]));
  const data = JSON.stringify({
    match: live.match,
    conditions: live.conditions.map((condition) => ({ question: condition.question, kind: kinds.get(condition.question!)!.kind, operator: condition.operator, value: condition.value })),
  });
  return { note: noteFor(live, kinds), data };
}
