import { DomainError, draftImpact, type DraftImpactChange, draftImpactText } from '@forms/domain';
import { isUuid } from '../../shared/identifiers';
import type { AnswerCounts, FormVersionReadModel } from '../../shared/ports/versions.port';

export interface DraftImpactView {
  questionId: string;
  label: string;
  change: DraftImpactChange;
  /** Submissions that answered the question; for removed options, the picks of those options. */
  answered: number;
  text: string;
}

/**
 * What publishing the draft would do to the answers already stored: each live question the draft
 * removes, gives another kind, takes options from or makes required, with how many submissions it
 * touches. The counts come from the summary's whole-form counters, so the cost is the same at ten
 * submissions or a million.
 */
export class DraftImpact {
  constructor(
    private readonly versions: FormVersionReadModel,
    private readonly counts: AnswerCounts,
  ) {}

  async execute(query: { workspaceId: string; formId: string }): Promise<DraftImpactView[]> {
    const found = isUuid(query.formId) ? await this.versions.draft(query.workspaceId, query.formId) : null;
    if (!found) throw DomainError.formNotFound();
    if (!found.draft) throw DomainError.draftNotFound();
    const candidates = draftImpact(found.live, found.draft.content);
    // One entry per question, with every label any of its changes asks about.
    const asked = new Map<string, string[]>();
    for (const candidate of candidates) asked.set(candidate.questionId, [...(asked.get(candidate.questionId) ?? []), ...(candidate.removedOptions ?? [])]);
    const counts = await this.counts.count(
      query.workspaceId,
      query.formId,
      [...asked].map(([questionId, labels]) => ({ questionId, labels })),
    );
    return candidates.map((candidate) => {
      const count = counts.get(candidate.questionId);
      // The counters hold each label's picks, not their combinations: a multiple-choice submission that
      // picked two removed options counts once per option.
      const answered =
        candidate.change === 'options_removed'
          ? (candidate.removedOptions ?? []).reduce((sum, option) => sum + (count?.picked.get(option) ?? 0), 0)
          : (count?.answered ?? 0);
      return { questionId: candidate.questionId, label: candidate.label, change: candidate.change, answered, text: draftImpactText(candidate, answered) };
    });
  }
}
