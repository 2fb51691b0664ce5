import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  AuthenticateSession,
  CheckSignInLink,
  ConfirmSignIn,
  type CompletedSignIn,
  consoleReturnPath,
  EndSession,
  newBrowserSecret,
  RequestSignIn,
  ResolvePublicWorkspace,
  SignInWithCode,
} from '@forms/application';
import { DomainError, DomainErrorCode, memberActor } from '@forms/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import { ensureSignInBrowserCookie, readSignInBrowserCookie, setSignInBrowserCookie } from '../../auth/sign-in-browser-cookie';
import { WorkspaceAddressing } from '../../auth/workspace-addressing';
import { clientIp, userAgentOf } from '../../request/client-info';
import { queryOf, readFormBody } from '../../request/form-body';
import { type PageWorkspace, pageWorkspace, refuseCrossSite, SIGN_IN_FORM_BODY_LIMIT, seeOther, sendPage, sendRefusalPage } from '../shared/page-response';
import { renderCheckEmailPage, renderConfirmPage, renderSignInPage } from './sign-in-pages.view';

/** A new session's cookie, then on to the console page the member was going to (or its start). */
export function completeSignIn(response: ServerResponse, workspace: PageWorkspace, signIn: CompletedSignIn, newBrowser?: string): void {
  setSessionCookie(response, signIn.cookieValue, workspace.secure);
  // A browser that had no sign-in cookie of its own gets one, to be known as the member's next time.
  if (newBrowser) setSignInBrowserCookie(response, newBrowser, workspace.secure);
  seeOther(response, `${workspace.baseUrl}${consoleReturnPath(signIn.returnTo) ?? '/console'}`);
}

function isValidationFailure(error: unknown): error is DomainError {
  return error instanceof DomainError && error.code === DomainErrorCode.ValidationFailed;
}

/**
 * Signing in to a workspace with an emailed link or code, on the workspace host: server-rendered pages
 * whose forms post back here. Every POST must come from the workspace's own pages (Origin), or it is
 * refused before anything is read, sent or changed.
 */
@ApiExcludeController()
@Controller()
export class SignInController {
  constructor(
    private readonly resolveWorkspace: ResolvePublicWorkspace,
    private readonly addressing: WorkspaceAddressing,
    private readonly requestSignIn: RequestSignIn,
    private readonly checkSignInLink: CheckSignInLink,
    private readonly confirmSignIn: ConfirmSignIn,
    private readonly signInWithCode: SignInWithCode,
    private readonly authenticateSession: AuthenticateSession,
    private readonly endSession: EndSession,
  ) {}

  private workspace(request: IncomingMessage): Promise<PageWorkspace> {
    return pageWorkspace(request, this.addressing, this.resolveWorkspace);
  }

  @Get()
  async root(@Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    const workspace = await this.workspace(request);
    seeOther(response, `${workspace.baseUrl}/console`);
  }

  @Get('sign-in')
  async showSignIn(@Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    const workspace = await this.workspace(request);
    sendPage(response, 200, renderSignInPage({ workspaceName: workspace.name, next: consoleReturnPath(queryOf(request).get('next')) }));
  }

  @Post('sign-in')
  async signIn(@Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    const workspace = await this.workspace(request);
    if (refuseCrossSite(request, response, this.addressing, workspace.name)) return;
    const body = await readFormBody(request, SIGN_IN_FORM_BODY_LIMIT);
    const next = consoleReturnPath(body.get('next'));
    try {
      const { attemptId } = await this.requestSignIn.execute({
        workspace,
        email: body.get('email') ?? '',
        returnTo: next,
        clientIp: clientIp(request),
        browserSecret: ensureSignInBrowserCookie(request, response, workspace.secure),
        baseUrl: workspace.publicOrigin,
      });
      sendPage(response, 200, renderCheckEmailPage({ workspaceName: workspace.name, attemptId }));
    } catch (error) {
      if (isValidationFailure(error) && error.field) {
        const problem = `Email ${error.field.problem}.`;
        return sendPage(response, 422, renderSignInPage({ workspaceName: workspace.name, next, email: body.get('email') ?? '', problem }));
      }
      if (sendRefusalPage(response, workspace.name, error)) return;
      throw error;
    }
  }

  @Get('sign-in/confirm')
  async showConfirm(@Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    const workspace = await this.workspace(request);
    const token = queryOf(request).get('token') ?? '';
    try {
      // Looks only: a mail scanner that follows the link must not spend it.
      await this.checkSignInLink.execute({ workspaceId: workspace.id, token });
    } catch (error) {
      if (sendRefusalPage(response, workspace.name, error)) return;
      throw error;
    }
    sendPage(response, 200, renderConfirmPage({ workspaceName: workspace.name, token }));
  }

  @Post('sign-in/confirm')
  async confirm(@Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    const workspace = await this.workspace(request);
    if (refuseCrossSite(request, response, this.addressing, workspace.name)) return;
    const body = await readFormBody(request, SIGN_IN_FORM_BODY_LIMIT);
    // The browser that opens the link is the member's: it is remembered, with a cookie of its own if need be.
    const held = readSignInBrowserCookie(request, workspace.secure);
    const browserSecret = held ?? newBrowserSecret();
    try {
      const signIn = await this.confirmSignIn.execute({
        workspaceId: workspace.id,
        token: body.get('token') ?? '',
        userAgent: userAgentOf(request),
        clientIp: clientIp(request),
        browserSecret,
      });
      completeSignIn(response, workspace, signIn, held ? undefined : browserSecret);
    } catch (error) {
      if (sendRefusalPage(response, workspace.name, error)) return;
      throw error;
    }
  }

  @Post('sign-in/code')
  async code(@Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    const workspace = await this.workspace(request);
    if (refuseCrossSite(request, response, this.addressing, workspace.name)) return;
    const body = await readFormBody(request, SIGN_IN_FORM_BODY_LIMIT);
    const attemptId = body.get('attempt') ?? '';
    try {
      const signIn = await this.signInWithCode.execute({
        workspaceId: workspace.id,
        attemptId,
        code: body.get('code') ?? '',
        userAgent: userAgentOf(request),
        clientIp: clientIp(request),
        browserSecret: readSignInBrowserCookie(request, workspace.secure),
      });
      completeSignIn(response, workspace, signIn);
    } catch (error) {
      if (error instanceof DomainError && error.code === DomainErrorCode.WrongSignInCode) {
        return sendPage(response, 422, renderCheckEmailPage({ workspaceName: workspace.name, attemptId, problem: error.message }));
      }
      if (sendRefusalPage(response, workspace.name, error)) return;
      throw error;
    }
  }

  /** Ends the session the request came with (if it still is one), and always clears the cookie. */
  @Post('sign-out')
  async signOut(@Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    const workspace = await this.workspace(request);
    if (refuseCrossSite(request, response, this.addressing, workspace.name)) return;
    try {
      const session = await this.authenticateSession.execute({ subdomain: this.addressing.resolve(request)!.subdomain, cookieValue: readSessionCookie(request, workspace.secure) });
      const actor = memberActor({ id: session.member.id, email: session.member.email, workspaceId: session.workspace.id, organizationRole: session.member.organizationRole }, clientIp(request));
      await this.endSession.execute({ actor, workspaceId: session.workspace.id, sessionId: session.sessionId });
    } catch (error) {
      // Signed out already (or never signed in): there is nothing to end, only the cookie to clear.
      if (!(error instanceof DomainError && error.code === DomainErrorCode.SignInRequired)) throw error;
    }
    clearSessionCookie(response, workspace.secure);
    seeOther(response, `${workspace.baseUrl}/sign-in`);
  }
}
