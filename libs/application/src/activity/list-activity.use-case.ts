import { type Actor, assertMay } from '@forms/domain';
import { pageRequest, toPage } from '../shared/pagination/page-request';
import type { ActivityReadModel, ActivityView } from '../shared/ports/activity.port';
import type { Page } from '../shared/ports/read-models.port';

/** Who did what in the workspace, newest first: for Admins only. */
export class ListActivity {
  constructor(private readonly activity: ActivityReadModel) {}

  async execute(query: { actor: Actor; workspaceId: string; pageNumber?: unknown; pageSize?: unknown }): Promise<Page<ActivityView>> {
    assertMay(query.actor, 'read_activity');
    const request = pageRequest(query.pageNumber, query.pageSize);
    const { items, totalRecords } = await this.activity.page(query.workspaceId, request);
    return toPage(request, items, totalRecords);
  }
}
