import type { BrandReadModel, BrandRepository } from '@forms/application';
import type { Brand, BrandCorners, BrandFont, ThemedForm } from '@forms/domain';
import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';
import { runSql } from '../run-sql';
import { isUuid } from '../storable-values';
import { BRAND_SQL, type BrandRow, LOCK_WORKSPACE_BRAND_SQL, SAVE_BRAND_SQL, SHARE_WORKSPACE_BRAND_SQL, THEMED_FORMS_SQL } from './brand.sql';

export function toBrand(row: BrandRow): Brand {
  return {
    colors: { background: row.background_color, text: row.text_color, accent: row.accent_color },
    font: row.font as BrandFont,
    corners: row.corners as BrandCorners,
    embedOrigins: row.embed_origins,
  };
}

export class PostgresBrandReadModel implements BrandReadModel {
  constructor(private readonly pool: Pool) {}

  async find(workspaceId: string): Promise<Brand | null> {
    if (!isUuid(workspaceId)) return null;
    const { rows } = await runSql(this.pool, BRAND_SQL, [workspaceId]);
    return rows.length > 0 ? toBrand(rows[0]) : null;
  }

  async themedForms(workspaceId: string): Promise<ThemedForm[]> {
    if (!isUuid(workspaceId)) return [];
    const { rows } = await runSql(this.pool, THEMED_FORMS_SQL, [workspaceId]);
    return rows;
  }
}

export class TypeormBrandRepository implements BrandRepository {
  constructor(private readonly manager: EntityManager) {}

  async lock(workspaceId: string): Promise<Brand | null> {
    await runSql(this.manager, LOCK_WORKSPACE_BRAND_SQL, [workspaceId]);
    const { rows } = await runSql(this.manager, BRAND_SQL, [workspaceId]);
    return rows.length > 0 ? toBrand(rows[0]) : null;
  }

  async readShared(workspaceId: string): Promise<Brand | null> {
    await runSql(this.manager, SHARE_WORKSPACE_BRAND_SQL, [workspaceId]);
    const { rows } = await runSql(this.manager, BRAND_SQL, [workspaceId]);
    return rows.length > 0 ? toBrand(rows[0]) : null;
  }

  async themedForms(workspaceId: string): Promise<ThemedForm[]> {
    const { rows } = await runSql(this.manager, THEMED_FORMS_SQL, [workspaceId]);
    return rows;
  }

  async save(workspaceId: string, brand: Brand, at: Date): Promise<void> {
    await runSql(this.manager, SAVE_BRAND_SQL, [
      workspaceId, brand.colors.background, brand.colors.text, brand.colors.accent, brand.font, brand.corners, brand.embedOrigins, at,
    ]);
  }
}
