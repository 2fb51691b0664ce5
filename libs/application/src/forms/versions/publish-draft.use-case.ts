import { assertThemeReadableOverBrand } from '../form-theme';
import { type Actor, assertDraftPublishable, contentOf, DomainError, partialResponsesEnded } from '@forms/domain';
import { activityEntry, type ActivityTarget } from '../../shared/ports/activity.port';
import { isUuid } from '../../shared/identifiers';
import type { FormView } from '../../shared/ports/read-models.port';
import type { Clock } from '../../shared/ports/system.port';
import type { UnitOfWork } from '../../shared/ports/unit-of-work.port';
import { toFormView } from '../../shared/views';
import { recordNextVersion } from './record-version';

/** The form as a person recognises it in the activity log, with the version concerned. */
export function formVersionTarget(form: { id: string; title: string }, version: number): ActivityTarget {
  return { type: 'form', id: form.id, label: `${form.title} (version ${version})` };
}

/**
 * Makes the draft's content the form's next version, in one transaction: the draft is gone after. Refused
 * when the live form got a version since the draft started. The flags stay as they are: publishing a
 * draft of an unpublished form prepares its content without opening it to respondents.
 */
export class PublishDraft {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** `baseUrl` is the workspace's address as the client used it: the form's links in the event start with it. */
  async execute(command: { actor: Actor; workspaceId: string; formId: string; baseUrl: string }): Promise<{ form: FormView; version: number }> {
    if (!isUuid(command.formId)) throw DomainError.formNotFound();
    return this.unitOfWork.run(async (repositories) => {
      const { forms, formVersions, formDrafts, outbox, activity, partialResponses, brands } = repositories;
      const form = await forms.lockById(command.workspaceId, command.formId);
      if (!form) throw DomainError.formNotFound();
      const draft = await formDrafts.lock(command.workspaceId, command.formId);
      if (!draft) throw DomainError.draftNotFound();
      const current = await formVersions.current(command.workspaceId, command.formId);
      if (current === null) throw DomainError.formNotFound();
      assertDraftPublishable(draft, current);
      // The brand may have changed since the draft's theme was checked (a restored version was never checked against it).
      await assertThemeReadableOverBrand(brands, command.workspaceId, draft.content.theme);
      const before = contentOf(form);
      await formDrafts.delete(command.workspaceId, command.formId);
      // A draft that ended up as the live content makes no version: nothing a respondent sees changes.
      if (!form.replaceContent(draft.content, this.clock.now())) return { form: toFormView(form, current), version: current };
      // The version is recorded before the row is written: each write of the row raises its revision, and
      // the answer's revision (its ETag) must be the one the last write left.
      const version = (await recordNextVersion(repositories, form, before, command.actor)) ?? current;
      const revision = await forms.update(form);
      // A published draft that stops keeping partial responses deletes them, as a form change does.
      if (partialResponsesEnded(before.settings, form.settings)) await partialResponses.deleteForForm(command.workspaceId, form.id);
      const view = Object.assign(toFormView(form, version), { revision });
      await outbox.record([{ type: 'form.updated', workspaceId: command.workspaceId, occurredAt: form.updatedAt, form: view, baseUrl: command.baseUrl }]);
      await activity.record([activityEntry(command.workspaceId, command.actor, 'form.version_published', formVersionTarget(form, version), form.updatedAt)]);
      return { form: view, version };
    });
  }
}
