import { DomainError } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import { pageRequest, toPage } from '../shared/pagination/page-request';
import type { Page, SubmissionReadModel, SubmissionView } from '../shared/ports/read-models.port';

export interface ListSubmissionsQuery {
  workspaceId: string;
  formId: string;
  pageNumber?: unknown;
  pageSize?: unknown;
  /** Created at or after. */
  since?: Date;
  /** Created before. */
  until?: Date;
  /** Newest first unless asked otherwise. */
  order?: 'newest' | 'oldest';
}

export class ListSubmissions {
  constructor(private readonly submissions: SubmissionReadModel) {}

  /** The totals count what the filter selects; deep pages cost what page 1 costs. */
  async execute(query: ListSubmissionsQuery): Promise<Page<SubmissionView>> {
    const request = pageRequest(query.pageNumber, query.pageSize);
    if (query.since && query.until && query.since > query.until) {
      throw DomainError.invalid('since', 'must not be later than until');
    }
    const found = isUuid(query.formId)
      ? await this.submissions.pageForForm(query.workspaceId, query.formId, request, {
          since: query.since,
          until: query.until,
          order: query.order ?? 'newest',
        })
      : null;
    if (!found) throw DomainError.formNotFound();
    return toPage(request, found.items, found.totalRecords);
  }
}
