import { DomainError } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { AuthenticationReadModel, FormReadModel, FormView } from '../shared/ports/read-models.port';

export interface FormPage {
  workspaceId: string;
  workspaceName: string;
  form: FormView;
  /** Only a published, open form takes answers; the page says so otherwise. */
  acceptsResponses: boolean;
}

/** The workspace a public page addresses by its host, without an API key. */
export class ResolvePublicWorkspace {
  constructor(private readonly workspaces: AuthenticationReadModel) {}

  async execute(subdomain: string | null): Promise<{ id: string; subdomain: string; name: string }> {
    const workspace = subdomain ? await this.workspaces.findWorkspace(subdomain) : null;
    if (!workspace) throw DomainError.workspaceNotFound();
    return workspace;
  }
}

/** The public page behind a form's attempt_url: addressed by workspace host, no API key. */
export class OpenFormPage {
  constructor(
    private readonly workspaces: AuthenticationReadModel,
    private readonly forms: FormReadModel,
  ) {}

  async execute(query: { subdomain: string | null; formId: string }): Promise<FormPage> {
    const workspace = await new ResolvePublicWorkspace(this.workspaces).execute(query.subdomain);
    const form = isUuid(query.formId) ? await this.forms.findById(workspace.id, query.formId) : null;
    if (!form) throw DomainError.formNotFound();
    const acceptsResponses = form.isPublished && !form.isArchived && !form.isDisabled && !form.isSuspended;
    return { workspaceId: workspace.id, workspaceName: workspace.name, form, acceptsResponses };
  }
}
