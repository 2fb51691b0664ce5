import { type Actor, DomainError } from '@forms/domain';
import { isUuid } from '../../shared/identifiers';
import type { UnitOfWork } from '../../shared/ports/unit-of-work.port';

/** Drops the form's draft; the live form stays as it is. */
export class DiscardDraft {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(command: { actor: Actor; workspaceId: string; formId: string }): Promise<{ message: string }> {
    if (!isUuid(command.formId)) throw DomainError.formNotFound();
    return this.unitOfWork.run(async ({ formVersions, formDrafts }) => {
      if ((await formVersions.current(command.workspaceId, command.formId)) === null) throw DomainError.formNotFound();
      if (!(await formDrafts.delete(command.workspaceId, command.formId))) throw DomainError.draftNotFound();
      return { message: 'Draft discarded' };
    });
  }
}
