import { type BrandLogo, defaultBrand, DomainError, Form, type FormContent, lookOf } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { AuthenticationReadModel, FormReadModel, FormView } from '../shared/ports/read-models.port';
import type { Clock } from '../shared/ports/system.port';
import { ResolvePublicWorkspace } from '../workspaces/resolve-public-workspace.use-case';

export interface FormPage {
  workspaceId: string;
  workspaceName: string;
  /** Its `theme` is the look the page shows: the form's theme over the workspace's brand, every field set. */
  form: FormView;
  /**
   * The sites the workspace's brand lets frame its forms (empty: any site), read with the workspace:
   * every page of the form (its later pages, thank-you, closed, resume) sends them as frame-ancestors.
   */
  embedOrigins: readonly string[];
  /** Only a published, open form takes answers; the page says so otherwise. */
  acceptsResponses: boolean;
  /**
   * Set when `form` holds an earlier version's content than the live one (a respondent finishing on the
   * version they started): its number. Whether the form takes answers is still the live form's.
   */
  earlierVersion?: number;
  /** The workspace's logo, shown above the title (absent or null: none). */
  logo?: BrandLogo | null;
}

/**
 * The page on an earlier version: that version's questions, pages, logic and texts, while the flags and
 * whether the form takes answers stay the live form's.
 */
export function pageOnVersion(page: FormPage, version: number, content: FormContent): FormPage {
  const { title, questions, hiddenFields, settings } = content;
  return Object.assign({}, page, { form: Object.assign({}, page.form, { title, questions, hiddenFields, settings, version }), earlierVersion: version });
}

/** The public page behind a form's attempt_url: addressed by workspace host, no API key. */
export class OpenFormPage {
  constructor(
    private readonly workspaces: AuthenticationReadModel,
    private readonly forms: FormReadModel,
    private readonly clock: Clock,
  ) {}

  async execute(query: { subdomain: string | null; formId: string }): Promise<FormPage> {
    const workspace = ResolvePublicWorkspace.found(query.subdomain ? await this.workspaces.findFillPageWorkspace(query.subdomain) : null);
    const form = isUuid(query.formId) ? await this.forms.findById(workspace.id, query.formId) : null;
    if (!form) throw DomainError.formNotFound();
    const look = lookOf(workspace.brand ?? defaultBrand(), form.theme);
    // The Form decides, as it does when the answers arrive: the page never promises what the intake refuses.
    return {
      workspaceId: workspace.id,
      workspaceName: workspace.name,
      embedOrigins: workspace.embedOrigins,
      form: Object.assign({}, form, { theme: look }),
      acceptsResponses: Form.acceptsResponsesAt(form, this.clock.now()),
      logo: workspace.logo,
    };
  }
}
