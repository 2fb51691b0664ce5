import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { type Permission, refusalOf } from '@forms/domain';
import { Access, RequiresPermission } from '../access/access.guard';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { AnswersJson, ApiErrorResponse, ExternalApiDocs } from '../openapi/openapi.decorators';
import { DocumentedFor } from '../openapi/audience';
import { JsonFeatureController } from './mounts';
import { ContentNegotiationGuard } from '../request/content-negotiation.guard';

/** The security scheme of the console's document: the session cookie. */
export const SESSION_SCHEME = 'session';
export const CONSOLE_PREFIX = 'api/console';

/**
 * The groups of the console's operations, each declared once in its document with what it holds; a
 * controller names one of these, so that no operation carries a group the document does not describe.
 */
export const CONSOLE_TAGS = {
  'console: me': "The signed-in member: their profile, their workspace, what they may do, and their own sessions",
  'console: forms': 'Forms and their questions: create, list, edit, publish, delete',
  'console: submissions': "A form's submissions: list, read, erase, export, and the files answered to file questions",
  'console: insights': 'What the submissions of a form add up to, question by question',
  'console: analytics': 'Views of the fill page, submissions and completion rate of a form over time, and how far respondents get page by page',
  'console: team': 'Team members and roles; changes are for Admins',
  'console: API keys': "The workspace's keys to the external API; for Admins",
  'console: webhooks': 'Webhooks, their delivery logs and retries',
  'console: activity': 'Who changed what in the workspace, whichever interface made the change; for Admins',
  'console: brand': "How the workspace's forms look: colours checked for contrast, font, corners; for Admins",
} as const;

export type ConsoleTag = keyof typeof CONSOLE_TAGS;

/** An operation only Admins may call (see RequiresPermission), with its 403 documented. */
export function AdminOnly(permission: Permission): MethodDecorator {
  return applyDecorators(
    RequiresPermission(permission),
    ApiErrorResponse(403, 'The signed-in member is not an Admin (or, for a change, the request came from another site)', refusalOf(permission)),
  );
}

/**
 * A controller of the console's API: workspace and session (`@Access('session')`, with the Origin check
 * of changes), the Admin-only permission, then Accept and body handling, with the statuses every such
 * operation can answer.
 */
export function ConsoleApi(tag: ConsoleTag): ClassDecorator {
  return applyDecorators(Access('session'), UseGuards(ContentNegotiationGuard), ConsoleApiDocs(tag));
}

/** What ConsoleApi documents, for a controller that serves the external API too (`DocumentedFor('console', ...)`). */
export function ConsoleApiDocs(tag: ConsoleTag): ClassDecorator {
  return applyDecorators(
    ApiTags(tag),
    ApiCookieAuth(SESSION_SCHEME),
    AnswersJson(),
    ApiErrorResponse(401, `No live session of this workspace came with the request (the ${SESSION_COOKIE} cookie)`, 'Sign in to continue'),
    ApiErrorResponse(404, 'The host names no workspace', 'Workspace not found'),
    ApiErrorResponse(406, 'The Accept header does not admit application/json', 'Accept must admit application/json, the only media type this API produces'),
    ApiErrorResponse(500, 'A fault of the service (logged); never caused by client input', 'Internal server error'),
    ApiErrorResponse(503, 'The database cannot be reached', 'Service unavailable'),
  ) as ClassDecorator;
}

/**
 * A JSON controller written once for integrators (v2, with a key) and the console (with a session): mounted
 * under both prefixes, documented in the external document as v2 and in the console's under `tag`.
 */
export function V2AndConsoleController(path: string, tag: ConsoleTag): ClassDecorator {
  return applyDecorators(
    JsonFeatureController(path, 'v2', 'console'),
    DocumentedFor('v2', ExternalApiDocs('v2')),
    DocumentedFor('console', ConsoleApiDocs(tag)),
  );
}

/** A JSON controller of what only the console has (beside a `V2AndConsoleController` of the same feature). */
export function ConsoleOnlyController(path: string, tag: ConsoleTag): ClassDecorator {
  return applyDecorators(JsonFeatureController(path, 'console'), ConsoleApiDocs(tag));
}
