import { SeedWorkspace } from '@forms/application';
import { defineCommand } from './command';

export const seedCommand = defineCommand({
  name: 'seed',
  summary: 'Fill a workspace with sample forms and submissions (for demos and benchmarks)',
  flags: {
    subdomain: { type: 'string', required: true, description: 'the workspace' },
    forms: { type: 'integer', required: true, description: 'forms to create, 1-100000' },
    'submissions-per-form': { type: 'integer', required: true, description: 'submissions per form, 0-10000000' },
    'responses-per-submission': { type: 'integer', required: false, description: '1-10 (default: 5-10, varying by form)' },
  },
  async run(flags, { unitOfWork, clock, ids }) {
    const { formIds } = await new SeedWorkspace(unitOfWork, clock, ids).execute({
      subdomain: flags.subdomain,
      forms: flags.forms,
      submissionsPerForm: flags['submissions-per-form'],
      responsesPerSubmission: flags['responses-per-submission'],
    });
    return { form_ids: formIds };
  },
});
