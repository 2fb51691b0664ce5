import { DomainError, draftImpact, type DraftImpactChange, draftImpactText } from '@forms/domain';
import { isUuid } from '../../shared/identifiers';
import type { AnswerCounts, FormVersionReadModel } from '../../shared/ports/versions.port';

export interface DraftImpactView {
  questionId: string;
  label: string;
  change: DraftImpactChange;
  /** Submissions that answered the question; for removed options, the submissions that chose one. */
  answered: number;
  text: string;
}

/**
 * What publishing the draft would do to the answers already stored: each live question the draft
 * removes, gives another kind, takes options from or makes required, with how many submissions it
 * touches. The counts come from counters kept as submissions are stored (the summary's whole-form
 * counters, and the multiple-choice answers counted per set of options picked), so the cost does not
 * grow with the number of submissions.
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
    // A multiple-choice answer may pick several removed options: those are counted per set of options
    // picked together, so that each submission counts once. Any other answer picks one label at most, and
    // the sum of the labels' picks is already each submission once.
    const multiple = new Set(found.live.questions.filter((question) => question.kind === 'multiple_choice').map((question) => question.id));
    const pickedTogether = candidates.filter((candidate) => candidate.change === 'options_removed' && multiple.has(candidate.questionId));
    const [counts, choseAny] = await Promise.all([
      this.counts.count(
        query.workspaceId,
        query.formId,
        [...asked].map(([questionId, labels]) => ({ questionId, labels })),
      ),
      pickedTogether.length === 0
        ? new Map<string, number>()
        : this.counts.choseAny(
            query.workspaceId,
            query.formId,
            pickedTogether.map((candidate) => ({ questionId: candidate.questionId, labels: candidate.removedOptions ?? [] })),
          ),
    ]);
    return candidates.map((candidate) => {
      const count = counts.get(candidate.questionId);
      const answered =
        candidate.change !== 'options_removed'
          ? (count?.answered ?? 0)
          : (choseAny.get(candidate.questionId) ?? (candidate.removedOptions ?? []).reduce((sum, option) => sum + (count?.picked.get(option) ?? 0), 0));
      return { questionId: candidate.questionId, label: candidate.label, change: candidate.change, answered, text: draftImpactText(candidate, answered) };
    });
  }
}
