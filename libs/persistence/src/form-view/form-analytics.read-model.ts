import type { AnalyticsRange, DailyActivity, FormActivity, FormAnalyticsReadModel } from '@forms/application';
import type { Pool } from 'pg';
import { isUuid } from '../storable-values';
import { FORM_ACTIVITY_SQL } from './form-view.sql';
import { runSql } from '../run-sql';

export class PostgresFormAnalyticsReadModel implements FormAnalyticsReadModel {
  constructor(private readonly pool: Pool) {}

  async activity(workspaceId: string, formId: string, range: AnalyticsRange): Promise<FormActivity | null> {
    if (!isUuid(workspaceId) || !isUuid(formId)) return null;
    const { rows } = await runSql(
      this.pool,
      FORM_ACTIVITY_SQL,
      [workspaceId, formId, range.viewsSince, range.viewsUntil, range.since, range.until],
      'form_activity',
    );
    if (!rows.some((row) => row.kind === 'form')) return null;
    const days = new Map<string, DailyActivity>();
    let submissionsInViewWindow = 0;
    for (const row of rows) {
      if (row.kind === 'window_submissions') submissionsInViewWindow = Number(row.count);
      if (row.kind === 'form' || row.day === null) continue;
      const day = days.get(row.day) ?? { day: row.day, views: 0, submissions: 0 };
      if (row.kind === 'views') day.views += Number(row.count);
      else day.submissions += Number(row.count);
      days.set(row.day, day);
    }
    return { days: [...days.values()], submissionsInViewWindow };
  }
}
