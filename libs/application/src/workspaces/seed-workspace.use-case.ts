import { DomainError, Form, Submission, SYSTEM_ACTOR } from '@forms/domain';
import { recordFirstVersion } from '../forms/versions/record-version';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock, IdGenerator } from '../shared/ports/system.port';
import { FORM_TITLES, questionsFor, sampleResponses, sampleUserAgent } from './sample-data';

export interface SeedCommand {
  subdomain: string;
  forms: number;
  submissionsPerForm: number;
  /** Responses per submission; 5-10 by form when omitted. */
  responsesPerSubmission?: number;
  /** How far back creation times are spread. */
  spreadDays?: number;
}

const DAY_MS = 86_400_000;
const UTM_SOURCES = ['newsletter', 'twitter', 'website', 'partner'];

export class SeedWorkspace {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: SeedCommand): Promise<{ formIds: string[] }> {
    const { forms: formCount, submissionsPerForm } = command;
    if (!Number.isInteger(formCount) || formCount < 1 || formCount > 100_000) {
      throw DomainError.invalid('forms', 'must be a whole number from 1 to 100000');
    }
    if (!Number.isInteger(submissionsPerForm) || submissionsPerForm < 0 || submissionsPerForm > 10_000_000) {
      throw DomainError.invalid('submissionsPerForm', 'must be a whole number from 0 to 10000000');
    }
    const responses = command.responsesPerSubmission;
    if (responses !== undefined && (!Number.isInteger(responses) || responses < 1 || responses > 10)) {
      throw DomainError.invalid('responsesPerSubmission', 'must be a whole number from 1 to 10');
    }
    const now = this.clock.now().getTime();
    const spreadMs = (command.spreadDays ?? 90) * DAY_MS;

    const forms = await this.unitOfWork.run(async ({ workspaces, teamMembers, forms: formRepository, formVersions }) => {
      const workspace = await workspaces.findBySubdomain(command.subdomain);
      if (!workspace) throw DomainError.workspaceNotFound();
      const admin = await teamMembers.findNewestActiveAdmin(workspace.id);
      if (!admin) throw DomainError.invalid('subdomain', 'names a workspace without an active Admin');
      const created: Form[] = [];
      for (let index = 0; index < formCount; index++) {
        // Forms are spread over the first half of the window, their submissions over the rest.
        const createdAt = new Date(now - spreadMs + Math.floor((index * spreadMs) / 2 / formCount));
        // Published forms with questions, so that their submissions are answers to them.
        const form = Form.create({
          id: this.ids.next(),
          workspaceId: workspace.id,
          title: `${FORM_TITLES[index % FORM_TITLES.length]} #${index + 1}`,
          createdBy: admin.email,
          now: createdAt,
          questions: questionsFor(index, responses).map((sample) => sample.input),
          hiddenFields: ['utm_source'],
          newId: () => this.ids.next(),
        });
        form.change({ isPublished: true }, createdAt, () => this.ids.next());
        await formRepository.insert(form);
        await recordFirstVersion({ formVersions }, form, SYSTEM_ACTOR);
        created.push(form);
      }
      return created;
    });

    for (const [index, form] of forms.entries()) {
      if (submissionsPerForm === 0) break;
      await this.unitOfWork.run(async ({ forms: formRepository, submissions }) => {
        const locked = await formRepository.lockById(form.workspaceId, form.id);
        if (!locked) throw DomainError.formNotFound();
        const start = locked.createdAt.getTime();
        const step = Math.max(1, Math.floor((now - start) / (submissionsPerForm + 1)));
        const first = locked.reserveSubmissionPositions(submissionsPerForm, new Date(start + submissionsPerForm * step));
        const samples = questionsFor(index, responses);
        const questions = locked.questions;
        const ids = this.ids;
        function* generate(): Generator<Submission> {
          for (let n = 0; n < submissionsPerForm; n++) {
            const createdAt = new Date(start + (n + 1) * step);
            const responseList = sampleResponses(questions, samples, n, ids);
            yield Submission.record({
              id: ids.next(),
              workspaceId: locked!.workspaceId,
              formId: locked!.id,
              position: first + n,
              createdAt,
              fieldValues: [{ field: 'utm_source', value: UTM_SOURCES[n % UTM_SOURCES.length] }],
              userAgent: sampleUserAgent(n, ids),
              responses: responseList,
            });
          }
        }
        await submissions.insertMany(generate());
        await formRepository.update(locked);
      });
    }
    return { formIds: forms.map((form) => form.id) };
  }
}
