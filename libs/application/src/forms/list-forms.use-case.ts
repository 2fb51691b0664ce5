import { DomainError, FORM_STATES, type FormState } from '@forms/domain';
import { pageRequest, toPage } from '../shared/pagination/page-request';
import type { FormReadModel, FormSummaryView, FormView, Page } from '../shared/ports/read-models.port';

export interface ListFormsQuery {
  workspaceId: string;
  pageNumber?: unknown;
  pageSize?: unknown;
  /** One of the four states, exactly as sent; absent lists every form. */
  state?: unknown;
}

function stateFilter(raw: unknown): FormState | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !(FORM_STATES as readonly string[]).includes(raw)) {
    throw DomainError.invalid('state', `must be one of ${FORM_STATES.join(', ')}`);
  }
  return raw as FormState;
}

export class ListForms {
  constructor(private readonly forms: FormReadModel) {}

  /** Newest first, without questions (what v1 shows). */
  async execute(query: ListFormsQuery): Promise<Page<FormSummaryView>> {
    const state = stateFilter(query.state);
    const request = pageRequest(query.pageNumber, query.pageSize);
    const { items, totalRecords } = await this.forms.page(query.workspaceId, request, { state });
    return toPage(request, items, totalRecords);
  }

  /** Newest first, each form with its questions and hidden fields. */
  async withQuestions(query: ListFormsQuery): Promise<Page<FormView>> {
    const state = stateFilter(query.state);
    const request = pageRequest(query.pageNumber, query.pageSize);
    const { items, totalRecords } = await this.forms.pageWithQuestions(query.workspaceId, request, { state });
    return toPage(request, items, totalRecords);
  }
}
