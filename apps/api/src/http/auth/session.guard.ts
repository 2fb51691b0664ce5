import { Inject, Injectable } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { AuthenticateSession, type RequestRateLimiter } from '@forms/application';
import { RATE_LIMITER } from '../../app/tokens';
import { authenticateSession } from '../access/access.guard';
import type { ApiRequest } from './api-request';
import type { Principal } from './principal';
import { WorkspaceAddressing } from './workspace-addressing';

/**
 * A member's session for the pages only members see (the preview of a form), so that they are signed in
 * exactly as the console's API is (whose routes take `@Access('session')`).
 */
@Injectable()
export class SessionGuard {
  constructor(
    private readonly authenticate: AuthenticateSession,
    private readonly addressing: WorkspaceAddressing,
    @Inject(RATE_LIMITER) private readonly rateLimiter: RequestRateLimiter | null,
  ) {}

  authenticateRequest(request: ApiRequest, response: ServerResponse): Promise<Principal> {
    return authenticateSession({ authenticate: this.authenticate, addressing: this.addressing, rateLimiter: this.rateLimiter }, request, response);
  }
}
