import type { IdempotencyKeys, IdempotentRequest } from '../ports/idempotency.port';
import type { Clock } from '../ports/system.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { claimOrStoredResult } from './run-idempotently';

/**
 * Runs an operation at most once per idempotency key, whatever the operation: the delivery edge hands it
 * the work and the answer to keep, and a retry with the same key gets that answer back. The claim is the
 * same as the submission intake's (one table, one lease); the answer is recorded right after the work,
 * in its own transaction, since the work's transaction belongs to the use case it runs.
 */
export class RunOnce {
  constructor(
    private readonly keys: IdempotencyKeys,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute<T>(request: IdempotentRequest, work: () => Promise<T>): Promise<T> {
    const earlier = await claimOrStoredResult(this.keys, request, this.clock.now());
    if (earlier) return earlier.stored as T;
    let result: T;
    try {
      result = await work();
    } catch (error) {
      // A refused or failed request changed nothing: a retry with the same key runs again.
      await this.keys.release(request).catch(() => undefined);
      throw error;
    }
    // Should this write fail, the key stays claimed until its lease ends; the client has its answer.
    await this.unitOfWork
      .run(({ idempotency }) => idempotency.complete(request, result, this.clock.now()))
      .catch(() => undefined);
    return result;
  }
}
