import { Controller, Get, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ReadBrandLogoFile } from '@forms/application';
import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../auth/api-request';
import { HttpError } from '../errors/http-error';
import { ApiErrorResponse, PublicOperation } from '../openapi/openapi.decorators';
import { PublicWorkspaceGuard } from '../public/shared/open-intake';

/**
 * The workspace's logo at the address its brand shows, for anyone (the fill pages show it to strangers).
 * The address is named by the content, so a browser keeps it for a year; a logo replaced since, or
 * another workspace's, is not found here.
 */
@ApiTags('public')
@Controller('brand/logo')
export class BrandLogoFileController {
  constructor(private readonly readLogo: ReadBrandLogoFile) {}

  @Get(':file')
  @UseGuards(PublicWorkspaceGuard)
  @PublicOperation({
    operationId: 'getBrandLogo',
    summary: "The workspace's logo (public: no API key)",
    description: "The image the brand's logo.url names, as stored; cached for a year, since a new logo has a new address.",
  })
  @ApiParam({ name: 'file', description: 'The logo\'s content hash (SHA-256, hex) and its extension', schema: { type: 'string' }, example: `${'0'.repeat(64)}.png` })
  @ApiResponse({
    status: 200,
    description: 'The image',
    headers: {
      'Cache-Control': { schema: { type: 'string', example: 'public, max-age=31536000, immutable' } },
      'X-Content-Type-Options': { schema: { type: 'string', example: 'nosniff' } },
    },
    content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } }, 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponse(404, "No such workspace, or the address is not its current logo's (a logo replaced since included)", 'Workspace not found', 'Logo not found')
  async logo(@Req() request: ApiRequest, @Param('file') fileName: string, @Res() response: ServerResponse): Promise<void> {
    const file = await this.readLogo.execute({ workspaceId: request.publicWorkspace!.id, fileName });
    if (file === null) throw new HttpError(404, 'Logo not found');
    response.statusCode = 200;
    response.setHeader('Content-Type', file.mediaType);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('Content-Length', file.content.length);
    response.end(file.content);
  }
}
