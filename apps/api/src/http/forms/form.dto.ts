import { ApiProperty, ApiPropertyOptional, ApiSchema, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsDefined, IsObject, IsString, ValidateNested } from 'class-validator';
import { FormDto } from '../shared/form.dto';
import { PaginationDto } from '../shared/pagination.dto';
import { OptionalField, RequiredObject } from '../request/validation';
import { FormSettingsDto, FormSettingsInputDto } from './form-settings.dto';
import { type FormThemeDto, THEME_PROPERTY, ThemeInput } from './form-theme.dto';

const KINDS = [
  'short_text', 'long_text', 'email', 'number', 'phone', 'url', 'date', 'single_choice', 'multiple_choice', 'dropdown', 'rating', 'yes_no',  'file_upload',
];
KINDS.push('page_break');
const NAME = '^[a-z][a-z0-9_]{0,63}$';
const OPERATORS = ['is_answered', 'is_not_answered', 'equals', 'not_equals', 'contains', 'not_contains', 'greater_than', 'less_than'];

// The question classes below (NewQuestion, QuestionChange, VisibleIf, Condition) document a question's
// shape; question-input.ts checks each question a request sends, in one pass, before the domain judges it.

@ApiSchema({
  name: 'Condition',
  description:
    'One test of one operand: `question` (the slug of an earlier question, not a page break) or `hidden_field` (a declared hidden field). ' +
    'Operators by kind: every kind `is_answered`, `is_not_answered` (no value); text kinds, email, phone, url and hidden fields ' +
    '`equals`, `not_equals` (exact after trimming), `contains`, `not_contains` (case-insensitive); single_choice, dropdown, yes_no ' +
    '`equals`, `not_equals` with one of the options (Yes/No); multiple_choice `contains`, `not_contains` with one of the options; ' +
    'number and rating `equals`, `not_equals`, `greater_than`, `less_than` with a decimal such as "42" or "3.5"; date the same with YYYY-MM-DD. ' +
    'With an unanswered operand equals, contains, greater_than and less_than are false, not_equals and not_contains true.',
})
export class ConditionDto {
  @ApiPropertyOptional({ type: 'string', pattern: NAME, description: 'Slug of an earlier question (not with hidden_field)', example: 'plan' })
  question?: string;

  @ApiPropertyOptional({ type: 'string', pattern: NAME, description: 'A declared hidden field (not with question)', example: 'utm_source' })
  hidden_field?: string;

  @ApiProperty({ type: 'string', enum: OPERATORS, example: 'equals' })
  operator!: string;

  @ApiPropertyOptional({ type: 'string', description: 'Required by every operator but is_answered and is_not_answered, which take none', example: 'Pro' })
  value?: string;
}

@ApiSchema({
  name: 'VisibleIf',
  description: 'The item is shown (and asked) only when all or any of its conditions hold. A page break that is not shown hides its whole page; a question not shown is not asked and its response is stored as "".',
})
export class VisibleIfDto {
  @ApiProperty({ type: 'string', enum: ['all', 'any'], example: 'all' })
  match!: string;

  @ApiProperty({ type: [ConditionDto], minItems: 1, maxItems: 10 })
  conditions!: ConditionDto[];
}

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
  @ApiPropertyOptional({ type: VisibleIfDto, description: 'Present only on an item shown under conditions; absent when it is always shown' })
  visible_if?: VisibleIfDto;
}

@ApiSchema({ name: 'FormV2', description: 'A form with the fields of Form, its questions, hidden fields and settings.' })
export class FormV2Dto extends FormDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The live content\'s version: 1 when created, one more for each change of title, questions, hidden fields or settings (flags make none)', example: 3 })
  version!: number;

  @ApiProperty({ type: [QuestionDto], description: 'Ordered by position' })
  questions!: QuestionDto[];

  @ApiProperty({ type: 'array', items: { type: 'string', pattern: NAME }, description: 'Names taken from the fill page query string', example: ['utm_source'] })
  hidden_fields!: string[];

  @ApiProperty({ type: FormSettingsDto, description: 'Every field always present' })
  settings!: FormSettingsDto;

  @ApiProperty(THEME_PROPERTY)
  theme!: object | null;
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

@ApiSchema({
  name: 'NewQuestion',
  description:
    'A question as written: the slug is derived from the label when omitted. A `page_break` item (its label titles the page it starts) takes no answer: ' +
    'required false, no options or scale; a form cannot begin or end with one, two cannot be adjacent, and a form has at most 20 pages.',
})
export class NewQuestionDto {
  @ApiProperty({ type: 'string', enum: KINDS })
  kind!: string;

  @ApiProperty({ type: 'string', minLength: 1, maxLength: 500, description: 'Trimmed' })
  label!: string;

  @ApiPropertyOptional({ type: 'string', pattern: NAME })
  slug?: string;

  @ApiPropertyOptional({ type: 'boolean', default: false })
  required?: boolean;

  @ApiPropertyOptional({ type: 'array', items: { type: 'string' }, description: 'single_choice, multiple_choice, dropdown: 2-100 distinct labels' })
  options?: string[];

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 3, maximum: 10, description: 'rating only; default 5' })
  scale?: number | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 25, default: 10, description: 'file_upload only: the largest file in MB (1,048,576 bytes)' })
  max_size_mb?: number;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', pattern: '^\\.[a-z0-9]{1,15}$' },
    maxItems: 20,
    description: 'file_upload only: up to 20 lower-case extensions such as ".pdf"; default [] (any file)',
  })
  accepted_types?: string[];
  @ApiPropertyOptional({ type: VisibleIfDto, nullable: true, description: 'Show (and ask) this item only when the conditions hold; absent or null: always' })
  visible_if?: VisibleIfDto | null;
}

@ApiSchema({ name: 'QuestionChange', description: 'A question in a PATCH: with the id of an existing question to keep it, without to add one.' })
export class QuestionChangeDto extends NewQuestionDto {
  @ApiPropertyOptional({ type: 'string', format: 'uuid' })
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
  questions?: unknown[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'string', pattern: NAME }, description: 'At most 20 distinct names; default []' })
  @OptionalField()
  @IsArray({ message: 'must be an array' })
  @IsString({ each: true, message: 'must contain only strings' })
  hidden_fields?: string[];

  @ApiPropertyOptional({ type: FormSettingsInputDto, description: 'Closing rules, endings and emails; each field optional' })
  @OptionalField()
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => FormSettingsInputDto)
  settings?: FormSettingsInputDto;

  @ThemeInput()
  theme?: FormThemeDto | null;
}

@ApiSchema({ name: 'CreateFormRequest' })
export class CreateFormRequestDto {
  @RequiredObject(NewFormDto)
  form!: NewFormDto;
}

@ApiSchema({ name: 'ConsoleNewForm', description: 'A form as the console creates it: the signed-in member is its creator.' })
export class ConsoleNewFormDto extends OmitType(NewFormDto, ['created_by_email'] as const) {}

/** The console's create: the same form without `created_by_email`, which is the signed-in member. */
@ApiSchema({ name: 'ConsoleCreateFormRequest' })
export class ConsoleCreateFormRequestDto {
  @RequiredObject(ConsoleNewFormDto)
  form!: ConsoleNewFormDto;
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
  questions?: unknown[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'string', pattern: NAME } })
  @OptionalField()
  @IsArray({ message: 'must be an array' })
  @IsString({ each: true, message: 'must contain only strings' })
  hidden_fields?: string[];

  @ThemeInput()
  theme?: FormThemeDto | null;

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

  @ApiPropertyOptional({ type: FormSettingsInputDto, description: 'Closing rules, endings and emails; only the fields given change' })
  @OptionalField()
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => FormSettingsInputDto)
  settings?: FormSettingsInputDto;
}

@ApiSchema({ name: 'UpdateFormRequest' })
export class UpdateFormRequestDto {
  @RequiredObject(FormChangeDto)
  form!: FormChangeDto;
}
