import { DomainError } from '@forms/domain';
import { isUuid } from '../../shared/identifiers';
import { type PageRequest, toPage } from '../../shared/pagination/page-request';
import type { Page } from '../../shared/ports/read-models.port';
import type { FormVersionReadModel, FormVersionSummaryView } from '../../shared/ports/versions.port';

/** A form's history: its versions newest first, each with who made it, when, and what changed. */
export class ListVersions {
  constructor(private readonly versions: FormVersionReadModel) {}

  async execute(query: { workspaceId: string; formId: string; page: PageRequest }): Promise<Page<FormVersionSummaryView>> {
    const found = isUuid(query.formId) ? await this.versions.page(query.workspaceId, query.formId, query.page) : null;
    if (!found) throw DomainError.formNotFound();
    return toPage(query.page, found.items, found.totalRecords);
  }
}
