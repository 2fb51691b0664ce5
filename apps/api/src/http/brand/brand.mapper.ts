import { type Brand, type BrandChanges, type BrandLogo, LOGO_FORMATS } from '@forms/domain';
import type { BrandChangesDto } from './brand.dto';

export interface LogoRepresentation {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface BrandRepresentation {
  colors: { background: string; text: string; accent: string };
  font: string;
  corners: string;
  logo: LogoRepresentation | null;
  embed_origins: string[];
}

/** Where a logo is served on the workspace's host: named by its content, so a new logo has a new address. */
export function brandLogoPath(logo: BrandLogo): string {
  return `/brand/logo/${logo.hash}.${LOGO_FORMATS[logo.format].extension}`;
}

export function toLogoRepresentation(logo: BrandLogo | null, baseUrl: string): LogoRepresentation | null {
  return logo === null ? null : { url: `${baseUrl}${brandLogoPath(logo)}`, width: logo.width, height: logo.height, alt: logo.alt };
}

export function toBrandRepresentation(brand: Brand, logo: BrandLogo | null, baseUrl: string): BrandRepresentation {
  return {
    colors: { ...brand.colors },
    font: brand.font,
    corners: brand.corners,
    logo: toLogoRepresentation(logo, baseUrl),
    embed_origins: [...brand.embedOrigins],
  };
}

export function toBrandChanges(body: BrandChangesDto): BrandChanges {
  return { colors: body.colors, font: body.font, corners: body.corners, embedOrigins: body.embed_origins };
}
