import type { Provider } from '@nestjs/common';
import {
  AuthenticateRequest,
  AuthenticateSession,
  CreateApiKey,
  EndSession,
  ListApiKeys,
  ListSessions,
  RequestRateLimiter,
  RevokeApiKey,
} from '@forms/application';
import { RATE_LIMITER } from '../tokens';
import { provide } from './provide';

/** Who is calling (an API key, or a member's session), and how often they may. */
export const accessProviders: Provider[] = [
  provide(AuthenticateRequest, ({ adapters, clock }) => new AuthenticateRequest(adapters.authentication, clock)),
  provide(AuthenticateSession, ({ adapters, clock }) => new AuthenticateSession(adapters.sessions, clock)),
  provide(ListSessions, ({ adapters, clock }) => new ListSessions(adapters.sessions, clock)),
  provide(EndSession, ({ adapters, clock }) => new EndSession(adapters.unitOfWork, clock)),
  provide(CreateApiKey, ({ adapters, clock, ids }) => new CreateApiKey(adapters.unitOfWork, clock, ids)),
  provide(ListApiKeys, ({ adapters }) => new ListApiKeys(adapters.unitOfWork)),
  provide(RevokeApiKey, ({ adapters, clock }) => new RevokeApiKey(adapters.unitOfWork, clock)),
  // No limiter at all when API_RATE_LIMIT is 0, so that the guard skips the quota query.
  provide(RATE_LIMITER, ({ adapters, clock, config }) =>
    config.API_RATE_LIMIT === 0 ? null : new RequestRateLimiter(adapters.requestQuotas, clock, { limit: config.API_RATE_LIMIT }),
  ),
];
