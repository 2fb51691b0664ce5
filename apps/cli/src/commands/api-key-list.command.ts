import { ListApiKeys } from '@forms/application';
import { defineCommand, timestamp } from './command';
import { CLI_ACTOR } from '@forms/domain';

export const apiKeyListCommand = defineCommand({
  name: 'api-key list',
  summary: 'List the API keys of a workspace (never their secrets)',
  flags: {
    subdomain: { type: 'string', required: true, description: 'the workspace' },
  },
  async run(flags, { unitOfWork }) {
    const keys = await new ListApiKeys(unitOfWork).execute({ actor: CLI_ACTOR, subdomain: flags.subdomain });
    return {
      api_keys: keys.map((key) => ({
        id: key.id,
        prefix: key.prefix,
        scope: key.scope,
        created_at: timestamp(key.createdAt),
        expires_at: timestamp(key.expiresAt),
        revoked_at: timestamp(key.revokedAt),
        last_used_at: timestamp(key.lastUsedAt),
      })),
    };
  },
});
