import { DomainError } from '@forms/domain';
import { isUuid } from '../identifiers';
import { pageRequest, toPage } from '../pagination/page-request';
import type { Page, SubmissionReadModel, SubmissionView } from '../ports/read-models.port';

export class ListSubmissions {
  constructor(private readonly submissions: SubmissionReadModel) {}

  /** Newest first; the total is the form's counter, never a count over its rows. */
  async execute(query: {
    workspaceId: string;
    formId: string;
    pageNumber?: unknown;
    pageSize?: unknown;
  }): Promise<Page<SubmissionView>> {
    const request = pageRequest(query.pageNumber, query.pageSize);
    const found = isUuid(query.formId)
      ? await this.submissions.pageForForm(query.workspaceId, query.formId, request)
      : null;
    if (!found) throw DomainError.formNotFound();
    return toPage(request, found.items, found.totalRecords);
  }
}
