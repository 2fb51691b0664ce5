import { DomainError, TooManySignInAttempts } from '@forms/domain';
import { isUuid } from '../../shared/identifiers';
import { clientKeyOf } from '../../shared/client-key';
import type { RequestCounters, SignInAttemptReadModel } from '../../shared/ports/sign-in.port';
import type { Clock, IdGenerator } from '../../shared/ports/system.port';
import type { UnitOfWork } from '../../shared/ports/unit-of-work.port';
import { tokenId, tokenMatches } from '../secret-token';
import { signMemberIn } from './sign-member-in';
import {
  dayWindow,
  hashBrowserSecret,
  isBrowserSecret,
  limitWindow,
  MAX_WRONG_CODES,
  MAX_WRONG_CODES_PER_ADDRESS_PER_DAY,
  MAX_WRONG_CODES_PER_CLIENT,
  normalizeSignInCode,
  sameBrowser,
  signInCodeMatches,
  usableAttempt,
} from './sign-in-rules';

/** A started session: the cookie's value, and the console page to land on (null: the console's start). */
export interface CompletedSignIn {
  cookieValue: string;
  returnTo: string | null;
}

interface VisitorDetails {
  /** The workspace the host names, already resolved. */
  workspaceId: string;
  userAgent: string;
  clientIp: string;
  /**
   * The browser's sign-in cookie, if it has one: a code works only in the browser that asked for it, and
   * a browser that signs a member in is remembered as theirs.
   */
  browserSecret?: string;
}

function browserHashOf(secret: unknown): Uint8Array | null {
  return isBrowserSecret(secret) ? hashBrowserSecret(secret) : null;
}

/**
 * `GET /sign-in/confirm?token=`: whether the emailed link still works, without using it up (mail scanners
 * follow links). Refuses exactly what `ConfirmSignIn` would.
 */
export class CheckSignInLink {
  constructor(
    private readonly attempts: SignInAttemptReadModel,
    private readonly clock: Clock,
  ) {}

  async execute(query: { workspaceId: string; token: unknown }): Promise<void> {
    const id = tokenId(query.token);
    const attempt = id ? await this.attempts.findById(query.workspaceId, id) : null;
    if (!usableAttempt(attempt, this.clock.now()) || !tokenMatches(query.token as string, attempt.tokenHash)) {
      throw DomainError.signInLinkUnusable();
    }
  }
}

/** `POST /sign-in/confirm`: spends the attempt (link and code alike) and starts a session. */
export class ConfirmSignIn {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: VisitorDetails & { token: unknown }): Promise<CompletedSignIn> {
    const workspace = { id: command.workspaceId };
    const id = tokenId(command.token);
    if (!id) throw DomainError.signInLinkUnusable();
    const now = this.clock.now();
    return this.unitOfWork.run(async (repositories) => {
      const attempt = await repositories.signInAttempts.lockForUse(workspace.id, id);
      if (!usableAttempt(attempt, now) || !tokenMatches(command.token as string, attempt.tokenHash)) throw DomainError.signInLinkUnusable();
      await repositories.signInAttempts.spend(workspace.id, attempt.id, now);
      const browser = browserHashOf(command.browserSecret);
      if (browser) await repositories.signInAttempts.rememberBrowser(workspace.id, attempt.member.id, browser, now);
      const session = await signMemberIn(repositories, this.ids, attempt.member, {
        workspaceId: workspace.id,
        now,
        userAgent: command.userAgent,
        clientIp: command.clientIp,
      });
      return { cookieValue: session.cookieValue, returnTo: attempt.returnTo };
    });
  }
}

type CodeOutcome =
  | { kind: 'signed-in'; signIn: CompletedSignIn }
  | { kind: 'wrong'; spentNow: boolean }
  | { kind: 'unusable' }
  | { kind: 'code-unusable' };

/**
 * `POST /sign-in/code`: the attempt's code instead of its link, only in the browser that asked for it.
 * A wrong code is counted on the attempt (after the fifth its code stops working, its link does not), on
 * the client (30 an hour per workspace; IPv6 per /64) and on the address (50 a day across all attempts,
 * then its codes are refused). Every count is taken in the transaction that holds the attempt's row lock,
 * by a statement that never counts past its limit, so a burst of wrong codes sent at once is counted
 * exactly up to each limit and no further guess is judged.
 */
export class SignInWithCode {
  constructor(
    private readonly counters: RequestCounters,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: VisitorDetails & { attemptId: unknown; code: unknown }): Promise<CompletedSignIn> {
    const workspace = { id: command.workspaceId };
    const now = this.clock.now();
    const hour = limitWindow(now);
    const day = dayWindow(now);
    const wrongCounter = `sign-in-wrong-code:${clientKeyOf(command.clientIp)}`;
    // A client already at its limit is refused before anything is read, right code or not.
    if ((await this.counters.current(workspace.id, wrongCounter, hour.start)) >= MAX_WRONG_CODES_PER_CLIENT) {
      throw new TooManySignInAttempts(hour.retryAfterSeconds);
    }
    const attemptId = command.attemptId;
    if (typeof attemptId !== 'string' || !isUuid(attemptId)) throw DomainError.signInAttemptUnusable();
    const code = normalizeSignInCode(command.code);
    const browser = browserHashOf(command.browserSecret);
    const outcome = await this.unitOfWork.run(async (repositories): Promise<CodeOutcome> => {
      const { signInAttempts } = repositories;
      const attempt = await signInAttempts.lockForUse(workspace.id, attemptId);
      if (!attempt || attempt.spentAt !== null || attempt.expiresAt <= now) return { kind: 'unusable' };
      // Only the browser whose page holds the attempt may type its code: anyone else's guesses are not
      // even judged, so they cannot cost the member anything.
      if (!sameBrowser(attempt.browserHash, browser) || attempt.wrongCodes >= MAX_WRONG_CODES) return { kind: 'code-unusable' };
      const addressCounter = `sign-in-wrong-code-address:${attempt.email.trim().toLowerCase()}`;
      if ((await signInAttempts.countOf(workspace.id, addressCounter, day.start)) >= MAX_WRONG_CODES_PER_ADDRESS_PER_DAY) {
        return { kind: 'code-unusable' };
      }
      // An attempt of someone who is not an active member has no code: whatever is typed is wrong.
      if (usableAttempt(attempt, now) && signInCodeMatches(attempt.id, code, attempt.codeHash)) {
        await signInAttempts.spend(workspace.id, attempt.id, now);
        if (browser) await signInAttempts.rememberBrowser(workspace.id, attempt.member.id, browser, now);
        const session = await signMemberIn(repositories, this.ids, attempt.member, {
          workspaceId: workspace.id,
          now,
          userAgent: command.userAgent,
          clientIp: command.clientIp,
        });
        return { kind: 'signed-in', signIn: { cookieValue: session.cookieValue, returnTo: attempt.returnTo } };
      }
      // Each count is taken only while below its limit. The first that is full refuses the guess by a
      // throw, which rolls back the counts this transaction took: a refused guess counts nowhere.
      if (!(await signInAttempts.takeCount(workspace.id, wrongCounter, hour.start, MAX_WRONG_CODES_PER_CLIENT))) {
        throw new TooManySignInAttempts(hour.retryAfterSeconds);
      }
      if (!(await signInAttempts.takeCount(workspace.id, addressCounter, day.start, MAX_WRONG_CODES_PER_ADDRESS_PER_DAY))) {
        throw DomainError.signInCodeUnusable();
      }
      const wrongCodes = await signInAttempts.recordWrongCode(workspace.id, attempt.id, MAX_WRONG_CODES);
      if (wrongCodes === null) throw DomainError.signInCodeUnusable();
      return { kind: 'wrong', spentNow: wrongCodes >= MAX_WRONG_CODES };
    });
    if (outcome.kind === 'signed-in') return outcome.signIn;
    if (outcome.kind === 'unusable') throw DomainError.signInAttemptUnusable();
    if (outcome.kind === 'code-unusable') throw DomainError.signInCodeUnusable();
    // The wrong code that uses up the code is told so: typing another one into that form would be in vain.
    throw outcome.spentNow ? DomainError.signInCodeUnusable() : DomainError.wrongSignInCode();
  }
}
