/** The member an attempt or an invitation signs in, as they are now (deactivation applies at once). */
export interface SigningInMember {
  id: string;
  email: string;
  organizationRole: string;
  active: boolean;
}

/** A sign-in attempt as stored: never its link or code, only their hashes. */
export interface StoredSignInAttempt {
  id: string;
  /** Null for an address that is not a member's: such an attempt never gets a link or a code. */
  teamMemberId: string | null;
  email: string;
  tokenHash: Uint8Array | null;
  codeHash: Uint8Array | null;
  wrongCodes: number;
  /** The console page to land on once signed in. */
  returnTo: string | null;
  createdAt: Date;
  expiresAt: Date;
  spentAt: Date | null;
  /** Hash of the browser whose page holds the attempt (its sign-in cookie); null for a link handed out directly. */
  browserHash: Uint8Array | null;
  member: SigningInMember | null;
}

export interface NewSignInAttempt {
  workspaceId: string;
  id: string;
  teamMemberId: string | null;
  email: string;
  returnTo: string | null;
  clientIp: string;
  createdAt: Date;
  expiresAt: Date;
  /** Set at once for a link handed out directly (the command line, the start-up banner); otherwise when emailed. */
  tokenHash: Uint8Array | null;
  /** The browser that asked (see `StoredSignInAttempt.browserHash`). */
  browserHash: Uint8Array | null;
}

/** Sign-in attempts change in the transaction of what uses them (a request, a sign-in, a sent email). */
export interface SignInAttemptRepository {
  insert(attempt: NewSignInAttempt): Promise<void>;
  /** The attempt with its member, holding the attempt's row lock until the transaction ends. */
  lockForUse(workspaceId: string, id: string): Promise<StoredSignInAttempt | null>;
  spend(workspaceId: string, id: string, now: Date): Promise<void>;
  /**
   * Counts one wrong code on the attempt unless it already has `limit`; the count after it, or null when
   * the limit was reached. Only the code stops working at the limit: the emailed link still does.
   */
  recordWrongCode(workspaceId: string, id: string, limit: number): Promise<number | null>;
  /**
   * Adds one to a fixed-window counter (as `RequestCounters`) in this transaction, unless it has reached
   * `limit`: false then, and nothing is added. Concurrent takes never count past the limit.
   */
  takeCount(workspaceId: string, counter: string, windowStart: Date, limit: number): Promise<boolean>;
  /** A fixed-window counter's count so far, read in this transaction. */
  countOf(workspaceId: string, counter: string, windowStart: Date): Promise<number>;
  /** Whether this browser signed the member in since `since`. */
  isKnownBrowser(workspaceId: string, teamMemberId: string, browserHash: Uint8Array, since: Date): Promise<boolean>;
  /** Remembers that this browser signed the member in (now). */
  rememberBrowser(workspaceId: string, teamMemberId: string, browserHash: Uint8Array, now: Date): Promise<void>;
  /**
   * Gives a still usable attempt its link and code (replacing any earlier ones: a retried email carries
   * new ones). False when the attempt is spent, expired or gone: nothing is to be sent.
   */
  setSecrets(workspaceId: string, id: string, tokenHash: Uint8Array, codeHash: Uint8Array, now: Date): Promise<boolean>;
}

export interface SignInAttemptReadModel {
  /** The attempt with its member, without a lock: for the page a link opens, which uses nothing up. */
  findById(workspaceId: string, id: string): Promise<StoredSignInAttempt | null>;
}

/**
 * Fixed-window counters shared by every replica (request_counters): one statement adds one and returns
 * the window's count, so concurrent requests add up exactly.
 */
export interface RequestCounters {
  /** Adds one to `counter` in the window starting at `windowStart`; the count including this one. */
  increment(workspaceId: string, counter: string, windowStart: Date): Promise<number>;
  /** The window's count so far, without adding. */
  current(workspaceId: string, counter: string, windowStart: Date): Promise<number>;
}

/** An invitation as its join link finds it: the token's hash, its expiry and whether it was used. */
export interface JoinInvitation {
  id: string;
  teamMemberId: string;
  email: string;
  invitedBy: string;
  workspaceName: string;
  tokenHash: Uint8Array | null;
  tokenExpiresAt: Date | null;
  usedAt: Date | null;
  member: SigningInMember | null;
}

export interface JoinInvitationReadModel {
  findForJoin(workspaceId: string, id: string): Promise<JoinInvitation | null>;
}

/** What a sign-in email carries; link and code exist in clear only on their way to the mail server. */
export interface SignInEmail {
  to: string;
  workspaceName: string;
  link: string;
  code: string;
}

/** Sends a sign-in email; throws when the mail server refuses or cannot be reached. */
export interface SignInMailer {
  send(email: SignInEmail): Promise<void>;
}
