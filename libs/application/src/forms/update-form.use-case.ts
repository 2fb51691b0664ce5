import { type Actor, contentOf, DomainError, Form, type FormChanges, partialResponsesEnded } from '@forms/domain';
import { toFormView } from '../shared/views';
import { isUuid } from '../shared/identifiers';
import type { FormView } from '../shared/ports/read-models.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import { assertNotificationRecipients } from './notification-recipients';
import { assertThemeReadableOverBrand } from './form-theme';
import type { Clock, IdGenerator } from '../shared/ports/system.port';
import { recordNextVersion } from './versions/record-version';

/** An owner's edit of a form: title, questions, hidden fields, and the publish, archive and pause switches. */
export class UpdateForm {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /**
   * `baseUrl` is the workspace's address as the client used it: the form's links in the event start with it.
   * `expectedRevisions`, when given, are the revisions of the form the editor saw (If-Match): the change
   * applies only if the locked form is still at one of them (none given: it never applies), so a write
   * that committed in between is never overwritten unseen. Checked under the row lock.
   */
  async execute(command: {
    actor: Actor;
    workspaceId: string;
    formId: string;
    baseUrl: string;
    changes: FormChanges;
    expectedRevisions?: readonly number[];
  }): Promise<FormView> {
    if (!isUuid(command.formId)) Form.refuseWithoutForm(command.changes);
    return this.unitOfWork.run(async ({ forms, formVersions, outbox, teamMembers, partialResponses, brands }) => {
      // The row lock orders this edit with submissions arriving at the same moment: each sees the form
      // either before or after it.
      const form = await forms.lockById(command.workspaceId, command.formId);
      if (!form) Form.refuseWithoutForm(command.changes);
      if (command.expectedRevisions && !command.expectedRevisions.includes(form.revision)) throw DomainError.formChanged();
      const before = contentOf(form);
      // The live version, read only when this edit makes none (a version recorded is the new number).
      const currentVersion = async (): Promise<number> => (await formVersions.current(command.workspaceId, command.formId)) ?? 1;
      if (!form.change(command.changes, this.clock.now(), () => this.ids.next())) return toFormView(form, await currentVersion());
      if (command.changes.settings?.notificationEmails !== undefined) {
        await assertNotificationRecipients(teamMembers, command.workspaceId, form.settings.notificationEmails);
      }
      if (command.changes.theme !== undefined) await assertThemeReadableOverBrand(brands, command.workspaceId, form.theme);
      // A change of content is the form's next version; a switch of flags is not. A draft is left as it is.
      // The version is recorded before the row is written: every write of the row raises its revision, and
      // the revision this answer's ETag carries must be the one the last write left.
      const version = (await recordNextVersion({ formVersions }, form, before, command.actor)) ?? (await currentVersion());
      const revision = await forms.update(form);
      // Under the form's row lock, so a step stored meanwhile is either deleted here or refused by the setting.
      if (partialResponsesEnded(before.settings, form.settings)) await partialResponses.deleteForForm(command.workspaceId, form.id);
      const changed = Object.assign(toFormView(form, version), { revision });
      await outbox.record([{ type: 'form.updated', workspaceId: command.workspaceId, occurredAt: form.updatedAt, form: changed, baseUrl: command.baseUrl }]);
      return changed;
    });
  }
}
