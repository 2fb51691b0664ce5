import { Email, TooManySignInAttempts } from '@forms/domain';
import type { RequestCounters } from '../../shared/ports/sign-in.port';
import type { Clock, IdGenerator } from '../../shared/ports/system.port';
import type { UnitOfWork } from '../../shared/ports/unit-of-work.port';
import { clientKeyOf } from '../../shared/client-key';
import type { SignInAttemptRepository } from '../../shared/ports/sign-in.port';
import {
  consoleReturnPath,
  hashBrowserSecret,
  KNOWN_BROWSER_MS,
  limitWindow,
  type LimitWindow,
  MAX_OPEN_SIGN_IN_EMAILS,
  MAX_SIGN_IN_EMAILS,
  MAX_SIGN_IN_EMAILS_PER_CLIENT,
  MAX_SIGN_IN_REQUESTS_PER_CLIENT,
  SIGN_IN_VALIDITY_MS,
} from './sign-in-rules';

export interface RequestSignInCommand {
  /** The workspace the host names, already resolved. */
  workspace: { id: string; name: string };
  /** As typed into the form. */
  email: unknown;
  /** The console page the visitor was on; anything but a console path is ignored. */
  returnTo: unknown;
  clientIp: string;
  /** The browser's sign-in cookie (made by the caller when the browser had none): only it may type the code. */
  browserSecret: string;
  /** The workspace address the visitor used: the emailed link starts with it. */
  baseUrl: string;
}

/**
 * `POST /sign-in`. Every well-formed address gets an attempt and the same answer, member or not, so that
 * neither the page nor its timing tells a stranger who belongs to the workspace. Only an active member's
 * attempt gets an email (through the outbox, in the same transaction), and only 5 an hour per address:
 * any browser can have at most 3 of them sent (one client at most 2), and the last 2 are kept for
 * browsers that signed the member in before. So a stranger asking for someone's address again and again
 * sends a few emails whose links only the member can use, and never stops the member's own request.
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
    const client = clientKeyOf(command.clientIp);
    const requests = await this.counters.increment(workspace.id, `sign-in-request:${client}`, window.start);
    if (requests > MAX_SIGN_IN_REQUESTS_PER_CLIENT) throw new TooManySignInAttempts(window.retryAfterSeconds);

    const email = Email.create(typeof command.email === 'string' ? command.email : '', 'email');
    const browserHash = hashBrowserSecret(command.browserSecret);
    const attemptId = this.ids.next();
    await this.unitOfWork.run(async ({ teamMembers, signInAttempts, outbox }) => {
      const [found] = await teamMembers.findByEmails(workspace.id, [email.normalized]);
      const member = found?.active ? found : null;
      const since = new Date(now.getTime() - KNOWN_BROWSER_MS);
      const known = member !== null && (await signInAttempts.isKnownBrowser(workspace.id, member.id, browserHash, since));
      // Counted for every address, member or not, so that the work done is the same whoever asks.
      const emailAllowed = await takeEmail(signInAttempts, workspace.id, window, email.normalized, client, known);
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
        browserHash,
      });
      // The message is recorded for every address too (the handler sends only for a member's attempt), so
      // that a member's request does no more work than a stranger's.
      if (emailAllowed) {
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

/**
 * One of the address's emails of this hour, if the asking browser may have it: a browser that signed the
 * member in before may have any of the 5, any other only the first 3, and one client 2 of those.
 */
async function takeEmail(
  attempts: SignInAttemptRepository,
  workspaceId: string,
  window: LimitWindow,
  email: string,
  client: string,
  known: boolean,
): Promise<boolean> {
  const counter = `sign-in-email:${email}`;
  if (known) return attempts.takeCount(workspaceId, counter, window.start, MAX_SIGN_IN_EMAILS);
  const fromClient = `sign-in-email-from:${client}:${email}`;
  if (!(await attempts.takeCount(workspaceId, fromClient, window.start, MAX_SIGN_IN_EMAILS_PER_CLIENT))) return false;
  return attempts.takeCount(workspaceId, counter, window.start, MAX_OPEN_SIGN_IN_EMAILS);
}
