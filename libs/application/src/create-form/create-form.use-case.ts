import { Email, Form, Team, type QuestionInput } from '@forms/domain';
import type { FormView } from '../ports/read-models.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { Clock, IdGenerator } from '../ports/system.port';
import { toFormView } from '../views';

export interface CreateFormCommand {
  workspaceId: string;
  title: string;
  createdByEmail?: string;
  questions?: QuestionInput[];
  hiddenFields?: string[];
  baseUrl: string;
}

export class CreateForm {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /**
   * The creator is the given active member, or else the most recently created active Admin. `baseUrl` is
   * the workspace's address as the client used it: the form's links in the recorded event start with it.
   */
  async execute(command: CreateFormCommand): Promise<FormView> {
    const creatorEmail = command.createdByEmail === undefined ? null : Email.create(command.createdByEmail, 'createdByEmail');
    return this.unitOfWork.run(async ({ teamMembers, forms, outbox }) => {
      const candidate = creatorEmail
        ? ((await teamMembers.findByEmails(command.workspaceId, [creatorEmail.normalized]))[0] ?? null)
        : await teamMembers.findNewestActiveAdmin(command.workspaceId);
      const creator = Team.formCreator(creatorEmail, candidate);
      const form = Form.create({
        id: this.ids.next(),
        workspaceId: command.workspaceId,
        title: command.title,
        createdBy: creator.email,
        now: this.clock.now(),
        questions: command.questions,
        hiddenFields: command.hiddenFields,
        newId: () => this.ids.next(),
      });
      await forms.insert(form);
      const view = toFormView(form);
      await outbox.record([{ type: 'form.created', workspaceId: command.workspaceId, occurredAt: form.createdAt, form: view, baseUrl: command.baseUrl }]);
      return view;
    });
  }
}
