import type { BrandLogoFile, BrandLogoStore } from '@forms/application';
import { type BrandLogo, LOGO_FORMATS, type LogoFormat } from '@forms/domain';
import type { Pool } from 'pg';
import { runSql } from '../run-sql';
import { isUuid } from '../storable-values';
import { BRAND_LOGO_CONTENT_SQL, BRAND_LOGO_SQL, type BrandLogoRow, REMOVE_BRAND_LOGO_SQL, SAVE_BRAND_LOGO_SQL } from './brand-logo.sql';

export function toBrandLogo(row: BrandLogoRow): BrandLogo {
  return { hash: row.content_hash, format: row.format as LogoFormat, width: row.width, height: row.height, alt: row.alt };
}

/** The workspace's logo on the pool: each call one statement, none of them needing another's lock. */
export class PostgresBrandLogoStore implements BrandLogoStore {
  constructor(private readonly pool: Pool) {}

  async find(workspaceId: string): Promise<BrandLogo | null> {
    if (!isUuid(workspaceId)) return null;
    // The brand's API reads it here; a form's pages read the logo with their workspace (FILL_PAGE_WORKSPACE_SQL).
    const { rows } = await runSql(this.pool, BRAND_LOGO_SQL, [workspaceId]);
    if (rows.length === 0) return null;
    return toBrandLogo(rows[0]);
  }

  async file(workspaceId: string, hash: string, format: LogoFormat): Promise<BrandLogoFile | null> {
    if (!isUuid(workspaceId)) return null;
    const { rows } = await runSql(this.pool, BRAND_LOGO_CONTENT_SQL, [workspaceId, hash, format]);
    return rows.length === 0 ? null : { mediaType: LOGO_FORMATS[format].mediaType, content: rows[0].content };
  }

  async save(workspaceId: string, logo: BrandLogo, content: Uint8Array, at: Date): Promise<void> {
    const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    await runSql(this.pool, SAVE_BRAND_LOGO_SQL, [workspaceId, logo.hash, logo.format, logo.width, logo.height, logo.alt, bytes, at]);
  }

  async remove(workspaceId: string): Promise<void> {
    await runSql(this.pool, REMOVE_BRAND_LOGO_SQL, [workspaceId]);
  }
}
