import type { Provider } from '@nestjs/common';
import { GetBrand, ThemeLooks, UpdateBrand } from '@forms/application';
import { provide } from './provide';

/** The workspace's brand. */
export const brandProviders: Provider[] = [
  provide(GetBrand, ({ adapters }) => new GetBrand(adapters.brands)),
  provide(UpdateBrand, ({ adapters, clock }) => new UpdateBrand(adapters.unitOfWork, clock)),
  provide(ThemeLooks, ({ adapters }) => new ThemeLooks(adapters.authentication, adapters.brands)),
];
