import { CreateSignInLink } from '@forms/application';
import { CLI_ACTOR } from '@forms/domain';
import { defineCommand } from './command';

export const signInLinkCommand = defineCommand({
  name: 'sign-in-link',
  summary: 'Print a one-time sign-in link for an active member (15 minutes), for when their email does not arrive',
  flags: {
    subdomain: { type: 'string', required: true, description: 'the workspace' },
    email: { type: 'string', required: true, description: 'the email of an active member of the workspace' },
  },
  async run(flags, { unitOfWork, clock, ids, workspaceBaseUrl }) {
    const { url } = await new CreateSignInLink(unitOfWork, clock, ids).execute({
      actor: CLI_ACTOR,
      subdomain: flags.subdomain,
      email: flags.email,
      baseUrl: workspaceBaseUrl(flags.subdomain),
    });
    return { url };
  },
});
