import express, { type Express, type NextFunction, type Request, type Response, type Router } from 'express';

/** The HTTP methods Nest registers routes with: each one of Express's route methods of the same name. */
export const ROUTE_METHODS = ['get', 'post', 'put', 'delete', 'patch', 'head', 'options', 'all', 'search'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/** The API's paths (the external versions and the console's): every other path is a page. */
const API_PREFIX = '/api/';

/**
 * Express tries an app's routes one after another, testing each route's pattern against the path until
 * one matches, so a request paid for the patterns of every route registered before its own: a page for a
 * respondent those of the whole API, a light API read those of every page and of the API routes before it.
 * The routes are kept in two routers instead, the API's and the pages', and one test of the path's start
 * sends a request to its own. The two sit where the routes would have been (after the middleware added
 * before them, before the not-found handler added after them), and a path that neither answers goes on to
 * the not-found handler as before. Each router matches exactly, like the app (see exactRoutingExpress).
 */
export class RouteFamilies {
  private readonly api: Router = express.Router({ caseSensitive: true, strict: true });
  private readonly pages: Router = express.Router({ caseSensitive: true, strict: true });
  private mounted = false;

  constructor(private readonly app: Express) {}

  /** Registers a route (`path`, then its handlers) in the router of its path's family. */
  register(method: RouteMethod, path: unknown, handlers: unknown[]): void {
    if (!this.mounted) {
      this.mounted = true;
      this.app.use((request: Request, response: Response, next: NextFunction) =>
        (request.url.startsWith(API_PREFIX) ? this.api : this.pages)(request, response, next),
      );
    }
    const router = typeof path === 'string' && path.startsWith(API_PREFIX) ? this.api : this.pages;
    (router[method] as (path: unknown, ...handlers: unknown[]) => unknown).call(router, path, ...handlers);
  }
}
