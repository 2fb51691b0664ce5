import { createHash } from 'node:crypto';
import { type Actor, assertMay, type BrandLogo, brandLogo } from '@forms/domain';
import type { BrandLogoStore, ImageProbe } from '../shared/ports/brand.port';
import type { Clock } from '../shared/ports/system.port';

export class SetBrandLogo {
  constructor(
    private readonly logos: BrandLogoStore,
    private readonly images: ImageProbe,
    private readonly clock: Clock,
  ) {}

  /** Replaces the workspace's logo with these bytes, once they prove to be an image a logo may be. */
  async execute(command: { actor: Actor; workspaceId: string; content: Uint8Array; alt: string | undefined }): Promise<BrandLogo> {
    assertMay(command.actor, 'manage_brand');
    const logo = brandLogo({
      hash: createHash('sha256').update(command.content).digest('hex'),
      bytes: command.content.length,
      image: command.content.length === 0 ? null : this.images.inspect(command.content),
      alt: command.alt,
    });
    await this.logos.save(command.workspaceId, logo, command.content, this.clock.now());
    return logo;
  }
}
