import { DomainError } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { FormReadModel, FormView } from '../shared/ports/read-models.port';

export class GetForm {
  constructor(private readonly forms: FormReadModel) {}

  async execute(query: { workspaceId: string; formId: string }): Promise<FormView> {
    const form = isUuid(query.formId) ? await this.forms.findById(query.workspaceId, query.formId) : null;
    if (!form) throw DomainError.formNotFound();
    return form;
  }
}
