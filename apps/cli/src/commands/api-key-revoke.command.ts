import { RevokeApiKey } from '@forms/application';
import { defineCommand } from './command';
import { CLI_ACTOR } from '@forms/domain';

export const apiKeyRevokeCommand = defineCommand({
  name: 'api-key revoke',
  summary: 'Revoke an API key; requests with it fail from now on',
  flags: {
    subdomain: { type: 'string', required: true, description: 'the workspace' },
    id: { type: 'string', required: true, description: 'the api_key_id printed when the key was created' },
  },
  async run(flags, { unitOfWork, clock }) {
    await new RevokeApiKey(unitOfWork, clock).execute({ actor: CLI_ACTOR, subdomain: flags.subdomain, apiKeyId: flags.id });
    return { revoked: true };
  },
});
