import type { Form, ResponseEmailRequested, SubmissionResponse } from '@forms/domain';

/**
 * The emails a new response asks for: one to each member the owner named, and a copy to the address
 * the respondent gave in the confirmation question, when they gave one. Recorded with the submission,
 * so that they go out exactly when it is stored, and delivered by the outbox, never delaying it.
 */
export function responseEmailEvents(input: {
  form: Form;
  workspaceId: string;
  workspaceName: string;
  submissionId: string;
  responses: readonly SubmissionResponse[];
  baseUrl: string | null;
  now: Date;
}): ResponseEmailRequested[] {
  const { settings } = input.form;
  const requested = (purpose: ResponseEmailRequested['purpose'], to: string): ResponseEmailRequested => ({
    type: 'response_email.requested',
    workspaceId: input.workspaceId,
    workspaceName: input.workspaceName,
    occurredAt: input.now,
    formId: input.form.id,
    submissionId: input.submissionId,
    baseUrl: input.baseUrl,
    purpose,
    to,
  });
  const events: ResponseEmailRequested[] = settings.notificationEmails.map((to) => requested('notification', to));
  const slug = settings.confirmationEmailQuestion;
  const answer = slug === null ? '' : (input.responses.find((response) => response.slug === slug && response.kind === 'email')?.value ?? '');
  if (answer !== '') events.push(requested('confirmation', answer));
  return events;
}
