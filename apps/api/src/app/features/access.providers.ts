import type { Provider } from '@nestjs/common';
import {
  AuthenticateRequest,
  AuthenticateSession,
  CheckSignInLink,
  ConfirmSignIn,
  CreateApiKey,
  EndSession,
  ListApiKeys,
  ListSessions,
  RequestRateLimiter,
  RequestSignIn,
  RevokeApiKey,
  SignInWithCode,
} from '@forms/application';
import { PUBLIC_RATE_LIMITER, RATE_LIMITER, UNIT_OF_WORK } from '../tokens';
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
  provide(RequestSignIn, ({ adapters, clock, ids }) => new RequestSignIn(adapters.requestCounters, adapters.unitOfWork, clock, ids)),
  provide(CheckSignInLink, ({ adapters, clock }) => new CheckSignInLink(adapters.signInAttempts, clock)),
  provide(ConfirmSignIn, ({ adapters, clock, ids }) => new ConfirmSignIn(adapters.unitOfWork, clock, ids)),
  provide(SignInWithCode, ({ adapters, clock, ids }) => new SignInWithCode(adapters.requestCounters, adapters.unitOfWork, clock, ids)),
  // Outbox handlers that store the secrets of the emails they send.
  provide(UNIT_OF_WORK, ({ adapters }) => adapters.unitOfWork),
  // No limiter at all when API_RATE_LIMIT is 0, so that the guard skips the quota query.
  provide(RATE_LIMITER, ({ adapters, clock, config }) =>
    config.API_RATE_LIMIT === 0 ? null : new RequestRateLimiter(adapters.requestQuotas, clock, { limit: config.API_RATE_LIMIT }),
  ),
  provide(PUBLIC_RATE_LIMITER, ({ adapters, clock, config }) =>
    config.PUBLIC_RATE_LIMIT === 0 ? null : new RequestRateLimiter(adapters.requestQuotas, clock, { limit: config.PUBLIC_RATE_LIMIT, rolling: true }),
  ),
];
