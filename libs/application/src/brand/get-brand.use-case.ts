import { type Actor, assertMay, type Brand, defaultBrand } from '@forms/domain';
import type { BrandReadModel } from '../shared/ports/brand.port';

export class GetBrand {
  constructor(private readonly brands: BrandReadModel) {}

  async execute(query: { actor: Actor; workspaceId: string }): Promise<Brand> {
    assertMay(query.actor, 'manage_brand');
    return (await this.brands.find(query.workspaceId)) ?? defaultBrand();
  }
}
