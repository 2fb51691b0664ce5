import { apiKeyCreateCommand } from './api-key-create.command';
import { apiKeyListCommand } from './api-key-list.command';
import { apiKeyRevokeCommand } from './api-key-revoke.command';
import type { CliCommand } from './command';
import { formSuspendCommand, formUnsuspendCommand } from './form-suspension.command';
import { migrateCommand } from './migrate.command';
import { roleAddCommand } from './role-add.command';
import { seedCommand } from './seed.command';
import { signInLinkCommand } from './sign-in-link.command';
import { workspaceCreateCommand } from './workspace-create.command';

/** Every command, in the order `--help` lists them. */
export const COMMANDS: readonly CliCommand[] = [
  workspaceCreateCommand,
  apiKeyCreateCommand,
  apiKeyRevokeCommand,
  apiKeyListCommand,
  roleAddCommand,
  seedCommand,
  formSuspendCommand,
  formUnsuspendCommand,
  signInLinkCommand,
  migrateCommand,
];
