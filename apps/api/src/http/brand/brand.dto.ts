import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsObject, IsString, ValidateNested } from 'class-validator';
import { BRAND_CORNERS, BRAND_FONTS, DEFAULT_BRAND, MAX_EMBED_ORIGINS } from '@forms/domain';
import { OptionalField, RequiredObject } from '../request/validation';

const COLOUR = { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' } as const;

export const COLOUR_PROPERTIES = {
  background: { ...COLOUR, description: `The page's background; default ${DEFAULT_BRAND.colors.background}`, example: DEFAULT_BRAND.colors.background },
  text: { ...COLOUR, description: `Text, at least 4.5:1 against the background; default ${DEFAULT_BRAND.colors.text}`, example: DEFAULT_BRAND.colors.text },
  accent: {
    ...COLOUR,
    description: `Buttons, focus rings and selected options: at least 3:1 against the background, and the button's label (white or black, whichever contrasts more) at least 4.5:1 on it; default ${DEFAULT_BRAND.colors.accent}`,
    example: DEFAULT_BRAND.colors.accent,
  },
} as const;

export const FONT = { type: 'string', enum: [...BRAND_FONTS], description: 'A font the browser already has (nothing is downloaded); default system', example: 'system' } as const;
export const CORNERS = { type: 'string', enum: [...BRAND_CORNERS], description: 'The corners of fields and buttons; default rounded', example: 'rounded' } as const;
const EMBED_ORIGINS = {
  type: 'array',
  items: { type: 'string', example: 'https://www.example.com' },
  maxItems: MAX_EMBED_ORIGINS,
  description: `Up to ${MAX_EMBED_ORIGINS} sites (https://host[:port]) that may show the forms in a frame; empty: any site. Stored now, enforced by a later release`,
  example: [],
} as const;

const LOGO: ApiPropertyOptions = {
  type: 'object',
  nullable: true,
  description: 'The logo shown above the title of the forms; null: none. Set and removed at brand/logo, not by PATCH',
  properties: {
    url: { type: 'string', format: 'uri', description: 'Where the logo is served, public; named by its content, so a new logo has a new address' },
    width: { type: 'integer', description: 'Width in pixels' },
    height: { type: 'integer', description: 'Height in pixels' },
    alt: { type: 'string', description: 'What the logo says, for people who cannot see it' },
  },
  required: ['url', 'width', 'height', 'alt'],
  selfRequired: true,
};

@ApiSchema({ name: 'BrandColors', description: 'Colours written #rrggbb, stored lower-case.' })
export class BrandColorsDto {
  @ApiProperty(COLOUR_PROPERTIES.background)
  background!: string;

  @ApiProperty(COLOUR_PROPERTIES.text)
  text!: string;

  @ApiProperty(COLOUR_PROPERTIES.accent)
  accent!: string;
}

@ApiSchema({ name: 'Brand', description: "How the workspace's forms look; a workspace that never changed it has the defaults." })
export class BrandDto {
  @ApiProperty({ type: BrandColorsDto })
  colors!: BrandColorsDto;

  @ApiProperty(FONT)
  font!: string;

  @ApiProperty(CORNERS)
  corners!: string;

  @ApiProperty(LOGO)
  logo!: { url: string; width: number; height: number; alt: string } | null;

  @ApiProperty(EMBED_ORIGINS)
  embed_origins!: string[];
}

@ApiSchema({ name: 'BrandEnvelope' })
export class BrandEnvelopeDto {
  @ApiProperty({ type: BrandDto })
  brand!: BrandDto;
}

@ApiSchema({ name: 'BrandColorChanges', description: 'The colours to change; the others keep their values.' })
export class BrandColorChangesDto {
  @ApiPropertyOptional(COLOUR_PROPERTIES.background)
  @OptionalField()
  @IsString({ message: 'must be a string' })
  background?: string;

  @ApiPropertyOptional(COLOUR_PROPERTIES.text)
  @OptionalField()
  @IsString({ message: 'must be a string' })
  text?: string;

  @ApiPropertyOptional(COLOUR_PROPERTIES.accent)
  @OptionalField()
  @IsString({ message: 'must be a string' })
  accent?: string;
}

@ApiSchema({ name: 'BrandChanges', description: 'The fields to change; the others keep their values. The colours are checked together, as they will be shown.' })
export class BrandChangesDto {
  @ApiPropertyOptional({ type: BrandColorChangesDto })
  @OptionalField()
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => BrandColorChangesDto)
  colors?: BrandColorChangesDto;

  @ApiPropertyOptional(FONT)
  @OptionalField()
  @IsString({ message: 'must be a string' })
  font?: string;

  @ApiPropertyOptional(CORNERS)
  @OptionalField()
  @IsString({ message: 'must be a string' })
  corners?: string;

  @ApiPropertyOptional(EMBED_ORIGINS)
  @OptionalField()
  @IsArray({ message: 'must be an array' })
  @IsString({ each: true, message: 'must contain only strings' })
  embed_origins?: string[];
}

@ApiSchema({ name: 'UpdateBrandRequest' })
export class UpdateBrandRequestDto {
  @RequiredObject(BrandChangesDto)
  brand!: BrandChangesDto;
}
