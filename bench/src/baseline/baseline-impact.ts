// The impact of a draft on the answers stored, written by hand for the baseline: which live questions the
// draft removes, gives another kind, takes options from or makes required, and the words the API says
// about each (the service's own rules, in the same order).

/** A question as the content columns hold it; only what the impact looks at. */
export interface ImpactQuestion {
  id: string;
  kind: string;
  label: string;
  options?: string[];
  required?: boolean;
}

export type ImpactChange = 'removed' | 'kind_changed' | 'options_removed' | 'required_added';

export interface ImpactCandidate {
  questionId: string;
  label: string;
  change: ImpactChange;
  /** For `options_removed`: the live options the draft no longer has. */
  removedOptions?: string[];
  /** A multiple choice: one answer may pick several of the removed options. */
  multiple: boolean;
}

/** In the live order; a page break takes no answers; a new kind is named instead of its options. */
export function impactCandidates(live: readonly ImpactQuestion[], draft: readonly ImpactQuestion[]): ImpactCandidate[] {
  const drafted = new Map(draft.map((question) => [question.id, question]));
  const candidates: ImpactCandidate[] = [];
  for (const question of live) {
    if (question.kind === 'page_break') continue;
    const { id: questionId, label } = question;
    const multiple = question.kind === 'multiple_choice';
    const next = drafted.get(question.id);
    if (!next) {
      candidates.push({ questionId, label, multiple, change: 'removed' });
      continue;
    }
    if (next.kind !== question.kind) {
      candidates.push({ questionId, label, multiple, change: 'kind_changed' });
      continue;
    }
    const kept = new Set(next.options ?? []);
    const removedOptions = (question.options ?? []).filter((option) => !kept.has(option));
    if (removedOptions.length > 0) candidates.push({ questionId, label, multiple, change: 'options_removed', removedOptions });
    if (next.required === true && question.required !== true) candidates.push({ questionId, label, multiple, change: 'required_added' });
  }
  return candidates;
}

export function impactText(candidate: ImpactCandidate, answered: number): string {
  const responses = answered === 1 ? '1 response' : `${answered} responses`;
  const label = `"${candidate.label}"`;
  switch (candidate.change) {
    case 'removed':
      return `${responses} answered ${label}; they keep their answers`;
    case 'kind_changed':
      return `${responses} answered ${label} before its kind changes; they keep their answers`;
    case 'options_removed':
      return `${responses} chose ${(candidate.removedOptions ?? []).map((option) => `"${option}"`).join(', ')} in ${label}; they keep their answers`;
    case 'required_added':
      return `${label} becomes required; ${responses} answered it so far`;
  }
}
