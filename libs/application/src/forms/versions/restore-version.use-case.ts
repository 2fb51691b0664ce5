import { type Actor, DomainError, savedDraft } from '@forms/domain';
import { activityEntry } from '../../shared/ports/activity.port';
import type { Clock } from '../../shared/ports/system.port';
import type { UnitOfWork } from '../../shared/ports/unit-of-work.port';
import type { FormDraftView } from '../../shared/ports/versions.port';
import { GetVersion } from './get-version.use-case';
import { formVersionTarget } from './publish-draft.use-case';
import { viewOf } from './save-draft.use-case';

/**
 * Puts an earlier version's content into the draft (replacing it, or starting one), based on the current
 * version: publishing it then makes the next version. Nothing live changes until then.
 */
export class RestoreVersion {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly getVersion: GetVersion,
    private readonly clock: Clock,
  ) {}

  async execute(command: { actor: Actor; workspaceId: string; formId: string; version: number }): Promise<FormDraftView> {
    // A version never changes once made: it can be read before the transaction.
    const restored = await this.getVersion.execute(command);
    return this.unitOfWork.run(async ({ forms, formVersions, formDrafts, activity }) => {
      const form = await forms.lockById(command.workspaceId, command.formId);
      if (!form) throw DomainError.formNotFound();
      const current = await formVersions.current(command.workspaceId, command.formId);
      if (current === null) throw DomainError.formNotFound();
      const draft = await formDrafts.lock(command.workspaceId, command.formId);
      const now = this.clock.now();
      const next = savedDraft(draft, { workspaceId: command.workspaceId, formId: command.formId, basedOnVersion: current }, restored.content, command.actor, now, true);
      await formDrafts.save(next);
      await activity.record([activityEntry(command.workspaceId, command.actor, 'form.version_restored', formVersionTarget(form, restored.version), now)]);
      return viewOf(next);
    });
  }
}
