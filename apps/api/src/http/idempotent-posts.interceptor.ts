import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { RunOnce } from '@forms/application';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { ApiRequest } from './api-request';
import { fingerprintOf, idempotencyKeyOf } from './public/public-request';

/**
 * Every POST of the API may carry an Idempotency-Key: done at most once per key and API key for 24 hours,
 * a retry with the same body gets the first answer again, the same key with another request is 422 and a
 * concurrent duplicate 409. Runs after the guards (workspace, key, rate limit, scope, body) and before
 * validation, so a refused request keeps nothing and can be retried as it is.
 */
@Injectable()
export class IdempotentPosts implements NestInterceptor {
  constructor(private readonly runOnce: RunOnce) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    if (request.method !== 'POST') return next.handle();
    const key = idempotencyKeyOf(request);
    if (key === undefined || !request.workspace || !request.apiKey) return next.handle();
    const path = (request.url ?? '').split('?')[0].toLowerCase();
    const idempotent = {
      workspaceId: request.workspace.id,
      scope: `api-key:${request.apiKey.id}`,
      key,
      // The same key on another route is another request, even with the same body.
      fingerprint: fingerprintOf({ method: request.method, path, body: request.body ?? null }),
    };
    return from(this.runOnce.execute(idempotent, () => lastValueFrom(next.handle())));
  }
}
