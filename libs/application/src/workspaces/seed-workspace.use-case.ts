import { DomainError, Form, Submission, SYSTEM_ACTOR } from '@forms/domain';
import { recordFirstVersion } from '../forms/versions/record-version';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock, IdGenerator } from '../shared/ports/system.port';
import type { FormViewStore, FunnelStepStore, HourlySteps, HourlyViews } from '../analytics/form-views.port';
import { FORM_TITLES, questionsFor, sampleResponses, sampleUserAgent } from './sample-data';

export interface SeedCommand {
  subdomain: string;
  forms: number;
  submissionsPerForm: number;
  /** Responses per submission; 5-10 by form when omitted. */
  responsesPerSubmission?: number;
  /**
   * Every non-empty long-text answer made this many characters long (its comment repeated): many bytes
   * in few rows, for a test that needs a big file (more than socket buffers hold) without the cost of
   * storing and reading as many rows. Needs a form with a long-text question (10 responses per submission).
   */
  longTextLength?: number;
  /** How far back creation times are spread. */
  spreadDays?: number;
}

/**
 * Where seeded traffic is added: the same hourly counters the fill page's views and steps end up in.
 * Without it, a seeded form has submissions and no views, and its completion rate reads as thousands
 * of percent.
 */
export interface SeedTraffic {
  views: FormViewStore;
  steps: FunnelStepStore;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const UTM_SOURCES = ['newsletter', 'twitter', 'website', 'partner'];

export class SeedWorkspace {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly traffic?: SeedTraffic,
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
    const longTextLength = command.longTextLength;
    if (longTextLength !== undefined && (!Number.isInteger(longTextLength) || longTextLength < 1 || longTextLength > 10_000)) {
      throw DomainError.invalid('longTextLength', 'must be a whole number from 1 to 10000 (the longest long-text answer)');
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
      const start = form.createdAt.getTime();
      const step = Math.max(1, Math.floor((now - start) / (submissionsPerForm + 1)));
      await this.unitOfWork.run(async ({ forms: formRepository, submissions }) => {
        const locked = await formRepository.lockById(form.workspaceId, form.id);
        if (!locked) throw DomainError.formNotFound();
        const first = locked.reserveSubmissionPositions(submissionsPerForm, new Date(start + submissionsPerForm * step));
        const samples = questionsFor(index, responses);
        const questions = locked.questions;
        const ids = this.ids;
        function* generate(): Generator<Submission> {
          for (let n = 0; n < submissionsPerForm; n++) {
            const createdAt = new Date(start + (n + 1) * step);
            const responseList = sampleResponses(questions, samples, n, ids, longTextLength);
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
      if (this.traffic) {
        await addTraffic(this.traffic, form, (n) => start + (n + 1) * step, submissionsPerForm);
      }
    }
    return { formIds: forms.map((form) => form.id) };
  }
}

/**
 * Views and fill-page submissions for seeded submissions, in the hours they were made: every submission
 * came through the fill page after two to four views of it (a completion rate of about a third), as
 * people look, leave and come back. A sample form has one page, so it has no later page to reach.
 */
async function addTraffic(traffic: SeedTraffic, form: Form, submittedAt: (n: number) => number, submissions: number): Promise<void> {
  const byHour = new Map<string, { views: number; submitted: number }>();
  for (let n = 0; n < submissions; n++) {
    const hour = new Date(Math.floor(submittedAt(n) / HOUR_MS) * HOUR_MS).toISOString();
    const counted = byHour.get(hour) ?? { views: 0, submitted: 0 };
    counted.views += 2 + (n % 3);
    counted.submitted += 1;
    byHour.set(hour, counted);
  }
  const views: HourlyViews[] = [];
  const steps: HourlySteps[] = [];
  for (const [hour, counted] of byHour) {
    views.push({ workspaceId: form.workspaceId, formId: form.id, hour, views: counted.views });
    steps.push({ workspaceId: form.workspaceId, formId: form.id, hour, page: 0, count: counted.submitted });
  }
  await traffic.views.add(views);
  await traffic.steps.add(steps);
}
