import { DomainError, TooManySignInAttempts } from '@forms/domain';
import { isUuid } from '../../shared/identifiers';
import type { RequestCounters, SignInAttemptReadModel } from '../../shared/ports/sign-in.port';
import type { Clock, IdGenerator } from '../../shared/ports/system.port';
import type { UnitOfWork } from '../../shared/ports/unit-of-work.port';
import { tokenId, tokenMatches } from '../secret-token';
import { signMemberIn } from './sign-member-in';
import { limitWindow, MAX_WRONG_CODES, MAX_WRONG_CODES_PER_CLIENT, normalizeSignInCode, signInCodeMatches, usableAttempt } from './sign-in-rules';

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

type CodeOutcome = { kind: 'signed-in'; signIn: CompletedSignIn } | { kind: 'wrong'; spentNow: boolean } | { kind: 'unusable' };

/**
 * `POST /sign-in/code`: the attempt's code instead of its link. A wrong code is counted on the attempt (the
 * fifth spends it) and on the client address (30 an hour per workspace), and those counts are kept even
 * though the request is refused.
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
    const window = limitWindow(now);
    const wrongCounter = `sign-in-wrong-code:${command.clientIp}`;
    if ((await this.counters.current(workspace.id, wrongCounter, window.start)) >= MAX_WRONG_CODES_PER_CLIENT) {
      throw new TooManySignInAttempts(window.retryAfterSeconds);
    }
    const attemptId = command.attemptId;
    if (typeof attemptId !== 'string' || !isUuid(attemptId)) throw DomainError.signInAttemptUnusable();
    const code = normalizeSignInCode(command.code);

    const outcome = await this.unitOfWork.run(async (repositories): Promise<CodeOutcome> => {
      const attempt = await repositories.signInAttempts.lockForUse(workspace.id, attemptId);
      if (!attempt || attempt.spentAt !== null || attempt.expiresAt <= now) return { kind: 'unusable' };
      // An attempt of someone who is not an active member has no code: whatever is typed is wrong.
      if (usableAttempt(attempt, now) && signInCodeMatches(attempt.id, code, attempt.codeHash)) {
        await repositories.signInAttempts.spend(workspace.id, attempt.id, now);
        const session = await signMemberIn(repositories, this.ids, attempt.member, {
          workspaceId: workspace.id,
          now,
          userAgent: command.userAgent,
          clientIp: command.clientIp,
        });
        return { kind: 'signed-in', signIn: { cookieValue: session.cookieValue, returnTo: attempt.returnTo } };
      }
      const spentNow = attempt.wrongCodes + 1 >= MAX_WRONG_CODES;
      await repositories.signInAttempts.recordWrongCode(workspace.id, attempt.id, spentNow ? now : null);
      return { kind: 'wrong', spentNow };
    });
    if (outcome.kind === 'signed-in') return outcome.signIn;
    if (outcome.kind === 'unusable') throw DomainError.signInAttemptUnusable();
    await this.counters.increment(workspace.id, wrongCounter, window.start);
    // The wrong code that spends the attempt is told so: typing another one into that form would be in vain.
    throw outcome.spentNow ? DomainError.signInAttemptUnusable() : DomainError.wrongSignInCode();
  }
}
