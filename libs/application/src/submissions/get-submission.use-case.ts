import { DomainError } from '@forms/domain';
import type { SubmissionReadModel, SubmissionView } from '../shared/ports/read-models.port';

export class GetSubmission {
  constructor(private readonly submissions: SubmissionReadModel) {}

  /** A submission of another form, even of the same workspace, is not found. */
  async execute(query: { workspaceId: string; formId: string; submissionId: string }): Promise<SubmissionView> {
    const { formFound, submission } = await this.submissions.findForForm(query.workspaceId, query.formId, query.submissionId);
    if (!formFound) throw DomainError.formNotFound();
    if (!submission) throw DomainError.submissionNotFound();
    return submission;
  }
}
