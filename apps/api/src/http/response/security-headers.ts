import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathOf } from '../request/request-target';

/**
 * Who may frame the fill page: any site when the workspace names none (`*`), otherwise only the origins
 * it lists. Origins are written as they come (the brand's write checks them); anything that could break
 * out of the directive (spaces, semicolons, commas, quotes) is dropped rather than trusted.
 */
export function frameAncestors(origins: readonly string[]): string {
  const allowed = origins.filter((origin) => /^https?:\/\/[^\s;,'"]+$/.test(origin));
  return `frame-ancestors ${allowed.length === 0 ? '*' : allowed.join(' ')}`;
}

/**
 * The fill page is meant to be embedded in customers' own sites, so any site may frame it unless its
 * workspace lists the sites that may (`embed_origins`); it loads nothing from elsewhere and posts only to
 * its own origin.
 */
export function fillPageCsp(embedOrigins: readonly string[]): string {
  return (
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
    `form-action 'self'; base-uri 'none'; ${frameAncestors(embedOrigins)}`
  );
}

/** The fill page's policy before its workspace is known: any site may frame it. */
export const FILL_PAGE_CSP = fillPageCsp([]);

/**
 * For the fill page's handlers once the workspace is known: restricts framing to its `embed_origins`
 * (empty: any site). The middleware below sets the open policy ahead of routing; this replaces it.
 */
export function setFillPageFraming(response: { setHeader(name: string, value: string): unknown }, embedOrigins: readonly string[]): void {
  response.setHeader('Content-Security-Policy', fillPageCsp(embedOrigins));
}

/**
 * Every other page (the join page, signing in): the fill page's policy, but nobody may frame it
 * (clickjacking). A member's preview of a form takes it too (it is the fill page itself, inline styles
 * included, rather than the console's stricter one), framable by its own origin only.
 */
export const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * A member's preview of a form: the same policy, but framed by this origin's own pages only (the console's
 * Share panel previews each embed with it), never by another site.
 */
export const PREVIEW_CSP = PAGE_CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

/**
 * The console's web app: its scripts and stylesheets are files of this origin (no inline script or style,
 * no eval), it calls only its own API and posts only here (signing out), and nobody may frame it.
 */
export const CONSOLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * A member's preview of a form: signed in with the member's session, so never framed by another site,
 * unlike the fill page.
 */
const PREVIEW_PATH = /^\/forms\/[^/]+\/preview\/?$/i;

/**
 * Pages whose address carries a secret (the emailed sign-in link's token, the invitation's): the browser
 * must not send that address on as the Referer of anything the page loads or links to.
 */
const TOKEN_PAGE_PATH = /^\/(?:sign-in\/confirm|join)\/?$/i;

/** Swagger UI: its own scripts and styles (it sets inline styles), calls to this origin, never framed. */
export const DOCS_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * Headers decided by path, before routing, so that error pages get them too:
 * - every response: `X-Content-Type-Options: nosniff`;
 * - the external and the console API (tenant data: member emails, submissions): `Cache-Control: no-store`,
 *   so that no browser or intermediary keeps a copy, errors included;
 * - HTML pages: a Content-Security-Policy whose frame-ancestors lets customers embed the fill page
 *   (`/forms/{id}`) and nothing else (the member's preview of it only in this origin's own pages); the
 *   console's app gets a stricter one of its own;
 * - pages whose address carries a token: `Referrer-Policy: no-referrer`.
 */
export function securityHeaders() {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const path = pathOf(request);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (path.startsWith('/api/external/') || path.startsWith('/api/console/')) {
      response.setHeader('Cache-Control', 'no-store');
    } else if (PREVIEW_PATH.test(path)) {
      response.setHeader('Content-Security-Policy', PREVIEW_CSP);
      response.setHeader('X-Frame-Options', 'SAMEORIGIN');
    } else if (path.startsWith('/forms/')) {
      response.setHeader('Content-Security-Policy', FILL_PAGE_CSP);
    } else if (path === '/console' || path.startsWith('/console/')) {
      response.setHeader('Content-Security-Policy', CONSOLE_CSP);
      response.setHeader('X-Frame-Options', 'DENY');
    } else if (path.startsWith('/api/docs')) {
      response.setHeader('Content-Security-Policy', DOCS_CSP);
      response.setHeader('X-Frame-Options', 'DENY');
    } else if (!path.startsWith('/health/') && path !== '/metrics') {
      response.setHeader('Content-Security-Policy', PAGE_CSP);
      response.setHeader('X-Frame-Options', 'DENY');
      if (TOKEN_PAGE_PATH.test(path)) response.setHeader('Referrer-Policy', 'no-referrer');
    }
    next();
  };
}
