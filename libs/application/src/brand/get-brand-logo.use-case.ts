import type { BrandLogo } from '@forms/domain';
import type { BrandLogoStore } from '../shared/ports/brand.port';

/** The workspace's logo as its brand and its pages show it; public, like the pages that show it. */
export class GetBrandLogo {
  constructor(private readonly logos: BrandLogoStore) {}

  async execute(query: { workspaceId: string }): Promise<BrandLogo | null> {
    return this.logos.find(query.workspaceId);
  }
}
