import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthenticationReadModel, RateLimitDecision, RequestRateLimiter } from '@forms/application';
import type { WorkspaceAddressing } from '../../auth/workspace-addressing';
import { clientKey } from '../../request/client-info';
import { pathOf } from '../../request/request-target';
import { sendPage } from './page-response';
import { renderNoticePage } from '../sign-in/sign-in-pages.view';

/** What strangers can reach on a workspace's host without a key or a session. */
const PUBLIC_PATH = /^\/(?:$|forms\/|join(?:$|\/)|sign-in(?:$|\/)|sign-out$)/;
/** The JSON intake and the upload endpoint answer their refusals in JSON (with CORS, like their other answers); the rest are pages. */
/** A member's preview of a form counts against the member's own quota (as the console's API), not a client's budget. */
const PREVIEW_ROUTE = /^\/forms\/[^/]+\/preview$/;
const JSON_ROUTE = /^\/forms\/[^/]+\/(?:submissions|uploads)$/;

/** Budgets are counted where request quotas are, under an id of their own that no key or member has. */
function budgetId(key: string): string {
  const hex = hash('sha256', `public-client:${key}`, 'hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface CachedWorkspace {
  id: string | null;
  name: string;
  until: number;
}

const WORKSPACE_CACHE_MS = 60_000;
const WORKSPACE_CACHE_SIZE = 10_000;
const BUDGET_CACHE_SIZE = 10_000;

/**
 * Every public route of a workspace is limited per client (`PUBLIC_RATE_LIMIT` requests per rolling
 * minute), before routing and before any body is read, and refused requests count too: a stranger's
 * flood costs a counter, never a parsed body, a page render or a query. The count is shared by replicas
 * (leased from PostgreSQL like API keys' quotas). Hosts that name no workspace are left to the routes,
 * which answer them 404.
 */
export function publicRateLimit(limiter: RequestRateLimiter, addressing: WorkspaceAddressing, workspaces: AuthenticationReadModel) {
  const cache = new Map<string, CachedWorkspace>();
  const workspaceOf = async (subdomain: string): Promise<CachedWorkspace> => {
    const now = Date.now();
    const cached = cache.get(subdomain);
    if (cached && cached.until > now) return cached;
    const found = await workspaces.findWorkspace(subdomain);
    if (cache.size >= WORKSPACE_CACHE_SIZE) cache.clear();
    const entry = { id: found?.id ?? null, name: found?.name ?? '', until: now + WORKSPACE_CACHE_MS };
    cache.set(subdomain, entry);
    return entry;
  };

  // A client sends many requests in a row (a page, its stylesheet, each step): its budget's id is made once.
  const budgets = new Map<string, string>();
  const budgetOf = (client: string): string => {
    let id = budgets.get(client);
    if (id === undefined) {
      if (budgets.size >= BUDGET_CACHE_SIZE) budgets.clear();
      id = budgetId(client);
      budgets.set(client, id);
    }
    return id;
  };

  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void): void => {
    // The path alone: the request line may name it in absolute form (`GET http://host/forms/ID`).
    const path = pathOf(request);
    if (!PUBLIC_PATH.test(path) || PREVIEW_ROUTE.test(path)) return next();
    const address = addressing.resolve(request);
    if (!address) return next();
    workspaceOf(address.subdomain)
      .then(async (workspace) => {
        if (workspace.id === null) return next();
        const decision = await limiter.take(workspace.id, budgetOf(clientKey(request)));
        if (decision.allowed) return next();
        refuse(response, path, workspace.name, decision);
      })
      .catch(next);
  };
}

function refuse(response: ServerResponse, path: string, workspaceName: string, decision: RateLimitDecision): void {
  const retryAfter = { 'Retry-After': String(decision.resetSeconds) };
  if (JSON_ROUTE.test(path)) {
    response.statusCode = 429;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    response.setHeader('Retry-After', retryAfter['Retry-After']);
    response.end(JSON.stringify({ error: 'Too many requests, try again later' }));
    return;
  }
  sendPage(
    response,
    429,
    renderNoticePage({
      workspaceName,
      heading: 'Too many requests',
      message: `Too many requests came from your network in the last minute. Please try again in ${decision.resetSeconds} seconds.`,
    }),
    retryAfter,
  );
}
