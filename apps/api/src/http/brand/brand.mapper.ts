import type { Brand, BrandChanges } from '@forms/domain';
import type { BrandChangesDto } from './brand.dto';

export interface BrandRepresentation {
  colors: { background: string; text: string; accent: string };
  font: string;
  corners: string;
  logo: null;
  embed_origins: string[];
}

export function toBrandRepresentation(brand: Brand): BrandRepresentation {
  return {
    colors: { ...brand.colors },
    font: brand.font,
    corners: brand.corners,
    // Logos are not stored yet: every brand is shown without one.
    logo: null,
    embed_origins: [...brand.embedOrigins],
  };
}

export function toBrandChanges(body: BrandChangesDto): BrandChanges {
  return { colors: body.colors, font: body.font, corners: body.corners, embedOrigins: body.embed_origins };
}
