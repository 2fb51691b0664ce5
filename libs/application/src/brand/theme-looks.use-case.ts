import { defaultBrand, lookOf, type ShownLook } from '@forms/domain';
import type { BrandReadModel } from '../shared/ports/brand.port';
import type { AuthenticationReadModel } from '../shared/ports/read-models.port';
import { ResolvePublicWorkspace } from '../workspaces/resolve-public-workspace.use-case';

/**
 * Every look a workspace's pages can show now: the brand alone, and each themed form's theme over it.
 * What a stylesheet address is told from when the process that served the page is not the one asked.
 * Two statements whatever the number of forms without a theme.
 */
export class ThemeLooks {
  constructor(
    private readonly workspaces: AuthenticationReadModel,
    private readonly brands: BrandReadModel,
  ) {}

  async execute(query: { subdomain: string | null }): Promise<ShownLook[]> {
    const workspace = await new ResolvePublicWorkspace(this.workspaces).execute(query.subdomain);
    const [brand, forms] = await Promise.all([this.brands.find(workspace.id), this.brands.themedForms(workspace.id)]);
    const shown = brand ?? defaultBrand();
    return [lookOf(shown, null), ...forms.map((form) => lookOf(shown, form.theme))];
  }
}
