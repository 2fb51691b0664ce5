import { DomainError } from '@forms/domain';
import { isUuid } from '../../shared/identifiers';
import type { FormVersionReadModel, FormVersionView } from '../../shared/ports/versions.port';

/** One version of a form with its content exactly as it was. */
export class GetVersion {
  constructor(private readonly versions: FormVersionReadModel) {}

  async execute(query: { workspaceId: string; formId: string; version: number }): Promise<FormVersionView> {
    if (!isUuid(query.formId)) throw DomainError.formNotFound();
    // A number no version can have is simply not one of the form's versions.
    const valid = Number.isSafeInteger(query.version) && query.version >= 1 && query.version <= 2_147_483_647;
    const found = await this.versions.find(query.workspaceId, query.formId, valid ? query.version : 0);
    if (!found.form) throw DomainError.formNotFound();
    if (!found.version) throw DomainError.versionNotFound();
    return found.version;
  }
}
