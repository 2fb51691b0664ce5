import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { OpenJoinPage } from '@forms/application';
import type { IncomingMessage } from 'node:http';
import { WorkspaceAddressing } from '../auth/workspace-addressing';
import { escapeHtml, htmlPage } from './html-page';

/**
 * The page behind the join link of an invitation email, on the workspace host. Signing in is not part of
 * this service; the page confirms the invitation so that the link in the email lands somewhere true.
 */
@ApiExcludeController()
@Controller('join')
export class JoinPageController {
  constructor(
    private readonly openJoinPage: OpenJoinPage,
    private readonly addressing: WorkspaceAddressing,
  ) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async show(@Req() request: IncomingMessage, @Query('invitation') invitationId: unknown): Promise<string> {
    const address = this.addressing.resolve(request);
    const invitation = await this.openJoinPage.execute({ subdomain: address?.subdomain ?? null, invitationId });
    const workspace = escapeHtml(invitation.workspaceName);
    const inviter = invitation.invitedBy ? ` by ${escapeHtml(invitation.invitedBy)}` : '';
    return htmlPage(
      `Join ${workspace}`,
      `<h1>Join ${workspace}</h1>\n<p>${escapeHtml(invitation.email)} was invited${inviter}. You are a member of the workspace.</p>`,
    );
  }
}
