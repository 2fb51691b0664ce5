import { createParamDecorator, type ExecutionContext, Injectable, type PipeTransform } from '@nestjs/common';
import { type IdempotentRequest, RunOnce } from '@forms/application';
import type { ApiRequest } from '../auth/api-request';
import { fingerprintOf, idempotencyKeyOf } from './idempotency-key';
import { pathOf } from './request-target';

/** The request's Idempotency-Key, in the two ways a write can honour it. */
export interface OnceOnly {
  /**
   * The key, scoped to the caller (its principal) and with the request's fingerprint (null without a key), for a use
   * case that records its result in the same transaction as its change: a crash between the two cannot
   * leave a change whose key a retry would run again.
   */
  readonly request: IdempotentRequest | null;
  /**
   * For a write that may safely happen twice (sending a delivery again): runs it at most once per key and
   * records the answer right after its change committed. Without a key, simply runs it.
   */
  run<T>(work: () => Promise<T>): Promise<T>;
}

const WITHOUT_KEY: OnceOnly = { request: null, run: (work) => work() };

/**
 * Turns the request into its OnceOnly: the Idempotency-Key checked (422 when malformed), scoped to the
 * caller, and the fingerprint of the method, path and body, so that the same key on another route or with
 * another body is another request.
 */
@Injectable()
export class OnceOnlyPipe implements PipeTransform<ApiRequest, OnceOnly> {
  constructor(private readonly runOnce: RunOnce) {}

  transform(request: ApiRequest): OnceOnly {
    const key = idempotencyKeyOf(request);
    const principal = request.principal;
    if (key === undefined || !principal) return WITHOUT_KEY;
    const path = pathOf(request).toLowerCase();
    const idempotent = {
      workspaceId: principal.workspace.id,
      scope: principal.scope,
      key,
      fingerprint: fingerprintOf({ method: request.method, path, body: request.body ?? null }),
    };
    return { request: idempotent, run: (work) => this.runOnce.execute(idempotent, work) };
  }
}

const TheRequest = createParamDecorator((_: unknown, context: ExecutionContext): ApiRequest => context.switchToHttp().getRequest<ApiRequest>());

/**
 * Every POST of the v2 API takes this parameter and honours it: done at most once per key
 * and caller for 24 hours, a retry with the same body gets the first answer again, the same key with
 * another request is 422 and a concurrent duplicate 409. The key is claimed only once the handler runs, after
 * the guards and the body's validation passed, so a refused request keeps nothing and can be retried as it is.
 *
 * A parameter rather than an interceptor: Nest runs every interceptor through an Observable chain on
 * every request, which cost a create-form request about a tenth of its CPU.
 */
export const IdempotentWrite = (): ParameterDecorator => TheRequest(OnceOnlyPipe);
