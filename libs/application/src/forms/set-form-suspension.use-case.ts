import { type Actor, DomainError } from '@forms/domain';
import { toFormView } from '../shared/views';
import { isUuid } from '../shared/identifiers';
import type { FormView } from '../shared/ports/read-models.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock } from '../shared/ports/system.port';

/** The operator's switch (CLI only): a suspended form takes no responses whatever its owner does. */
export class SetFormSuspension {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** A change is recorded as `form.updated`; `baseUrl` is the workspace's address for the form's links. */
  async execute(command: { actor: Actor; subdomain: string; formId: string; suspended: boolean; baseUrl: string }): Promise<FormView> {
    return this.unitOfWork.run(async ({ workspaces, forms, formVersions, outbox }) => {
      const workspace = await workspaces.findBySubdomain(command.subdomain);
      if (!workspace) throw DomainError.workspaceNotFound();
      const form = isUuid(command.formId) ? await forms.lockById(workspace.id, command.formId) : null;
      if (!form) throw DomainError.formNotFound();
      // Suspending is a flag: the content, and so its version, stays as it is.
      const version = (await formVersions.current(workspace.id, form.id)) ?? 1;
      if (!form.setSuspended(command.suspended, this.clock.now())) return toFormView(form, version);
      const revision = await forms.update(form);
      const changed = Object.assign(toFormView(form, version), { revision });
      await outbox.record([{ type: 'form.updated', workspaceId: workspace.id, occurredAt: form.updatedAt, form: changed, baseUrl: command.baseUrl }]);
      return changed;
    });
  }
}
