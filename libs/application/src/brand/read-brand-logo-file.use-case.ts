import { LOGO_FORMATS, type LogoFormat } from '@forms/domain';
import type { BrandLogoFile, BrandLogoStore } from '../shared/ports/brand.port';

const HASH = /^[0-9a-f]{64}$/;

/** The bytes behind a logo's address: only the workspace's current logo, by its hash and extension. */
export class ReadBrandLogoFile {
  constructor(private readonly logos: BrandLogoStore) {}

  async execute(query: { workspaceId: string; fileName: string }): Promise<BrandLogoFile | null> {
    const [hash, extension, ...rest] = query.fileName.split('.');
    const format = (Object.keys(LOGO_FORMATS) as LogoFormat[]).find((key) => LOGO_FORMATS[key].extension === extension);
    if (rest.length > 0 || format === undefined || !HASH.test(hash)) return null;
    return this.logos.file(query.workspaceId, hash, format);
  }
}
