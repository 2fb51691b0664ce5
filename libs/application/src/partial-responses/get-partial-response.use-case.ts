import { DomainError } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { PartialResponseStore, PartialResponseView } from './partial-responses.port';

export class GetPartialResponse {
  constructor(private readonly partials: PartialResponseStore) {}

  /** One of another form, even of the same workspace, is not found. */
  async execute(query: { workspaceId: string; formId: string; partialResponseId: string }): Promise<PartialResponseView> {
    if (!isUuid(query.formId)) throw DomainError.formNotFound();
    if (!isUuid(query.partialResponseId)) {
      const { formFound } = await this.partials.find(query.workspaceId, query.formId, '00000000-0000-0000-0000-000000000000');
      throw formFound ? DomainError.partialResponseNotFound() : DomainError.formNotFound();
    }
    const { formFound, partial } = await this.partials.find(query.workspaceId, query.formId, query.partialResponseId);
    if (!formFound) throw DomainError.formNotFound();
    if (!partial) throw DomainError.partialResponseNotFound();
    return partial;
  }
}
