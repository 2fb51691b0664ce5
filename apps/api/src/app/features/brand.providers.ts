import type { Provider } from '@nestjs/common';
import { GetBrand, GetBrandLogo, ReadBrandLogoFile, RemoveBrandLogo, SetBrandLogo, ThemeLooks, UpdateBrand } from '@forms/application';
import { imageSizeProbe } from '../image-size-probe';
import { provide } from './provide';

/** The workspace's brand, and its logo. */
export const brandProviders: Provider[] = [
  provide(GetBrand, ({ adapters }) => new GetBrand(adapters.brands)),
  provide(UpdateBrand, ({ adapters, clock }) => new UpdateBrand(adapters.unitOfWork, clock)),
  provide(SetBrandLogo, ({ adapters, clock }) => new SetBrandLogo(adapters.brandLogos, imageSizeProbe, clock)),
  provide(RemoveBrandLogo, ({ adapters }) => new RemoveBrandLogo(adapters.brandLogos)),
  provide(GetBrandLogo, ({ adapters }) => new GetBrandLogo(adapters.brandLogos)),
  provide(ReadBrandLogoFile, ({ adapters }) => new ReadBrandLogoFile(adapters.brandLogos)),
  provide(ThemeLooks, ({ adapters }) => new ThemeLooks(adapters.authentication, adapters.brands)),
];
