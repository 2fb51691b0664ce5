import { SetFormSuspension } from '@forms/application';
import { defineCommand } from './command';
import { CLI_ACTOR } from '@forms/domain';

function suspensionCommand(suspended: boolean) {
  return defineCommand({
    name: suspended ? 'form suspend' : 'form unsuspend',
    summary: suspended
      ? "Suspend a form: it takes no responses, whatever its owner sets (the operator's switch)"
      : 'Lift a suspension: the form takes responses again when its owner has it published and enabled',
    flags: {
      subdomain: { type: 'string', required: true, description: 'the workspace' },
      id: { type: 'string', required: true, description: 'the form id' },
    },
    async run(flags, { unitOfWork, clock, workspaceBaseUrl }) {
      const form = await new SetFormSuspension(unitOfWork, clock).execute({
        actor: CLI_ACTOR,
        subdomain: flags.subdomain,
        formId: flags.id,
        suspended,
        baseUrl: workspaceBaseUrl(flags.subdomain),
      });
      return { form: { id: form.id, is_suspended: form.isSuspended } };
    },
  });
}

export const formSuspendCommand = suspensionCommand(true);
export const formUnsuspendCommand = suspensionCommand(false);
