import type { FunnelCounts, FunnelReadModel, FunnelStepStore, HourlySteps } from '@forms/application';
import type { Pool } from 'pg';
import { isUuid } from '../storable-values';
import { ADD_FORM_STEPS_SQL, FORM_FUNNEL_SQL, SIGNING_KEY_SQL } from './form-view.sql';
import { runSql } from '../run-sql';

export class PostgresFunnelStore implements FunnelStepStore, FunnelReadModel {
  constructor(private readonly pool: Pool) {}

  async add(counts: readonly HourlySteps[]): Promise<void> {
    if (counts.length === 0) return;
    await runSql(
      this.pool,
      ADD_FORM_STEPS_SQL,
      [
        counts.map((count) => count.workspaceId),
        counts.map((count) => count.formId),
        counts.map((count) => count.hour),
        counts.map((count) => count.page),
        counts.map((count) => String(count.count)),
      ],
      'form_steps_add',
    );
  }

  async counts(workspaceId: string, formId: string, since: Date, until: Date): Promise<FunnelCounts> {
    const found: FunnelCounts = { views: 0, reached: new Map(), submitted: 0 };
    if (!isUuid(workspaceId) || !isUuid(formId)) return found;
    const { rows } = await runSql(this.pool, FORM_FUNNEL_SQL, [workspaceId, formId, since, until], 'form_funnel');
    for (const row of rows) {
      const count = Number(row.count);
      if (row.page === 1) found.views = count;
      else if (row.page === 0) found.submitted = count;
      else found.reached.set(row.page, count);
    }
    return found;
  }

  /** The fill page's signing key, made by the migration. */
  async visitSigningKey(): Promise<Buffer> {
    const { rows } = await runSql(this.pool, SIGNING_KEY_SQL, ['fill_visit'], 'signing_key');
    if (!rows[0]) throw new Error('the fill page signing key is missing: run the migrations');
    return rows[0].secret;
  }
}
