import { Email, TooManySignInAttempts } from '@forms/domain';
import type { RequestCounters } from '../../shared/ports/sign-in.port';
import type { Clock, IdGenerator } from '../../shared/ports/system.port';
import type { UnitOfWork } from '../../shared/ports/unit-of-work.port';
import { consoleReturnPath, limitWindow, MAX_SIGN_IN_EMAILS, MAX_SIGN_IN_REQUESTS_PER_CLIENT, SIGN_IN_VALIDITY_MS } from './sign-in-rules';

export interface RequestSignInCommand {
  /** The workspace the host names, already resolved. */
  workspace: { id: string; name: string };
  /** As typed into the form. */
  email: unknown;
  /** The console page the visitor was on; anything but a console path is ignored. */
  returnTo: unknown;
  clientIp: string;
  /** The workspace address the visitor used: the emailed link starts with it. */
  baseUrl: string;
}

/**
 * `POST /sign-in`. Every well-formed address gets an attempt and the same answer, member or not, so that
 * neither the page nor its timing tells a stranger who belongs to the workspace. Only an active member's
 * attempt gets an email (through the outbox, in the same transaction), and only 5 an hour per address.
 */
export class RequestSignIn {
  constructor(
    private readonly counters: RequestCounters,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: RequestSignInCommand): Promise<{ attemptId: string }> {
    const { workspace } = command;
    const now = this.clock.now();
    const window = limitWindow(now);
    const requests = await this.counters.increment(workspace.id, `sign-in-request:${command.clientIp}`, window.start);
    if (requests > MAX_SIGN_IN_REQUESTS_PER_CLIENT) throw new TooManySignInAttempts(window.retryAfterSeconds);

    const email = Email.create(typeof command.email === 'string' ? command.email : '', 'email');
    // Counted for every address, member or not, so that the work done is the same whoever asks.
    const emailsAsked = await this.counters.increment(workspace.id, `sign-in-email:${email.normalized}`, window.start);
    const attemptId = this.ids.next();
    await this.unitOfWork.run(async ({ teamMembers, signInAttempts, outbox }) => {
      const [found] = await teamMembers.findByEmails(workspace.id, [email.normalized]);
      const member = found?.active ? found : null;
      await signInAttempts.insert({
        workspaceId: workspace.id,
        id: attemptId,
        teamMemberId: member?.id ?? null,
        email: email.value,
        returnTo: consoleReturnPath(command.returnTo),
        clientIp: command.clientIp,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SIGN_IN_VALIDITY_MS),
        tokenHash: null,
      });
      // The message is recorded for every address too (the handler sends only for a member's attempt), so
      // that a member's request does no more work than a stranger's.
      if (emailsAsked <= MAX_SIGN_IN_EMAILS) {
        await outbox.record([
          {
            type: 'sign_in.requested',
            workspaceId: workspace.id,
            occurredAt: now,
            attemptId,
            email: member ? member.email.value : email.value,
            workspaceName: workspace.name,
            baseUrl: command.baseUrl,
          },
        ]);
      }
    });
    return { attemptId };
  }
}
