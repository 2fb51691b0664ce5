import { type Actor, assertBrandKeepsThemesReadable, assertMay, type Brand, type BrandChanges, changeBrand, defaultBrand } from '@forms/domain';
import type { Clock } from '../shared/ports/system.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';

export class UpdateBrand {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** The given fields replace the stored ones; the whole brand is checked before anything is written. */
  async execute(command: { actor: Actor; workspaceId: string; changes: BrandChanges }): Promise<Brand> {
    assertMay(command.actor, 'manage_brand');
    return this.unitOfWork.run(async ({ brands }) => {
      const current = (await brands.lock(command.workspaceId)) ?? defaultBrand();
      const next = changeBrand(current, command.changes);
      // A form's own colours were checked against the brand they are shown over: the new brand must keep them readable.
      if (command.changes.colors !== undefined) assertBrandKeepsThemesReadable(current, next, await brands.themedForms(command.workspaceId));
      await brands.save(command.workspaceId, next, this.clock.now());
      return next;
    });
  }
}
