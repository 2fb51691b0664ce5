import { Delete, Put, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation } from '@nestjs/swagger';
import { GetBrand, GetBrandLogo, RemoveBrandLogo, SetBrandLogo } from '@forms/application';
import { assertLogoSize, DomainError, logoTooLarge, MAX_LOGO_ALT, MAX_LOGO_BYTES, MAX_LOGO_SIDE } from '@forms/domain';
import type { ServerResponse } from 'node:http';
import { AdminOnlyOnConsole } from '../access/admin-only';
import { V2AndConsoleController } from '../access/console-api';
import type { ApiRequest } from '../auth/api-request';
import type { Principal } from '../auth/principal';
import { CurrentPrincipal } from '../auth/principal.decorators';
import { requestShapeError } from '../errors/domain-fields';
import { HttpError } from '../errors/http-error';
import { DocumentedFor } from '../openapi/audience';
import { ApiErrorResponse, ApiSuccess } from '../openapi/openapi.decorators';
import { ReadsItsOwnBody } from '../request/content-negotiation.guard';
import { readMultipart, stopReading } from '../request/multipart-form';
import { BrandEnvelopeDto } from './brand.dto';
import { type BrandRepresentation, toBrandRepresentation } from './brand.mapper';

/** Room for the multipart framing and the alt text around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const PUT_SUMMARY = "Set the workspace's logo";
const PUT_DESCRIPTION =
  `multipart/form-data with a part \`file\` (the image) and a field \`alt\` (what the logo says, 1 to ${MAX_LOGO_ALT} characters). ` +
  `The image must be PNG, JPEG or WebP as its bytes say (its name and declared type are not consulted), at most ${MAX_LOGO_BYTES / 1024} KiB ` +
  `and ${MAX_LOGO_SIDE} pixels a side. It replaces the logo there was; the brand's logo.url names the new one by its content, public and ` +
  'cached for a year, and the old address stops serving. The fill, thank-you and closed pages show it above the title.';
const DELETE_SUMMARY = "Remove the workspace's logo";
const DELETE_DESCRIPTION = 'The forms show no logo from now on, and its address stops serving; removing no logo changes nothing.';

const REFUSALS = [
  `file must be at most ${MAX_LOGO_BYTES / 1024} KiB; this one is larger`,
  'file must be a PNG, JPEG or WebP image; this one is GIF',
  'file must be a PNG, JPEG or WebP image; its bytes are no image of these kinds',
  `file must be at most ${MAX_LOGO_SIDE} pixels a side; this one is 2400 by 600`,
  'file is required',
  `alt is required: what the logo says, in 1 to ${MAX_LOGO_ALT} characters`,
  `alt must be at most ${MAX_LOGO_ALT} characters`,
  'name is not allowed',
];

/** The logo of the workspace's brand, for integrators (v2, write keys) and the console's Admins. */
@V2AndConsoleController('brand/logo', 'console: brand')
export class BrandLogoController {
  constructor(
    private readonly getBrand: GetBrand,
    private readonly getBrandLogo: GetBrandLogo,
    private readonly setBrandLogo: SetBrandLogo,
    private readonly removeBrandLogo: RemoveBrandLogo,
  ) {}

  @Put()
  @AdminOnlyOnConsole('manage_brand')
  @ReadsItsOwnBody()
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2SetBrandLogo', summary: PUT_SUMMARY, description: PUT_DESCRIPTION }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleSetBrandLogo', summary: PUT_SUMMARY, description: PUT_DESCRIPTION }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'alt'],
      properties: {
        file: { type: 'string', format: 'binary', description: `A PNG, JPEG or WebP image, at most ${MAX_LOGO_BYTES / 1024} KiB and ${MAX_LOGO_SIDE} pixels a side` },
        alt: { type: 'string', minLength: 1, maxLength: MAX_LOGO_ALT, description: 'What the logo says, for people who cannot see it', example: 'Acme' },
      },
    },
  })
  @ApiSuccess('v2', 200, BrandEnvelopeDto, 'The brand with its new logo')
  @ApiErrorResponse(400, 'The body is not valid multipart/form-data', 'The multipart body could not be read')
  @ApiErrorResponse(415, 'The body is not multipart/form-data', 'Content-Type must be multipart/form-data')
  @ApiErrorResponse(422, 'The file is not an image a logo may be, or too large; the alt text is missing or too long. Nothing is stored', ...REFUSALS)
  async put(
    @CurrentPrincipal() { workspace, actor }: Principal,
    @Req() request: ApiRequest,
    @Res({ passthrough: true }) response: ServerResponse,
  ): Promise<{ brand: BrandRepresentation }> {
    try {
      const { content, alt } = await readLogoBody(request);
      await this.setBrandLogo.execute({ actor, workspaceId: workspace.id, content, alt });
    } catch (error) {
      // Refused before the body was all read: the rest is never read (the connection closes after the answer).
      if (!request.complete) stopReading(request, response);
      throw error;
    }
    return this.shown({ workspace, actor });
  }

  @Delete()
  @AdminOnlyOnConsole('manage_brand')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2RemoveBrandLogo', summary: DELETE_SUMMARY, description: DELETE_DESCRIPTION }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleRemoveBrandLogo', summary: DELETE_SUMMARY, description: DELETE_DESCRIPTION }))
  @ApiSuccess('v2', 200, BrandEnvelopeDto, 'The brand without a logo')
  async remove(@CurrentPrincipal() { workspace, actor }: Principal): Promise<{ brand: BrandRepresentation }> {
    await this.removeBrandLogo.execute({ actor, workspaceId: workspace.id });
    return this.shown({ workspace, actor });
  }

  private async shown({ workspace, actor }: Pick<Principal, 'workspace' | 'actor'>): Promise<{ brand: BrandRepresentation }> {
    const [brand, logo] = await Promise.all([this.getBrand.execute({ actor, workspaceId: workspace.id }), this.getBrandLogo.execute({ workspaceId: workspace.id })]);
    return { brand: toBrandRepresentation(brand, logo, workspace.baseUrl) };
  }
}

/**
 * The image and its alt text, in either order. The file is gathered in memory, which stays bounded: the
 * body may not pass the logo's limit (plus its framing), and the file is refused as soon as it passes it.
 */
async function readLogoBody(request: ApiRequest): Promise<{ content: Buffer; alt: string | undefined }> {
  let alt: string | undefined;
  let content: Buffer | undefined;
  const parts = readMultipart(request, {
    maxBodyBytes: MAX_LOGO_BYTES + MULTIPART_OVERHEAD_BYTES,
    tooLargeMessage: 'file is too large',
    maxFields: 2,
    // Characters of up to 4 bytes each: an alt text one character too long still arrives whole, and is refused by its length.
    maxFieldBytes: (MAX_LOGO_ALT + 1) * 4,
    maxFiles: 1,
  });
  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        if (part.name !== 'alt') throw requestShapeError(part.name, 'is not allowed');
        alt = part.value;
        continue;
      }
      if (part.name !== 'file') throw requestShapeError(part.name, 'is not allowed');
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of part.content) {
        size += chunk.length;
        assertLogoSize(size);
        chunks.push(chunk);
      }
      content = Buffer.concat(chunks);
    }
  } catch (error) {
    // The body passed the limit before the file did (its framing, or a declared length): the file is what is too large.
    if (error instanceof HttpError && error.status === 413) throw logoTooLarge();
    throw error;
  }
  if (content === undefined) throw DomainError.invalid('file', 'is required');
  return { content, alt };
}
