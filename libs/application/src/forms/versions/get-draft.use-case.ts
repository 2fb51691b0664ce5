import { DomainError } from '@forms/domain';
import { isUuid } from '../../shared/identifiers';
import type { FormDraftView, FormVersionReadModel } from '../../shared/ports/versions.port';

/** The form's pending draft: 404 `No draft` when it has none. */
export class GetDraft {
  constructor(private readonly versions: FormVersionReadModel) {}

  async execute(query: { workspaceId: string; formId: string }): Promise<FormDraftView> {
    const found = isUuid(query.formId) ? await this.versions.draft(query.workspaceId, query.formId) : null;
    if (!found) throw DomainError.formNotFound();
    if (!found.draft) throw DomainError.draftNotFound();
    return found.draft;
  }
}
