import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import { ContentNegotiationGuard } from '../request/content-negotiation.guard';
import { Access, type Credential } from './access.guard';

/**
 * Who a route is for: integrators on the external API's v2, or the console. Each has its prefix and its
 * credential; a route written once for both is mounted under both prefixes.
 */
export type Audience = 'v2' | 'console';

export const MOUNTS: Record<Audience, { prefix: string; credential: Credential }> = {
  v2: { prefix: 'api/external/v2', credential: 'api-key' },
  console: { prefix: 'api/console', credential: 'session' },
};

/** The audience a controller path is mounted for, or undefined for one outside both (v1, the public pages). */
export function audienceOfPath(path: string): Audience | undefined {
  const normalized = path.replace(/^\/+/, '');
  return (Object.keys(MOUNTS) as Audience[]).find((audience) => normalized === MOUNTS[audience].prefix || normalized.startsWith(`${MOUNTS[audience].prefix}/`));
}

/**
 * A controller serving `path` for each audience named (`forms` → `/api/external/v2/forms` and
 * `/api/console/forms`), each mount taking its audience's credential. Which operations each document
 * shows, and under which names, is said with `DocumentedFor`.
 */
export function FeatureController(path: string, ...audiences: Audience[]): ClassDecorator {
  return applyDecorators(
    Controller(audiences.map((audience) => `${MOUNTS[audience].prefix}/${path}`)),
    Access(...audiences.map((audience) => MOUNTS[audience].credential)),
  );
}

/** A FeatureController whose answers are JSON: after the credential, Accept and the body are read (406, 415, 413, 400). */
export function JsonFeatureController(path: string, ...audiences: Audience[]): ClassDecorator {
  return applyDecorators(FeatureController(path, ...audiences), UseGuards(ContentNegotiationGuard));
}
