import { type AnswerValue, DomainError, type FillPosition, type FillRefusal, type FillStep, FillWalk, InvalidAnswers } from '@forms/domain';
import type { FormPage } from '../forms/open-form-page.use-case';
import type { SubmissionView } from '../shared/ports/read-models.port';
import type { IdGenerator } from '../shared/ports/system.port';
import type { CreateSubmissionCommand } from './create-submission.use-case';

/** A post of the fill page, or of a member's preview of it (`dryRun`: nothing is stored or counted). */
export interface FillPageCommand {
  via: 'page';
  /** The form as the page opened it (`OpenFormPage`). */
  page: FormPage;
  answers: Readonly<Record<string, AnswerValue>>;
  fieldValues: Readonly<Record<string, string>>;
  /** The page the post names, and whether it goes back. */
  position: FillPosition;
  /** Files of this post refused as they were read (too large, a type not accepted), by slug. */
  refusedFiles?: ReadonlyMap<string, string>;
  /** A member's preview: every check of the real page, then nothing stored, counted or sent. */
  dryRun?: boolean;
  userAgent: string;
  clientIp: string;
  baseUrl?: string;
  /** The page's visit: a submission ends its partial response. */
  visitId?: string;
}

/** A submission to the JSON intake: the whole set of answers at once, checked where it is stored. */
export interface FillJsonCommand extends CreateSubmissionCommand {
  via: 'json';
}

export type FillFormCommand = FillPageCommand | FillJsonCommand;

/**
 * - `step`: the page to show (422 when it comes back with its own problems);
 * - `refused`: the answers were not stored, with the page that shows why;
 * - `stored`: the submission; `previewed`: a dry run's answers passed every check, and nothing was kept.
 */
export type FillFormOutcome =
  | { kind: 'step'; status: 200 | 422; step: FillStep; problems: Map<string, string>; answeredSoFar: () => ReturnType<FillWalk['answeredSoFar']> }
  | FillRefusal
  | { kind: 'stored'; submission: SubmissionView }
  | { kind: 'previewed' };

/**
 * Filling a form, for every way a person or a script does it: the fill page one post at a time, a
 * member's preview of it, and the JSON intake. A post of the page is walked once over the form
 * (`FillWalk`: its pages, its logic, its answers' checks); after the last page the answers the walk
 * recorded go to the submission's store as they are, unless the form changed meanwhile. A refusal met
 * while storing (a file that another submission already uses) comes back as the page that shows it.
 * The limits of the intake (too many submissions, the upload quotas) are thrown as they are.
 */
export class FillForm {
  constructor(
    private readonly createSubmission: { execute(command: CreateSubmissionCommand): Promise<SubmissionView> },
    private readonly ids: IdGenerator,
  ) {}

  /** The JSON intake checks and stores in one go: a refusal is thrown, and the outcome is the submission. */
  execute(command: FillJsonCommand): Promise<{ kind: 'stored'; submission: SubmissionView }>;
  execute(command: FillPageCommand): Promise<FillFormOutcome>;
  async execute(command: FillFormCommand): Promise<FillFormOutcome> {
    if (command.via === 'json') {
      const { via: _via, ...submission } = command;
      return { kind: 'stored', submission: await this.createSubmission.execute(submission) };
    }
    const { page } = command;
    // Nothing is checked on a form that takes no answers: the person is told so, whatever they sent.
    if (!command.dryRun && !page.acceptsResponses) throw DomainError.formNotAcceptingResponses();
    const walk = FillWalk.of(page.form, command.answers, command.fieldValues);
    const decision = walk.decide(command.position, () => this.ids.next(), command.refusedFiles);
    if (decision.kind === 'step') {
      // Only a form that keeps partial responses asks for the answers so far: the walk has them already.
      const answeredSoFar = () => walk.answeredSoFar(() => this.ids.next());
      return { kind: 'step', status: decision.invalid ? 422 : 200, step: decision.step, problems: decision.problems, answeredSoFar };
    }
    if (decision.kind === 'refused') return decision;
    if (command.dryRun) return { kind: 'previewed' };
    try {
      const submission = await this.createSubmission.execute({
        workspaceId: page.workspaceId,
        workspaceName: page.workspaceName,
        formId: page.form.id,
        answers: command.answers,
        fieldValues: command.fieldValues,
        userAgent: command.userAgent,
        clientIp: command.clientIp,
        baseUrl: command.baseUrl,
        visitId: command.visitId,
        checked: {
          formUpdatedAt: page.form.updatedAt,
          recorded: decision.recorded,
          ...(page.earlierVersion === undefined ? {} : { earlier: { version: page.earlierVersion, questions: page.form.questions } }),
        },
      });
      return { kind: 'stored', submission };
    } catch (error) {
      if (!(error instanceof InvalidAnswers)) throw error;
      return walk.refusal(error.problems);
    }
  }
}
