import { DomainError, NO_TALLIES, type QuestionSummary, summarizeQuestion } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { ResponseSummaryReadModel } from '../shared/ports/summary.port';

export interface GetResponseSummaryQuery {
  workspaceId: string;
  formId: string;
  /** Created at or after. */
  since?: Date;
  /** Created before. */
  until?: Date;
}

export interface ResponseSummaryView {
  formId: string;
  since: Date | null;
  until: Date | null;
  submissions: number;
  /** The form's current questions, in order. */
  questions: QuestionSummary[];
}

/**
 * What the submissions of a range add up to, per current question: exact at the moment it is read, and
 * at the cost of a few counters whatever the number of submissions.
 */
export class GetResponseSummary {
  constructor(private readonly summaries: ResponseSummaryReadModel) {}

  async execute(query: GetResponseSummaryQuery): Promise<ResponseSummaryView> {
    if (query.since && query.until && query.since > query.until) {
      throw DomainError.invalid('since', 'must not be later than until');
    }
    const found = isUuid(query.formId)
      ? await this.summaries.tallies(query.workspaceId, query.formId, { since: query.since, until: query.until })
      : null;
    if (!found) throw DomainError.formNotFound();
    return {
      formId: query.formId,
      since: query.since ?? null,
      until: query.until ?? null,
      submissions: found.submissions,
      // A page break starts a page and takes no answer: there is nothing of it to sum up.
      questions: found.questions
        .filter((question) => question.kind !== 'page_break')
        .map((question) => summarizeQuestion(question, found.byQuestion.get(question.id) ?? NO_TALLIES)),
    };
  }
}
