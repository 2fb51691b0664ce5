import { isUuid } from '../shared/identifiers';
import type { PartialResponseStore, ResumableVisit } from './partial-responses.port';
import { resumeHash, resumeTokenOf } from './save-partial-response.use-case';

/** Opening a link to continue later: reads the visit's answers, spends and writes nothing. */
export class ResumeVisit {
  constructor(private readonly partials: PartialResponseStore) {}

  /** null for a token of no partial response of this form (unknown, or ended by a submission). */
  async execute(query: { workspaceId: string; formId: string; token: string }): Promise<ResumableVisit | null> {
    const token = resumeTokenOf(query.token);
    if (token === null || !isUuid(query.formId)) return null;
    return this.partials.findByResumeHash(query.workspaceId, query.formId, resumeHash(token));
  }
}
