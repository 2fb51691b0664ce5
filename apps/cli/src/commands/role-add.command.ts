import { AddRole } from '@forms/application';
import { defineCommand } from './command';
import { CLI_ACTOR } from '@forms/domain';

export const roleAddCommand = defineCommand({
  name: 'role add',
  summary: 'Add an organization role to a workspace (Admin and Standard always exist)',
  flags: {
    subdomain: { type: 'string', required: true, description: 'the workspace' },
    name: { type: 'string', required: true, description: 'the role, case-sensitive' },
  },
  async run(flags, { unitOfWork, clock }) {
    const roles = await new AddRole(unitOfWork, clock).execute({ actor: CLI_ACTOR, subdomain: flags.subdomain, name: flags.name });
    return { roles: [...roles] };
  },
});
