import type { DomainEvent } from '@forms/domain';
import type { OutboxHandler } from '../shared/ports/outbox.port';
import type { FormReadModel, SubmissionReadModel } from '../shared/ports/read-models.port';
import type { ResponseMailer } from '../shared/ports/response-mail.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import { shownValue } from '../uploads/file-answers';
import { confirmationAnswers } from './confirmation-answers';

/** The response's page in the console, under the address the respondent used. */
export function consoleResponseUrl(baseUrl: string, formId: string, submissionId: string): string {
  return `${baseUrl}/console/forms/${formId}/responses/${submissionId}`;
}

/**
 * Sends one email about a response: a member's notification or the respondent's copy. The answers and
 * the form's title are read as the email goes out, so a submission (or form) deleted before then sends
 * nothing; a notification goes only to someone who is still an active member.
 */
export class SendResponseEmail implements OutboxHandler {
  readonly name = 'response-email';
  /** About a day of attempts with the delays below, as for invitations. */
  readonly maxAttempts = 100;

  constructor(
    private readonly mailer: ResponseMailer,
    private readonly forms: FormReadModel,
    private readonly submissions: SubmissionReadModel,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  retryDelayMs(failedAttempts: number): number {
    return Math.min(1_000 * 2 ** (failedAttempts - 1), 15 * 60_000);
  }

  async handle(event: DomainEvent): Promise<void> {
    if (event.type !== 'response_email.requested') return;
    const { submission } = await this.submissions.findForForm(event.workspaceId, event.formId, event.submissionId);
    if (!submission) return;
    const form = await this.forms.findById(event.workspaceId, event.formId);
    if (!form) return;
    if (event.purpose === 'notification') {
      const [member] = await this.unitOfWork.run(({ teamMembers }) => teamMembers.findByEmails(event.workspaceId, [event.to.toLowerCase()]));
      if (!member || !member.active) return;
    }
    await this.mailer.send({
      purpose: event.purpose,
      to: event.to,
      formTitle: form.title,
      workspaceName: event.workspaceName ?? null,
      answers:
        event.purpose === 'confirmation'
          ? confirmationAnswers(submission.responses)
          : // Sent outside any request: a file's address starts with the public origin the event recorded.
            submission.responses.map((response) => ({ label: response.label, value: shownValue(response, event.baseUrl ?? '') })),
      submittedAt: submission.createdAt,
      consoleUrl: event.purpose === 'notification' && event.baseUrl !== null ? consoleResponseUrl(event.baseUrl, event.formId, event.submissionId) : null,
    });
  }
}
