import { pageRequest, toPage } from '../pagination/page-request';
import type { FormReadModel, FormView, Page } from '../ports/read-models.port';

export class ListForms {
  constructor(private readonly forms: FormReadModel) {}

  /** Newest first. */
  async execute(query: { workspaceId: string; pageNumber?: unknown; pageSize?: unknown }): Promise<Page<FormView>> {
    const request = pageRequest(query.pageNumber, query.pageSize);
    const { items, totalRecords } = await this.forms.page(query.workspaceId, request);
    return toPage(request, items, totalRecords);
  }
}
