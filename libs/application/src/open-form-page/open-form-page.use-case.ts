import { DomainError } from '@forms/domain';
import { isUuid } from '../identifiers';
import type { AuthenticationReadModel, FormReadModel, FormView } from '../ports/read-models.port';

export interface FormPage {
  workspaceName: string;
  form: FormView;
  /** Only a published, open form takes answers; the page says why otherwise. */
  acceptsResponses: boolean;
}

/** The public page behind a form's attempt_url: addressed by workspace host, no API key. */
export class OpenFormPage {
  constructor(
    private readonly workspaces: AuthenticationReadModel,
    private readonly forms: FormReadModel,
  ) {}

  async execute(query: { subdomain: string | null; formId: string }): Promise<FormPage> {
    const workspace = query.subdomain ? await this.workspaces.findWorkspace(query.subdomain) : null;
    if (!workspace) throw DomainError.workspaceNotFound();
    const form = isUuid(query.formId) ? await this.forms.findById(workspace.id, query.formId) : null;
    if (!form) throw DomainError.formNotFound();
    const acceptsResponses = form.isPublished && !form.isArchived && !form.isDisabled && !form.isSuspended;
    return { workspaceName: workspace.name, form, acceptsResponses };
  }
}
