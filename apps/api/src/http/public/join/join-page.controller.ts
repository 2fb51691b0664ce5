import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { JoinWorkspace, OpenJoinPage, ResolvePublicWorkspace } from '@forms/application';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WorkspaceAddressing } from '../../auth/workspace-addressing';
import { clientIp, userAgentOf } from '../../request/client-info';
import { queryOf, readFormBody } from '../../request/form-body';
import { pageWorkspace, refuseCrossSite, SIGN_IN_FORM_BODY_LIMIT, sendPage, sendRefusalPage } from '../shared/page-response';
import { completeSignIn } from '../sign-in/sign-in.controller';
import { renderJoinPage, renderNoticePage } from '../sign-in/sign-in-pages.view';

/**
 * The page behind the join link of an invitation email, on the workspace host. Opening it spends nothing
 * (mail scanners follow links); its one button signs the invited member in.
 */
@ApiExcludeController()
@Controller('join')
export class JoinPageController {
  constructor(
    private readonly resolveWorkspace: ResolvePublicWorkspace,
    private readonly openJoinPage: OpenJoinPage,
    private readonly joinWorkspace: JoinWorkspace,
    private readonly addressing: WorkspaceAddressing,
  ) {}

  @Get()
  async show(@Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    const workspace = await pageWorkspace(request, this.addressing, this.resolveWorkspace);
    const query = queryOf(request);
    const token = query.get('token');
    // Links of invitations sent before join links carried a token name the invitation only: they sign nobody in.
    if (token === null && query.has('invitation')) {
      return sendPage(
        response,
        400,
        renderNoticePage({
          workspaceName: workspace.name,
          heading: 'Link no longer valid',
          message: 'This invitation link is no longer valid. If you are a member of this workspace, sign in with your email address.',
        }),
      );
    }
    try {
      const invitation = await this.openJoinPage.execute({ workspaceId: workspace.id, token });
      sendPage(response, 200, renderJoinPage(Object.assign({ workspaceName: workspace.name }, invitation, { token: token ?? '' })));
    } catch (error) {
      if (sendRefusalPage(response, workspace.name, error)) return;
      throw error;
    }
  }

  @Post()
  async join(@Req() request: IncomingMessage, @Res() response: ServerResponse): Promise<void> {
    const workspace = await pageWorkspace(request, this.addressing, this.resolveWorkspace);
    if (refuseCrossSite(request, response, this.addressing, workspace.name)) return;
    const body = await readFormBody(request, SIGN_IN_FORM_BODY_LIMIT);
    try {
      const signIn = await this.joinWorkspace.execute({
        workspaceId: workspace.id,
        token: body.get('token') ?? '',
        userAgent: userAgentOf(request),
        clientIp: clientIp(request),
      });
      completeSignIn(response, workspace, signIn);
    } catch (error) {
      if (sendRefusalPage(response, workspace.name, error)) return;
      throw error;
    }
  }
}
