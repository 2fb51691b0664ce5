import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsDefined, IsInt, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { FormDto } from '../shared/form.dto';
import { PaginationDto } from '../shared/pagination.dto';
import { OptionalField } from '../request/validation';

const KINDS = [
  'short_text', 'long_text', 'email', 'number', 'phone', 'url', 'date', 'single_choice', 'multiple_choice', 'dropdown', 'rating', 'yes_no',  'file_upload',
];
const NAME = '^[a-z][a-z0-9_]{0,63}$';

@ApiSchema({ name: 'Question', description: 'One question of a form.' })
export class QuestionDto {
  @ApiProperty({ type: 'string', format: 'uuid', description: 'Stable across edits' })
  id!: string;

  @ApiProperty({ type: 'string', enum: KINDS, example: 'single_choice' })
  kind!: string;

  @ApiProperty({ type: 'string', minLength: 1, maxLength: 500, example: 'Which plan do you use?' })
  label!: string;

  @ApiProperty({ type: 'string', pattern: NAME, description: 'Unique within the form: the answer key', example: 'plan' })
  slug!: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: '1..n in the form, without gaps', example: 1 })
  position!: number;

  @ApiProperty({ type: 'boolean', example: true })
  required!: boolean;

  @ApiProperty({ type: 'array', items: { type: 'string' }, description: 'Choice kinds only; [] otherwise', example: ['Basic', 'Pro'] })
  options!: string[];

  @ApiProperty({ type: 'integer', nullable: true, minimum: 3, maximum: 10, description: 'rating only (answers 1..scale); null otherwise', example: null })
  scale!: number | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 25, description: 'file_upload only (absent on other kinds): the largest file in MB (1,048,576 bytes)', example: 10 })
  max_size_mb?: number;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', pattern: '^\\.[a-z0-9]{1,15}$' },
    description: 'file_upload only (absent on other kinds): the extensions accepted, lower case; [] accepts any file',
    example: ['.pdf', '.png'],
  })
  accepted_types?: string[];
}

@ApiSchema({ name: 'FormV2', description: 'A form (spec 2.1) with its questions and hidden fields.' })
export class FormV2Dto extends FormDto {
  @ApiProperty({ type: [QuestionDto], description: 'Ordered by position' })
  questions!: QuestionDto[];

  @ApiProperty({ type: 'array', items: { type: 'string', pattern: NAME }, description: 'Names taken from the fill page query string', example: ['utm_source'] })
  hidden_fields!: string[];
}

@ApiSchema({ name: 'FormV2Envelope' })
export class FormV2EnvelopeDto {
  @ApiProperty({ type: FormV2Dto })
  form!: FormV2Dto;
}

@ApiSchema({ name: 'FormListV2' })
export class FormListV2Dto {
  @ApiProperty({ type: [FormV2Dto], description: 'Newest first' })
  forms!: FormV2Dto[];

  @ApiProperty({ type: PaginationDto })
  pagination!: PaginationDto;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Forms across all pages (those in the state asked for)', example: 12 })
  total_count!: number;
}

@ApiSchema({ name: 'NewQuestion', description: 'A question as written: the slug is derived from the label when omitted.' })
export class NewQuestionDto {
  @ApiProperty({ type: 'string', enum: KINDS })
  @IsDefined({ message: 'is required' })
  @IsString({ message: 'must be a string' })
  kind!: string;

  @ApiProperty({ type: 'string', minLength: 1, maxLength: 500, description: 'Trimmed' })
  @IsDefined({ message: 'is required' })
  @IsString({ message: 'must be a string' })
  label!: string;

  @ApiPropertyOptional({ type: 'string', pattern: NAME })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  slug?: string;

  @ApiPropertyOptional({ type: 'boolean', default: false })
  @OptionalField()
  @IsBoolean({ message: 'must be a boolean' })
  required?: boolean;

  @ApiPropertyOptional({ type: 'array', items: { type: 'string' }, description: 'single_choice, multiple_choice, dropdown: 2-100 distinct labels' })
  @OptionalField()
  @IsArray({ message: 'must be an array' })
  @IsString({ each: true, message: 'must contain only strings' })
  options?: string[];

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 3, maximum: 10, description: 'rating only; default 5' })
  @IsOptional()
  @IsInt({ message: 'must be an integer' })
  scale?: number | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 25, default: 10, description: 'file_upload only: the largest file in MB (1,048,576 bytes)' })
  @OptionalField()
  @IsInt({ message: 'must be an integer' })
  max_size_mb?: number;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', pattern: '^\\.[a-z0-9]{1,15}$' },
    maxItems: 20,
    description: 'file_upload only: up to 20 lower-case extensions such as ".pdf"; default [] (any file)',
  })
  @OptionalField()
  @IsArray({ message: 'must be an array' })
  @IsString({ each: true, message: 'must contain only strings' })
  accepted_types?: string[];
}

@ApiSchema({ name: 'QuestionChange', description: 'A question in a PATCH: with the id of an existing question to keep it, without to add one.' })
export class QuestionChangeDto extends NewQuestionDto {
  @ApiPropertyOptional({ type: 'string', format: 'uuid' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  id?: string;
}

@ApiSchema({ name: 'NewFormV2' })
export class NewFormDto {
  @ApiProperty({ type: 'string', minLength: 1, maxLength: 255, description: 'Trimmed; 1-255 characters', example: 'Customer satisfaction survey' })
  @IsDefined({ message: 'is required' })
  @IsString({ message: 'must be a string' })
  title!: string;

  @ApiPropertyOptional({
    type: 'string',
    format: 'email',
    description: 'Email of an active team member; defaults to the most recently created active Admin',
    example: 'ada@example.com',
  })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  created_by_email?: string;

  @ApiPropertyOptional({ type: [NewQuestionDto], description: 'At most 200; default []' })
  @OptionalField()
  @IsArray({ message: 'must be an array' })
  @ValidateNested({ each: true })
  @Type(() => NewQuestionDto)
  questions?: NewQuestionDto[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'string', pattern: NAME }, description: 'At most 20 distinct names; default []' })
  @OptionalField()
  @IsArray({ message: 'must be an array' })
  @IsString({ each: true, message: 'must contain only strings' })
  hidden_fields?: string[];
}

@ApiSchema({ name: 'CreateFormRequest' })
export class CreateFormRequestDto {
  @ApiProperty({ type: NewFormDto })
  @IsDefined({ message: 'is required' })
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => NewFormDto)
  form!: NewFormDto;
}

@ApiSchema({ name: 'FormChange', description: 'Only the fields given change; questions replace the whole list.' })
export class FormChangeDto {
  @ApiPropertyOptional({ type: 'string', minLength: 1, maxLength: 255 })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  title?: string;

  @ApiPropertyOptional({ type: [QuestionChangeDto], description: 'The new list in order: known ids are kept, others added, the rest removed' })
  @OptionalField()
  @IsArray({ message: 'must be an array' })
  @ValidateNested({ each: true })
  @Type(() => QuestionChangeDto)
  questions?: QuestionChangeDto[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'string', pattern: NAME } })
  @OptionalField()
  @IsArray({ message: 'must be an array' })
  @IsString({ each: true, message: 'must contain only strings' })
  hidden_fields?: string[];

  @ApiPropertyOptional({ type: 'boolean', description: 'true needs at least one question' })
  @OptionalField()
  @IsBoolean({ message: 'must be a boolean' })
  is_published?: boolean;

  @ApiPropertyOptional({ type: 'boolean', description: 'true also unpublishes' })
  @OptionalField()
  @IsBoolean({ message: 'must be a boolean' })
  is_archived?: boolean;

  @ApiPropertyOptional({ type: 'boolean', description: 'Pauses responses without unpublishing' })
  @OptionalField()
  @IsBoolean({ message: 'must be a boolean' })
  is_disabled?: boolean;
}

@ApiSchema({ name: 'UpdateFormRequest' })
export class UpdateFormRequestDto {
  @ApiProperty({ type: FormChangeDto })
  @IsDefined({ message: 'is required' })
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => FormChangeDto)
  form!: FormChangeDto;
}
