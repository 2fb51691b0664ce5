import { answerableVersion } from './answerable-version';
import { type AnswerValue, DomainError, type Question, type RecordedAnswers } from '@forms/domain';
import { runIdempotently } from '../shared/idempotency/run-idempotently';
import { clientKeyOf } from '../shared/client-key';
import { isUuid } from '../shared/identifiers';
import type { IdempotencyKeys } from '../shared/ports/idempotency.port';
import type { SubmissionView } from '../shared/ports/read-models.port';
import type { Clock, IdGenerator } from '../shared/ports/system.port';
import type { Repositories, UnitOfWork } from '../shared/ports/unit-of-work.port';
import type { UserAgentParser } from '../shared/ports/user-agent.port';
import { attachFiles, fileAnswersOf } from '../uploads/file-answers';
import { assertUnderClientLimit } from './client-window';
import { responseEmailEvents } from './response-emails';

export interface CreateSubmissionCommand {
  workspaceId: string;
  /** Named in the respondent's confirmation email, so they know who mailed them. */
  workspaceName: string;
  formId: string;
  answers: Readonly<Record<string, AnswerValue>>;
  fieldValues: Readonly<Record<string, string>>;
  /** The `User-Agent` header as sent ("" when absent). */
  userAgent: string;
  /** The client's address as the edge trusts it. */
  clientIp: string;
  /** At most once per form and key; `fingerprint` tells a retry from another request. */
  idempotency?: { key: string; fingerprint: string };
  /**
   * The workspace's public origin (PUBLIC_ORIGIN_TEMPLATE): links in the emails about the response, and
   * the file addresses of its webhook payload, start with it. File answers are stored as upload ids.
   */
  baseUrl?: string;
  /**
   * The answers as the fill's walk already checked and recorded them against the form as it was at
   * `formUpdatedAt`: used as they are when the form is still that one, so the form is walked once.
   * `earlier`: they were checked against that earlier version (`VersionToFill` allowed it), whose
   * questions these are: used as they are whatever the live content is now, and the submission records it.
   */
  checked?: { formUpdatedAt: Date; recorded: RecordedAnswers; earlier?: { version: number; questions: readonly Question[] } };
  /**
   * The form version the integrator names (the JSON intake's `form_version`): the answers are checked on it
   * and the submission records it, if it is the current one or was replaced less than 24 hours ago
   * (otherwise 422 naming it). Absent: the current version (or, from the fill page, `checked.earlier`).
   */
  formVersion?: number;
  /** The fill page's visit that ends with this submission: its partial response goes in the same transaction. */
  visitId?: string;
}

export interface CreateSubmissionSettings {
  /** Stored submissions per client address per workspace per rolling minute; 0 turns the limit off. */
  ratePerMinute: number;
  /** Confirmation emails to respondents per workspace per UTC day; beyond, they are held back. */
  confirmationEmailsPerDay: number;
}

/**
 * Confirmation emails to one address per form per UTC day: someone who sends a form again gets their
 * copy, but nobody can make a form mail the same stranger over and over.
 */
export const CONFIRMATIONS_PER_RECIPIENT = 3;

const MAX_ATTEMPTS = 5;

/** The form was edited between reading it and storing the submission: nothing was stored. */
class FormChangedMeanwhile extends Error {}

/** A stored result read back: JSON turned the date into text. */
function reviveSubmission(stored: unknown): SubmissionView {
  const view = stored as SubmissionView & { createdAt: string };
  // Stored before forms had versions: version 1.
  return Object.assign({}, view, { createdAt: new Date(view.createdAt), formVersion: view.formVersion ?? 1 });
}

/**
 * One submission, from the fill page or the JSON intake alike: the form must accept responses, every
 * answer must fit its question, and the client must be under the abuse limit. The form's counter, under
 * its row lock, gives it the next dense position; the address lock keeps the limit exact under
 * concurrent requests.
 */
export class CreateSubmission {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly idempotencyKeys: IdempotencyKeys,
    private readonly userAgents: UserAgentParser,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly settings: CreateSubmissionSettings,
  ) {}

  async execute(command: CreateSubmissionCommand): Promise<SubmissionView> {
    if (!isUuid(command.formId)) throw DomainError.formNotFound();
    const request = command.idempotency
      ? {
          workspaceId: command.workspaceId,
          // Scoped to the client too: a replay answers the stored submission (with its address and user
          // agent) only to the client that made it; anyone else with the same key and body makes a new one.
          scope: `submissions:${command.formId}:${command.clientIp}`,
          key: command.idempotency.key,
          fingerprint: command.idempotency.fingerprint,
        }
      : null;
    const options = { keys: this.idempotencyKeys, unitOfWork: this.unitOfWork, request, now: () => this.clock.now(), revive: reviveSubmission };
    // The form is read without a lock and the answers checked against it; the store re-checks that
    // the form is unchanged. An edit in between (rare) means checking again against the new form.
    for (let attempt = 1; ; attempt++) {
      try {
        return await runIdempotently(options, (repositories) => this.record(repositories, command));
      } catch (error) {
        if (!(error instanceof FormChangedMeanwhile)) throw error;
        // Edited again and again while people answer: they are asked to send their answers again.
        if (attempt === MAX_ATTEMPTS) throw DomainError.formNotAcceptingResponses();
      }
    }
  }

  private async record(repositories: Repositories, command: CreateSubmissionCommand): Promise<SubmissionView> {
    const { forms, submissions, outbox } = repositories;
    const form = await forms.read(command.workspaceId, command.formId);
    if (!form) throw DomainError.formNotFound();
    const newId = () => this.ids.next();
    // Whether the form takes answers is always the live form's to say, whatever version was shown.
    form.assertAcceptsResponsesAt(this.clock.now());
    const checked = command.checked;
    const earlier = checked?.earlier;
    // Without a version named, the live form (and no extra read): the statement storing it records its version.
    const shown =
      earlier !== undefined || command.formVersion === undefined
        ? { form, version: earlier?.version ?? null }
        : await answerableVersion(repositories.formVersions, form, command.formVersion, this.clock.now());
    const usable = earlier !== undefined || shown.form === form ? checked : undefined;
    // A copy, so that nothing done to this attempt's answers reaches a retry.
    const received =
      usable && (earlier || usable.formUpdatedAt.getTime() === form.updatedAt.getTime())
        ? { responses: usable.recorded.responses.map((response) => ({ ...response })), fieldValues: usable.recorded.fieldValues }
        : shown.form.receiveAnswers({ answers: command.answers, fieldValues: command.fieldValues, newId });
    const files = fileAnswersOf(earlier?.questions ?? shown.form.questions, received.responses);
    const now = this.clock.now();
    await assertUnderClientLimit(submissions, command.workspaceId, clientKeyOf(command.clientIp), now, this.settings.ratePerMinute);
    const parsed = this.userAgents.parse(command.userAgent);
    const view: SubmissionView = {
      id: newId(),
      createdAt: now,
      fieldValues: received.fieldValues,
      userAgent: {
        id: newId(),
        name: parsed.name,
        version: parsed.version,
        ipAddress: command.clientIp,
        deviceName: parsed.deviceName,
        deviceType: parsed.deviceType || 'desktop',
        operatingSystem: parsed.operatingSystem,
        operatingSystemVersion: parsed.operatingSystemVersion,
      },
      responses: received.responses,
      formVersion: shown.version ?? 0,
    };
    // The store comes first, so that the event carries the creation time and version it gave.
    const stored = await submissions.append(
      Object.assign({}, view, { workspaceId: command.workspaceId, formId: form.id }),
      form.updatedAt,
      clientKeyOf(command.clientIp),
      shown.version,
    );
    if (stored === null) throw new FormChangedMeanwhile();
    view.createdAt = stored.createdAt;
    view.formVersion = stored.formVersion;
    if (files.length > 0) await attachFiles(repositories.uploads, command.workspaceId, form.id, view.id, files);
    // The visit's answers so far are this submission now; a form that never kept them has none to delete.
    if (command.visitId !== undefined && form.settings.savePartialResponses) {
      await repositories.partialResponses.discardVisit(command.workspaceId, form.id, command.visitId);
    }
    const requested = responseEmailEvents({
      form,
      workspaceId: command.workspaceId,
      workspaceName: command.workspaceName,
      submissionId: view.id,
      responses: view.responses,
      baseUrl: command.baseUrl ?? null,
      now,
    });
    // The confirmation is counted here, in the submission's transaction once it is stored (the
    // workspace's row of the day is locked until the commit): it is counted exactly once when the
    // submission is stored, never for a submission rolled back, and a retried delivery counts nothing.
    const emails: typeof requested = [];
    for (const email of requested) {
      if (email.purpose === 'confirmation') {
        const allowed = await repositories.confirmationEmails.claim({
          workspaceId: command.workspaceId,
          formId: form.id,
          recipient: email.to,
          day: now.toISOString().slice(0, 10),
          perRecipient: CONFIRMATIONS_PER_RECIPIENT,
          perWorkspace: this.settings.confirmationEmailsPerDay,
        });
        if (!allowed) continue;
      }
      emails.push(email);
    }
    await outbox.record([
      { type: 'submission.created', workspaceId: command.workspaceId, occurredAt: now, formId: form.id, submission: view, baseUrl: command.baseUrl ?? null },
      ...emails,
    ]);
    return view;
  }
}
