import { DomainError } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import { pageRequest, toPage } from '../shared/pagination/page-request';
import type { Page } from '../shared/ports/read-models.port';
import type { PartialResponseStore, PartialResponseView } from './partial-responses.port';

export interface ListPartialResponsesQuery {
  workspaceId: string;
  formId: string;
  pageNumber?: unknown;
  pageSize?: unknown;
  /** Changed at or after. */
  since?: Date;
  /** Changed before. */
  until?: Date;
}

/** The visits of a form that stopped before submitting, the most recently active first. */
export class ListPartialResponses {
  constructor(private readonly partials: PartialResponseStore) {}

  async execute(query: ListPartialResponsesQuery): Promise<Page<PartialResponseView>> {
    const request = pageRequest(query.pageNumber, query.pageSize);
    if (query.since && query.until && query.since > query.until) throw DomainError.invalid('since', 'must not be later than until');
    const found = isUuid(query.formId) ? await this.partials.page(query.workspaceId, query.formId, request, { since: query.since, until: query.until }) : null;
    if (!found) throw DomainError.formNotFound();
    return toPage(request, found.items, found.totalRecords);
  }
}
