import type { DomainEvent } from '@forms/domain';
import type { OutboxHandler } from '../../shared/ports/outbox.port';
import type { SignInMailer } from '../../shared/ports/sign-in.port';
import type { Clock } from '../../shared/ports/system.port';
import type { UnitOfWork } from '../../shared/ports/unit-of-work.port';
import { issueToken } from '../secret-token';
import { hashSignInCode, newSignInCode } from './sign-in-rules';

/** The link of a sign-in email: the page it opens asks for one click, so that opening it spends nothing. */
export function signInLink(baseUrl: string, token: string): string {
  return `${baseUrl}/sign-in/confirm?token=${token}`;
}

/**
 * Emails a member the link and the code of their sign-in attempt. Both are made here, as the email goes
 * out, and only their hashes are stored: no secret ever waits in the outbox, and a retried email carries
 * new ones (the earlier, unsent ones stop working). An attempt spent or expired meanwhile gets nothing, and
 * so does the attempt of an address that is no member's: it was recorded only so that it looks the same.
 */
export class SendSignInEmail implements OutboxHandler {
  readonly name = 'sign-in-email';
  /** A sign-in email is worth something for minutes only: a few quick retries, then give up. */
  readonly maxAttempts = 8;

  constructor(
    private readonly mailer: SignInMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  retryDelayMs(failedAttempts: number): number {
    return Math.min(1_000 * 2 ** (failedAttempts - 1), 60_000);
  }

  async handle(event: DomainEvent): Promise<void> {
    if (event.type !== 'sign_in.requested') return;
    const issued = issueToken(event.attemptId);
    const code = newSignInCode();
    const usable = await this.unitOfWork.run(({ signInAttempts }) =>
      signInAttempts.setSecrets(event.workspaceId, event.attemptId, issued.hash, hashSignInCode(event.attemptId, code), this.clock.now()),
    );
    if (!usable) return;
    await this.mailer.send({ to: event.email, workspaceName: event.workspaceName, link: signInLink(event.baseUrl, issued.token), code });
  }
}
