import type { Provider } from '@nestjs/common';
import { ResolvePublicWorkspace } from '@forms/application';
import { provide } from './provide';

/** Workspaces as the API sees them: the one a public page's host names. Creating one is the CLI's job. */
export const workspacesProviders: Provider[] = [
  provide(ResolvePublicWorkspace, ({ adapters }) => new ResolvePublicWorkspace(adapters.authentication)),
];
