import { CreateWorkspace } from '@forms/application';
import { defineCommand } from './command';

export const workspaceCreateCommand = defineCommand({
  name: 'workspace create',
  summary: 'Create a workspace with its Admin and a first API key',
  flags: {
    subdomain: { type: 'string', required: true, description: '3-63 characters of a-z, 0-9 and "-"' },
    'admin-email': { type: 'string', required: true, description: 'email of the first Admin' },
    name: { type: 'string', required: false, description: 'display name (default: the subdomain)' },
    'time-zone': { type: 'string', required: false, description: 'IANA zone for new members (default: UTC)' },
  },
  // The workspace's default time zone is the model's `defaultTimeZone`.
  flagOfField: { defaultTimeZone: 'time-zone' },
  async run(flags, { unitOfWork, clock, ids }) {
    const created = await new CreateWorkspace(unitOfWork, clock, ids).execute({
      subdomain: flags.subdomain,
      adminEmail: flags['admin-email'],
      name: flags.name,
      timeZone: flags['time-zone'],
    });
    return {
      workspace: created.workspace,
      admin: created.admin,
      api_key: created.apiKeySecret,
      api_key_id: created.apiKeyId,
    };
  },
});
