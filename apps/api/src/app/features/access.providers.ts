import type { Provider } from '@nestjs/common';
import { RequestRateLimiter, AuthenticateRequest } from '@forms/application';
import { RATE_LIMITER } from '../tokens';
import { provide } from './provide';

/** API keys: who is calling, and how often they may. Keys themselves are managed from the CLI. */
export const accessProviders: Provider[] = [
  provide(AuthenticateRequest, ({ adapters, clock }) => new AuthenticateRequest(adapters.authentication, clock)),
  // No limiter at all when API_RATE_LIMIT is 0, so that the guard skips the quota query.
  provide(RATE_LIMITER, ({ adapters, clock, config }) =>
    config.API_RATE_LIMIT === 0 ? null : new RequestRateLimiter(adapters.requestQuotas, clock, { limit: config.API_RATE_LIMIT }),
  ),
];
