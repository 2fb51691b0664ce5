import type { AppConfig } from '@forms/config';
import type { Log } from '@forms/database';
import { CreateSignInLink, randomIds, systemClock } from '@forms/application';
import { DomainError, SYSTEM_ACTOR } from '@forms/domain';
import { createPostgresAdapters } from '@forms/persistence';
import type { DataSource } from 'typeorm';
import { anyWorkspaceExists, createDemoWorkspace, DEMO_ADMIN_EMAIL, DEMO_SUBDOMAIN, publishedDemoForm, workspaceExists } from './demo-workspace';
import { workspaceBaseUrl } from './startup-banner';

export interface DemoState {
  /** The demo workspace exists (created now or on an earlier start). */
  demoExists: boolean;
  /** Set only on the start that created it: the one moment its key exists in clear. */
  newApiKey: string | undefined;
  /** A published form of the demo workspace, whose fill page the banner links to. */
  demoFormId: string | undefined;
  /** A one-time sign-in link (15 minutes) for the demo Admin, made on every start while they are an active member. */
  adminSignInLink?: string;
}

/**
 * The demo belongs to the zero-configuration path only (embedded PostgreSQL, empty database); a real
 * database is never given made-up data.
 */
export async function bootstrapDemoWorkspace(
  config: AppConfig,
  dataSource: DataSource,
  embedded: boolean,
  log: Log,
): Promise<DemoState> {
  const { unitOfWork, forms, formViews, funnel } = createPostgresAdapters(dataSource);
  let newApiKey: string | undefined;
  if (embedded && !(await anyWorkspaceExists(dataSource))) {
    log(`creating the demo workspace "${DEMO_SUBDOMAIN}"`);
    newApiKey = (await createDemoWorkspace(unitOfWork, { views: formViews, steps: funnel }, workspaceBaseUrl(config, DEMO_SUBDOMAIN))).apiKey;
  }
  const demoExists = newApiKey !== undefined || (await workspaceExists(unitOfWork, DEMO_SUBDOMAIN));
  const demoFormId = demoExists ? await publishedDemoForm(unitOfWork, forms) : undefined;
  const adminSignInLink = demoExists ? await demoAdminSignInLink(config, unitOfWork) : undefined;
  return { demoExists, newApiKey, demoFormId, adminSignInLink };
}

/** A newcomer gets into the console with one click and no mail server; nothing, if the demo Admin is gone or inactive. */
async function demoAdminSignInLink(config: AppConfig, unitOfWork: ReturnType<typeof createPostgresAdapters>['unitOfWork']): Promise<string | undefined> {
  try {
    const { url } = await new CreateSignInLink(unitOfWork, systemClock, randomIds).execute({
      actor: SYSTEM_ACTOR,
      subdomain: DEMO_SUBDOMAIN,
      email: DEMO_ADMIN_EMAIL,
      baseUrl: workspaceBaseUrl(config, DEMO_SUBDOMAIN),
    });
    return url;
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}
