import { type Actor, Email, Form, type FormSettingsInput, type FormThemeInput, Team, type QuestionInput } from '@forms/domain';
import { assertThemeReadableOverBrand } from './form-theme';
import { assertNotificationRecipients } from './notification-recipients';
import { runIdempotently } from '../shared/idempotency/run-idempotently';
import type { IdempotencyKeys, IdempotentRequest } from '../shared/ports/idempotency.port';
import type { FormView } from '../shared/ports/read-models.port';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { Clock, IdGenerator } from '../shared/ports/system.port';
import { reviveFormView, toFormView } from '../shared/views';
import { recordFirstVersion } from './versions/record-version';

export interface CreateFormCommand {
  /** Who creates it: a member is the form's creator. */
  actor: Actor;
  workspaceId: string;
  title: string;
  createdByEmail?: string;
  questions?: QuestionInput[];
  hiddenFields?: string[];
  /** Closing rules, endings and emails; each field defaults when left out. */
  settings?: FormSettingsInput;
  /** The form's own look over the brand; null or left out: the brand alone. */
  theme?: FormThemeInput | null;
  baseUrl: string;
  /** With an idempotency key: done at most once, its result recorded in the same transaction as the form. */
  idempotency?: IdempotentRequest | null;
}

export class CreateForm {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly idempotencyKeys: IdempotencyKeys,
  ) {}

  /**
   * The creator is the signed-in member who creates it; through the API, the given active member, or else
   * the most recently created active Admin. `baseUrl` is
   * the workspace's address as the client used it: the form's links in the recorded event start with it.
   */
  async execute(command: CreateFormCommand): Promise<FormView> {
    const named = command.actor.type === 'member' ? command.actor.label : command.createdByEmail;
    const creatorEmail = named === undefined ? null : Email.create(named, 'createdByEmail');
    const once = {
      keys: this.idempotencyKeys,
      unitOfWork: this.unitOfWork,
      request: command.idempotency ?? null,
      now: () => this.clock.now(),
      revive: reviveFormView,
    };
    return runIdempotently(once, async ({ teamMembers, forms, formVersions, outbox, brands }) => {
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
        settings: command.settings,
        theme: command.theme,
        newId: () => this.ids.next(),
      });
      await assertNotificationRecipients(teamMembers, command.workspaceId, form.settings.notificationEmails);
      await assertThemeReadableOverBrand(brands, command.workspaceId, form.theme);
      await forms.insert(form);
      await recordFirstVersion({ formVersions }, form, command.actor);
      const view = toFormView(form, 1);
      await outbox.record([{ type: 'form.created', workspaceId: command.workspaceId, occurredAt: form.createdAt, form: view, baseUrl: command.baseUrl }]);
      return view;
    });
  }
}
