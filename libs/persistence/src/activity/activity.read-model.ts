import type { ActivityAction, ActivityReadModel, ActivityTarget, ActivityView, PageRequest } from '@forms/application';
import type { ActorType } from '@forms/domain';
import type { Pool } from 'pg';
import { pageFromRows } from '../page-rows';
import { isUuid } from '../storable-values';
import { ACTIVITY_PAGE_SQL, type ActivityRow } from './activity.sql';
import { runSql } from '../run-sql';

function toView(row: ActivityRow): ActivityView {
  return {
    id: row.id as string,
    at: row.at,
    // The columns hold only what the application wrote from these very types.
    actor: { type: row.actor_type as ActorType, id: row.actor_id, label: row.actor_label },
    action: row.action as ActivityAction,
    target: { type: row.target_type as ActivityTarget['type'], id: row.target_id, label: row.target_label },
    clientIp: row.client_ip,
  };
}

export class PostgresActivityReadModel implements ActivityReadModel {
  constructor(private readonly pool: Pool) {}

  async page(workspaceId: string, page: PageRequest): Promise<{ items: ActivityView[]; totalRecords: number }> {
    if (!isUuid(workspaceId)) return { items: [], totalRecords: 0 };
    const { rows } = await runSql(this.pool, ACTIVITY_PAGE_SQL, [workspaceId, page.pageSize, String(page.offset)], 'activity_page');
    return pageFromRows(rows, toView);
  }
}
