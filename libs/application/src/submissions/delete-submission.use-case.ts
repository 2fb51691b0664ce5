import { type Actor, assertMay, DomainError } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { Clock } from '../shared/ports/system.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import { activityEntry } from '../shared/ports/activity.port';
import { submissionTarget } from '../activity/activity-targets';

export class DeleteSubmission {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * Erases the submission with its responses and user agent for good, and in the same transaction every
   * copy the service keeps: the webhook deliveries that carry it and the intake's idempotency record
   * that answers with it. Under the form's row lock, like every change to its submissions, so the live
   * count and the block counters stay exact.
   */
  async execute(command: { actor: Actor; workspaceId: string; formId: string; submissionId: string }): Promise<void> {
    assertMay(command.actor, 'delete_submissions');
    if (!isUuid(command.formId)) throw DomainError.formNotFound();
    await this.unitOfWork.run(async ({ forms, submissions, outbox, activity, idempotency }) => {
      const form = await forms.lockById(command.workspaceId, command.formId);
      if (!form) throw DomainError.formNotFound();
      if (!(await submissions.delete(form.workspaceId, form.id, command.submissionId))) throw DomainError.submissionNotFound();
      form.forgetSubmission();
      await forms.update(form);
      const now = this.clock.now();
      await outbox.eraseSubmission(form.workspaceId, command.submissionId, now);
      await idempotency.forgetSubmission(form.workspaceId, command.submissionId);
      await activity.record([activityEntry(form.workspaceId, command.actor, 'submission.deleted', submissionTarget(command.submissionId, form), now)]);
      await outbox.record([
        {
          type: 'submission.deleted',
          workspaceId: form.workspaceId,
          occurredAt: now,
          formId: form.id,
          submissionId: command.submissionId,
        },
      ]);
    });
  }
}
