import { type Actor, assertMay, DomainError } from '@forms/domain';
import { activityEntry } from '../shared/ports/activity.port';
import { isUuid } from '../shared/identifiers';
import type { Clock } from '../shared/ports/system.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';

export class DeleteForm {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * Deletes the form with its submissions for good, and in the same transaction every copy the service
   * keeps of them: the outbox messages that carry the form or its submissions, and the intake's
   * idempotency records of its submissions. Under the form's row lock, so a submission arriving at the
   * same moment is either stored before (and deleted with it) or finds no form. Webhooks have no event for
   * a deleted form; the activity log records who deleted it.
   */
  async execute(command: { actor: Actor; workspaceId: string; formId: string }): Promise<void> {
    assertMay(command.actor, 'delete_forms');
    if (!isUuid(command.formId)) throw DomainError.formNotFound();
    await this.unitOfWork.run(async ({ forms, activity, outbox, idempotency }) => {
      const form = await forms.lockById(command.workspaceId, command.formId);
      if (!form) throw DomainError.formNotFound();
      await forms.delete(form.workspaceId, form.id);
      await outbox.eraseForm(form.workspaceId, form.id, this.clock.now());
      await idempotency.forgetForm(form.workspaceId, form.id);
      await activity.record([
        activityEntry(form.workspaceId, command.actor, 'form.deleted', { type: 'form', id: form.id, label: form.title }, this.clock.now()),
      ]);
    });
  }
}
