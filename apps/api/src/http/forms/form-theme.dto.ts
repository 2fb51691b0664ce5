import { ApiPropertyOptional, type ApiPropertyOptions, ApiSchema, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { BrandChangesDto, COLOUR_PROPERTIES, CORNERS, FONT } from '../brand/brand.dto';

/** A form's own look: the same fields as the brand's, each optional, the brand's filling those left out. */
@ApiSchema({
  name: 'FormThemeInput',
  description:
    "The form's own look over the workspace's brand: the fields given replace the brand's, the others follow the brand. " +
    'Its colours are checked for contrast as they will be shown (over the brand), with the brand\'s rule.',
})
export class FormThemeDto extends PickType(BrandChangesDto, ['colors', 'font', 'corners'] as const) {}

/**
 * The theme property of a form, a version or a draft: null shows the brand alone. Written out rather than
 * referenced, as the brand's logo is: a nullable reference is not read as nullable by every client.
 */
export const THEME_PROPERTY: ApiPropertyOptions = {
  type: 'object',
  nullable: true,
  description: "The form's own colours, font and corners over the workspace's brand (only the fields it sets); null (the default): the brand alone",
  properties: {
    colors: { type: 'object', properties: COLOUR_PROPERTIES, description: 'The colours it sets; the others are the brand\'s' },
    font: FONT,
    corners: CORNERS,
  },
  selfRequired: true,
};

/** A theme property of a change: null goes back to the brand; the object given replaces the whole theme. */
export function ThemeInput(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: FormThemeDto, nullable: true, description: 'Replaces the whole theme (the fields it leaves out follow the brand); null: the brand alone' })(target, key);
    IsOptional()(target, key);
    IsObject({ message: 'must be an object or null' })(target, key);
    ValidateNested()(target, key);
    Type(() => FormThemeDto)(target, key);
  };
}
