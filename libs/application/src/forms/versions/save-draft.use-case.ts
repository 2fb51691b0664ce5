import { assertThemeReadableOverBrand } from '../form-theme';
import { type Actor, contentOf, DomainError, assertDraftRevision, type ExpectedDraftSave, Form, type FormChanges, sameContent, savedDraft } from '@forms/domain';
import { isUuid } from '../../shared/identifiers';
import type { Clock, IdGenerator } from '../../shared/ports/system.port';
import type { UnitOfWork } from '../../shared/ports/unit-of-work.port';
import type { FormDraftView } from '../../shared/ports/versions.port';
import { assertNotificationRecipients } from '../notification-recipients';

/** What a draft edit may change: the content, never the flags. */
export type DraftChanges = Pick<FormChanges, 'title' | 'questions' | 'hiddenFields' | 'settings' | 'theme'>;

/**
 * An edit of the form's draft, with the fields and rules of an edit of the form itself (the same
 * refusals, naming the same fields). Without a draft it starts one from the live content, based on the
 * live version. Respondents see nothing of it.
 */
export class SaveDraft {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /**
   * `expectedRevision`, when given, is the save the editor saw (If-Match): another one since is refused;
   * `'none'` starts the draft only if there is none yet (If-None-Match: *).
   */
  async execute(command: { actor: Actor; workspaceId: string; formId: string; changes: DraftChanges; expectedRevision?: ExpectedDraftSave | 'none' }): Promise<FormDraftView> {
    // Only the content: a flag slipped into the changes is not the draft's to carry.
    const { title, questions, hiddenFields, settings, theme } = command.changes;
    const changes: DraftChanges = { title, questions, hiddenFields, settings, theme };
    if (!isUuid(command.formId)) Form.refuseWithoutForm(changes);
    return this.unitOfWork.run(async ({ forms, formVersions, formDrafts, teamMembers, brands }) => {
      // The form's row lock orders draft saves with publishing and with edits of the live form.
      const form = await forms.lockById(command.workspaceId, command.formId);
      if (!form) Form.refuseWithoutForm(changes);
      const draft = await formDrafts.lock(command.workspaceId, command.formId);
      assertDraftRevision(draft, command.expectedRevision);
      const staged = form.withContent(draft?.content ?? contentOf(form));
      const now = this.clock.now();
      staged.change(changes, now, () => this.ids.next());
      if (changes.settings?.notificationEmails !== undefined) {
        await assertNotificationRecipients(teamMembers, command.workspaceId, staged.settings.notificationEmails);
      }
      if (changes.theme !== undefined) await assertThemeReadableOverBrand(brands, command.workspaceId, staged.theme);
      const content = contentOf(staged);
      if (draft && sameContent(draft.content, content)) return viewOf(draft);
      const current = draft ? draft.basedOnVersion : await formVersions.current(command.workspaceId, command.formId);
      if (current === null) throw DomainError.formNotFound();
      const next = savedDraft(draft, { workspaceId: command.workspaceId, formId: command.formId, basedOnVersion: current }, content, command.actor, now);
      await formDrafts.save(next);
      return viewOf(next);
    });
  }
}

export function viewOf(draft: { formId: string } & Omit<FormDraftView, 'formId'>): FormDraftView {
  return {
    formId: draft.formId,
    basedOnVersion: draft.basedOnVersion,
    content: draft.content,
    revision: draft.revision,
    updatedAt: draft.updatedAt,
    updatedBy: draft.updatedBy,
  };
}
