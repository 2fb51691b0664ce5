import { ApiProperty, ApiPropertyOptional, ApiSchema, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, ValidateNested } from 'class-validator';
import { PaginationDto } from '../shared/pagination.dto';
import { TIMESTAMP_PROPERTY } from '../shared/timestamp';
import { FormSettingsDto } from './form-settings.dto';
import { THEME_PROPERTY } from './form-theme.dto';
import { FormChangeDto, QuestionDto } from './form.dto';

const NAME = '^[a-z][a-z0-9_]{0,63}$';
const CHANGE_TYPES = ['question_added', 'question_removed', 'question_changed', 'title_changed', 'hidden_fields_changed', 'settings_changed', 'questions_reordered'];
const IMPACT_CHANGES = ['removed', 'kind_changed', 'options_removed', 'required_added'];

@ApiSchema({ name: 'ContentAuthor', description: 'Who made a version or last saved a draft, as the activity log names actors.' })
export class ContentAuthorDto {
  @ApiProperty({ type: 'string', enum: ['member', 'api_key', 'cli', 'system'], example: 'member' })
  type!: string;

  @ApiProperty({ type: 'string', description: 'The member or key id; "" for the command line and the service itself', example: '9b2d6f1e-4c1a-4d5e-8f3a-2b7c9d0e1f23' })
  id!: string;

  @ApiProperty({ type: 'string', description: 'How a person recognises the actor', example: 'ada@example.com' })
  label!: string;
}

@ApiSchema({ name: 'ContentChange', description: 'One difference from the version before, in words a person reads.' })
export class ContentChangeDto {
  @ApiProperty({ type: 'string', enum: CHANGE_TYPES, example: 'question_changed' })
  type!: string;

  @ApiPropertyOptional({ type: 'string', format: 'uuid', description: 'The question concerned, on question changes only' })
  question_id?: string;

  @ApiProperty({ type: 'string', example: 'Removed option "Team" from "Plan"' })
  text!: string;
}

@ApiSchema({ name: 'FormVersionSummary', description: 'One version of a form as its history lists it: who, when and what changed.' })
export class FormVersionSummaryDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 2 })
  version!: number;

  @ApiProperty(TIMESTAMP_PROPERTY)
  created_at!: string;

  @ApiProperty({ type: ContentAuthorDto })
  created_by!: ContentAuthorDto;

  @ApiProperty({ type: [ContentChangeDto], description: 'What differs from the version before; [] for version 1' })
  changes!: ContentChangeDto[];
}

@ApiSchema({ name: 'FormVersionList' })
export class FormVersionListDto {
  @ApiProperty({ type: [FormVersionSummaryDto], description: 'Newest first' })
  versions!: FormVersionSummaryDto[];

  @ApiProperty({ type: PaginationDto })
  pagination!: PaginationDto;
}

@ApiSchema({ name: 'FormContent', description: 'The content of a form: what a version records and a draft holds.' })
export class FormContentDto {
  @ApiProperty({ type: 'string', example: 'Customer satisfaction survey' })
  title!: string;

  @ApiProperty({ type: [QuestionDto], description: 'Ordered by position' })
  questions!: QuestionDto[];

  @ApiProperty({ type: 'array', items: { type: 'string', pattern: NAME }, example: ['utm_source'] })
  hidden_fields!: string[];

  @ApiProperty({ type: FormSettingsDto, description: 'Every field always present' })
  settings!: FormSettingsDto;

  @ApiProperty(THEME_PROPERTY)
  theme!: object | null;
}

@ApiSchema({ name: 'FormVersion', description: 'One version of a form with its content exactly as it was.' })
export class FormVersionDto extends FormVersionSummaryDto {
  @ApiProperty({ type: FormContentDto })
  form!: FormContentDto;
}

@ApiSchema({ name: 'FormVersionEnvelope' })
export class FormVersionEnvelopeDto {
  @ApiProperty({ type: FormVersionDto })
  version!: FormVersionDto;
}

@ApiSchema({ name: 'FormDraft', description: 'Pending content of a form, which respondents do not see until it is published.' })
export class FormDraftDto extends FormContentDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The live version the draft started from', example: 3 })
  based_on_version!: number;

  @ApiProperty(TIMESTAMP_PROPERTY)
  updated_at!: string;

  @ApiProperty({ type: ContentAuthorDto })
  updated_by!: ContentAuthorDto;
}

@ApiSchema({ name: 'FormDraftEnvelope' })
export class FormDraftEnvelopeDto {
  @ApiProperty({ type: FormDraftDto })
  draft!: FormDraftDto;
}

/** A draft's change takes the content fields of a form's change, with the same rules; flags are not content. */
@ApiSchema({ name: 'DraftChange', description: 'Only the fields given change; questions replace the whole list, as in a form PATCH.' })
export class DraftChangeDto extends PickType(FormChangeDto, ['title', 'questions', 'hidden_fields', 'settings', 'theme'] as const) {}

@ApiSchema({ name: 'UpdateDraftRequest' })
export class UpdateDraftRequestDto {
  @ApiProperty({ type: DraftChangeDto })
  @IsDefined({ message: 'is required' })
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => DraftChangeDto)
  draft!: DraftChangeDto;
}

@ApiSchema({ name: 'DraftImpactEntry', description: 'A change of the draft that touches answers already stored, with how many.' })
export class DraftImpactEntryDto {
  @ApiProperty({ type: 'string', format: 'uuid' })
  question_id!: string;

  @ApiProperty({ type: 'string', description: 'The question as the live form labels it', example: 'Plan' })
  label!: string;

  @ApiProperty({ type: 'string', enum: IMPACT_CHANGES, example: 'options_removed' })
  change!: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Submissions that answered the question; for removed options, the picks of those options', example: 12 })
  answered!: number;

  @ApiProperty({ type: 'string', example: '12 responses chose "Team" in "Plan"; they keep their answers' })
  text!: string;
}

@ApiSchema({ name: 'DraftImpact' })
export class DraftImpactDto {
  @ApiProperty({ type: [DraftImpactEntryDto] })
  impact!: DraftImpactEntryDto[];
}
