import { type Actor, assertMay } from '@forms/domain';
import type { BrandLogoStore } from '../shared/ports/brand.port';

export class RemoveBrandLogo {
  constructor(private readonly logos: BrandLogoStore) {}

  /** The workspace shows no logo from now on (nothing to do when it had none); its old address stops serving. */
  async execute(command: { actor: Actor; workspaceId: string }): Promise<void> {
    assertMay(command.actor, 'manage_brand');
    await this.logos.remove(command.workspaceId);
  }
}
