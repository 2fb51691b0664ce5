/**
 * Idempotency keys: a request that carries one is done at most once per workspace, scope and key for
 * 24 hours, and a retry gets the first result back.
 *
 * - `scope` says what the key is unique within, chosen by the operation: the public submission intake
 *   uses `submissions:<form id>`; an operation behind an API key would use, say, `api-key:<key id>`.
 * - `fingerprint` identifies the request itself (a hash of its body): the same key with another
 *   fingerprint is refused rather than answered with a result of a different request.
 *
 * Claiming happens outside the change's transaction and commits at once, so that a concurrent retry
 * sees the key in progress; the result is recorded inside the change's transaction (see
 * `IdempotencyRecorder`), so a key is completed exactly when the change it guards committed. A claim
 * whose request died is taken over once its lease ends.
 */
export interface IdempotentRequest {
  workspaceId: string;
  scope: string;
  key: string;
  fingerprint: string;
}

export type IdempotencyClaim =
  /** The caller does the work now and must record its result or release the claim. */
  | { outcome: 'claimed' }
  /** Done before: the stored result, as JSON data. */
  | { outcome: 'completed'; result: unknown }
  | { outcome: 'in_progress' }
  | { outcome: 'fingerprint_mismatch' };

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a claim keeps others waiting before a retry may assume its request died. */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;

export interface IdempotencyKeys {
  claim(request: IdempotentRequest, now: Date): Promise<IdempotencyClaim>;
  /** The work failed: forget the claim, so that a retry runs it again. */
  release(request: IdempotentRequest): Promise<void>;
  /** Deletes the keys whose 24 hours ended before `now` (a claim in progress has not); returns how many. */
  purgeExpired(now: Date): Promise<number>;
}

/** Part of a unit of work: the result commits or rolls back with the change. */
export interface IdempotencyRecorder {
  complete(request: IdempotentRequest, result: unknown, now: Date): Promise<void>;
  /** Forgets the intake's records whose answer is this submission: a replay must neither show nor restore it. */
  forgetSubmission(workspaceId: string, submissionId: string): Promise<void>;
  /** Forgets the intake's records of every submission to the form. */
  forgetForm(workspaceId: string, formId: string): Promise<void>;
}
