import { DomainError } from '@forms/domain';
import type { IdempotencyKeys, IdempotentRequest } from '../ports/idempotency.port';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';

/**
 * Claims the request's key for the caller (null), or gives back the stored result of the request that
 * completed it; a key in progress (409) or used for another request (422) is refused.
 */
export async function claimOrStoredResult(keys: IdempotencyKeys, request: IdempotentRequest, now: Date): Promise<{ stored: unknown } | null> {
  const claim = await keys.claim(request, now);
  switch (claim.outcome) {
    case 'completed':
      return { stored: claim.result };
    case 'in_progress':
      throw DomainError.idempotencyKeyInProgress();
    case 'fingerprint_mismatch':
      throw DomainError.idempotencyKeyReused();
    case 'claimed':
      return null;
  }
}

/**
 * Runs `work` in one unit of work, at most once per idempotency key: a completed key returns its stored
 * result through `revive` (JSON data back into the result type), a key in progress or used for another
 * request is refused. Without a request it is just `unitOfWork.run(work)`.
 */
export async function runIdempotently<T>(
  options: {
    keys: IdempotencyKeys;
    unitOfWork: UnitOfWork;
    request: IdempotentRequest | null;
    now: () => Date;
    revive: (stored: unknown) => T;
  },
  work: (repositories: Repositories) => Promise<T>,
): Promise<T> {
  const { keys, unitOfWork, request, now, revive } = options;
  if (request === null) return unitOfWork.run(work);
  const earlier = await claimOrStoredResult(keys, request, now());
  if (earlier) return revive(earlier.stored);
  try {
    return await unitOfWork.run(async (repositories) => {
      const result = await work(repositories);
      await repositories.idempotency.complete(request, result, now());
      return result;
    });
  } catch (error) {
    // Nothing was done: a retry with the same key should run again rather than wait for the lease.
    await keys.release(request).catch(() => undefined);
    throw error;
  }
}
