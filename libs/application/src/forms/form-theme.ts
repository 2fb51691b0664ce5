import { assertThemeReadable, defaultBrand, type FormTheme } from '@forms/domain';
import type { BrandRepository } from '../shared/ports/brand.port';

/**
 * Refuses a form's theme that people could not read over the workspace's brand as it is stored. The brand
 * is read holding it still until the transaction ends, so a change of the brand made meanwhile sees this
 * theme (and refuses itself if the two together would fail). Nothing is read for a form without a theme.
 */
export async function assertThemeReadableOverBrand(brands: BrandRepository, workspaceId: string, theme: FormTheme | null): Promise<void> {
  if (theme === null) return;
  assertThemeReadable(theme, (await brands.readShared(workspaceId)) ?? defaultBrand());
}
