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
  async run(flags, { unitOfWork, clock, ids }) {
    const created = await new CreateWorkspace(unitOfWork, clock, ids).execute({
      subdomain: flags.subdomain,
      adminEmail: flags['admin-email'],
      name: flags.name,
      timeZone: flags['time-zone'],
    });
    return {
      workspace: { id: created.workspace.id, subdomain: created.workspace.subdomain, name: created.workspace.name },
      admin: { id: created.admin.id, email: created.admin.email.value },
      api_key: created.apiKeySecret,
      api_key_id: created.apiKey.id,
    };
  },
});
