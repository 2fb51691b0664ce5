import { DomainError, Email, Form } from '@forms/domain';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { Clock, IdGenerator } from '../ports/system.port';

export class CreateForm {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** D7: the creator is the given active member, or else the most recently created active Admin. */
  async execute(command: { workspaceId: string; title: unknown; createdByEmail?: unknown }): Promise<Form> {
    const creatorEmail = command.createdByEmail === undefined ? null : Email.create(command.createdByEmail, 'created_by_email');
    return this.unitOfWork.run(async ({ teamMembers, forms }) => {
      let creator: Email;
      if (creatorEmail) {
        const [member] = await teamMembers.findByEmails(command.workspaceId, [creatorEmail.normalized]);
        if (!member || !member.active) {
          throw DomainError.invalid('created_by_email', 'must be the email of an active team member');
        }
        creator = member.email;
      } else {
        const admin = await teamMembers.findNewestActiveAdmin(command.workspaceId);
        if (!admin) throw DomainError.invalid('created_by_email', 'is required: the workspace has no active Admin');
        creator = admin.email;
      }
      const form = Form.create({
        id: this.ids.next(),
        workspaceId: command.workspaceId,
        title: command.title,
        createdBy: creator,
        now: this.clock.now(),
      });
      await forms.insert(form);
      return form;
    });
  }
}
