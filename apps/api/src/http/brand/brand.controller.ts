import { Get, Patch } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { GetBrand, GetBrandLogo, UpdateBrand } from '@forms/application';
import { AdminOnlyOnConsole } from '../access/admin-only';
import { V2AndConsoleController } from '../access/console-api';
import type { Principal } from '../auth/principal';
import { CurrentPrincipal } from '../auth/principal.decorators';
import { DomainFieldsUnder } from '../errors/domain-fields';
import { DocumentedFor } from '../openapi/audience';
import { ApiErrorResponse, ApiSuccess, JsonRequestBody } from '../openapi/openapi.decorators';
import { ValidatedBody } from '../request/validation';
import { BrandEnvelopeDto, UpdateBrandRequestDto } from './brand.dto';
import { type BrandRepresentation, toBrandChanges, toBrandRepresentation } from './brand.mapper';

const INVALID_FIELD_EXAMPLES = [
  'brand.colors.text has a contrast of 2.84:1 against brand.colors.background; at least 4.5:1 is needed',
  'brand.colors.accent has a contrast of 2.99:1 against brand.colors.background; at least 3:1 is needed',
  'brand.colors.background must be a colour written #rrggbb, such as #1d4ed8',
  'brand.font must be one of: system, serif, rounded, mono',
  'brand.embed_origins[0] must be an origin such as https://www.example.com (https, a host and an optional port, nothing after)',
  'brand.logo is not allowed',
];

const GET_SUMMARY = "The workspace's brand";
const GET_DESCRIPTION = 'Its colours, font, corners, logo and the sites that may frame its forms; the defaults until it is changed.';
const PATCH_SUMMARY = "Change the workspace's brand";
const PATCH_DESCRIPTION =
  'The given fields replace those fields. Every change is checked for contrast (WCAG 2.2, ratios rounded down to two decimals): text on background at least 4.5:1, the accent against the background at least 3:1, and the button label (white or black, whichever contrasts more) on the accent at least 4.5:1. A refused change changes nothing.';

/** The workspace's brand, for integrators (v2, with a key) and the console's Admins (with a session). */
@V2AndConsoleController('brand', 'console: brand')
export class BrandController {
  constructor(
    private readonly getBrand: GetBrand,
    private readonly updateBrand: UpdateBrand,
    private readonly getBrandLogo: GetBrandLogo,
  ) {}

  @Get()
  @AdminOnlyOnConsole('manage_brand')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2GetBrand', summary: GET_SUMMARY, description: GET_DESCRIPTION }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleGetBrand', summary: GET_SUMMARY, description: GET_DESCRIPTION }))
  @ApiSuccess('v2', 200, BrandEnvelopeDto, 'The brand')
  async get(@CurrentPrincipal() { workspace, actor }: Principal): Promise<{ brand: BrandRepresentation }> {
    const brand = await this.getBrand.execute({ actor, workspaceId: workspace.id });
    return { brand: toBrandRepresentation(brand, await this.getBrandLogo.execute({ workspaceId: workspace.id }), workspace.baseUrl) };
  }

  @Patch()
  @AdminOnlyOnConsole('manage_brand')
  @DomainFieldsUnder('brand')
  @DocumentedFor('v2', ApiOperation({ operationId: 'v2UpdateBrand', summary: PATCH_SUMMARY, description: PATCH_DESCRIPTION }))
  @DocumentedFor('console', ApiOperation({ operationId: 'consoleUpdateBrand', summary: PATCH_SUMMARY, description: PATCH_DESCRIPTION }))
  @JsonRequestBody(UpdateBrandRequestDto)
  @ApiSuccess('v2', 200, BrandEnvelopeDto, 'The brand as changed')
  @ApiErrorResponse(422, 'A colour people could not read, a malformed value or an unknown field; nothing is changed', ...INVALID_FIELD_EXAMPLES)
  async update(@CurrentPrincipal() { workspace, actor }: Principal, @ValidatedBody() body: UpdateBrandRequestDto): Promise<{ brand: BrandRepresentation }> {
    const brand = await this.updateBrand.execute({ actor, workspaceId: workspace.id, changes: toBrandChanges(body.brand) });
    return { brand: toBrandRepresentation(brand, await this.getBrandLogo.execute({ workspaceId: workspace.id }), workspace.baseUrl) };
  }
}
