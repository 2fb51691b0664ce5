import type { HourlyViews, FormViewStore } from '@forms/application';
import type { Pool } from 'pg';
import { ADD_FORM_VIEWS_SQL } from './form-view.sql';
import { runSql } from '../run-sql';

export class PostgresFormViewStore implements FormViewStore {
  constructor(private readonly pool: Pool) {}

  async add(counts: readonly HourlyViews[]): Promise<void> {
    if (counts.length === 0) return;
    await runSql(this.pool, ADD_FORM_VIEWS_SQL, [
        counts.map((count) => count.workspaceId),
        counts.map((count) => count.formId),
        counts.map((count) => count.hour),
        counts.map((count) => String(count.views)),
      ], 'form_views_add');
  }
}
