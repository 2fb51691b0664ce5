import type { IncomingMessage, ServerResponse } from 'node:http';
import { ResolvePublicWorkspace } from '@forms/application';
import { DomainError, DomainErrorCode, TooManySignInAttempts } from '@forms/domain';
import { isSameOrigin } from '../../auth/same-origin';
import type { WorkspaceAddressing } from '../../auth/workspace-addressing';
import { renderNoticePage } from '../sign-in/sign-in-pages.view';

/** Sign-in forms carry an address, a code or a token: a few hundred bytes. Anything far larger is not one. */
export const SIGN_IN_FORM_BODY_LIMIT = 8 * 1024;

/** Pages of signing in hold secrets (tokens, attempt ids) and the signed-in state: never cached anywhere. */
export function sendPage(response: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.end(html);
}

/** 303: the browser follows with a GET, so reloading the page it lands on posts nothing again. */
export function seeOther(response: ServerResponse, location: string): void {
  response.statusCode = 303;
  response.setHeader('Location', location);
  response.setHeader('Cache-Control', 'no-store');
  response.end();
}

export interface PageWorkspace {
  id: string;
  name: string;
  /** `{base_url}` as the visitor addressed it. */
  baseUrl: string;
  /** The configured address (PUBLIC_ORIGIN_TEMPLATE): every link stored or emailed starts with it. */
  publicOrigin: string;
  /** The visitor reached the service over https (directly or through a trusted proxy): cookies are Secure. */
  secure: boolean;
}

/** The workspace the host names; an unknown host is the same 404 as on every workspace route. */
export async function pageWorkspace(request: IncomingMessage, addressing: WorkspaceAddressing, resolve: ResolvePublicWorkspace): Promise<PageWorkspace> {
  const address = addressing.resolve(request);
  const workspace = await resolve.execute(address?.subdomain ?? null);
  return { id: workspace.id, name: workspace.name, baseUrl: address!.baseUrl, publicOrigin: address!.publicOrigin, secure: addressing.scheme(request) === 'https' };
}

/**
 * A form of another site (or a sandboxed frame, `Origin: null`) posting with the visitor's browser: refused
 * with a page, before the body is read, so nothing is sent or changed. True when the request was refused.
 */
export function refuseCrossSite(request: IncomingMessage, response: ServerResponse, addressing: WorkspaceAddressing, workspaceName: string): boolean {
  if (isSameOrigin(request, addressing)) return false;
  sendPage(
    response,
    403,
    renderNoticePage({
      workspaceName,
      heading: 'Request refused',
      message: 'This request did not come from a page of this workspace, so it was refused. Nothing was sent or changed.',
    }),
  );
  return true;
}

/** The refusals every sign-in form shares, as pages; false for anything else (the caller rethrows). */
export function sendRefusalPage(response: ServerResponse, workspaceName: string, error: unknown): boolean {
  if (error instanceof TooManySignInAttempts) {
    sendPage(
      response,
      429,
      renderNoticePage({ workspaceName, heading: 'Too many attempts', message: 'Too many sign-in attempts from your network. Please try again later.' }),
      { 'Retry-After': String(error.retryAfterSeconds) },
    );
    return true;
  }
  if (error instanceof DomainError && error.code === DomainErrorCode.SignInUnusable) {
    sendPage(response, 400, renderNoticePage({ workspaceName, heading: 'Link no longer valid', message: `${error.message}. Please sign in again.` }));
    return true;
  }
  return false;
}
