import { CreateApiKey } from '@forms/application';
import { defineCommand } from './command';
import { CLI_ACTOR } from '@forms/domain';

export const apiKeyCreateCommand = defineCommand({
  name: 'api-key create',
  summary: 'Issue a new API key for a workspace (the secret is shown only now)',
  flags: {
    subdomain: { type: 'string', required: true, description: 'the workspace' },
    'expires-in-days': { type: 'integer', required: false, description: '1-3650; the key never expires when omitted' },
    scope: { type: 'string', required: false, description: 'read (GET only) or write (everything); write when omitted' },
  },
  async run(flags, { unitOfWork, clock, ids }) {
    const { apiKeyId, secret } = await new CreateApiKey(unitOfWork, clock, ids).execute({
      actor: CLI_ACTOR,
      subdomain: flags.subdomain,
      expiresInDays: flags['expires-in-days'],
      scope: flags.scope,
    });
    return { api_key: secret, api_key_id: apiKeyId };
  },
});
