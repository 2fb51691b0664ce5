import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { TIMESTAMP_PROPERTY } from './timestamp';

const NULLABLE_TIMESTAMP = { ...TIMESTAMP_PROPERTY, nullable: true } as const;

@ApiSchema({ name: 'OptionCount', description: 'How many submissions of the range picked one label.' })
export class OptionCountDto {
  @ApiProperty({ type: 'string', example: 'Basic' })
  label!: string;

  @ApiProperty({ type: 'integer', minimum: 0, example: 900 })
  count!: number;

  @ApiPropertyOptional({
    type: 'boolean',
    enum: [true],
    description: 'Present (true) on a label found in answers that is no longer one of the options (removed or renamed)',
  })
  retired?: true;
}

@ApiSchema({ name: 'RatingCount', description: 'How many submissions of the range gave one rating.' })
export class RatingCountDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 4 })
  value!: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 120 })
  count!: number;
}

@ApiSchema({ name: 'LatestAnswer', description: 'One recent non-blank text answer.' })
export class LatestAnswerDto {
  @ApiProperty({ type: 'string', format: 'uuid' })
  submission_id!: string;

  @ApiProperty({ type: 'string', example: 'The form was easy to fill in.' })
  value!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, description: 'When the submission was made' })
  created_at!: string;
}

/** What every question's summary shows. */
class QuestionSummaryBase {
  @ApiProperty({ type: 'string', description: "The question's id: its counts follow it through renames and slug changes" })
  id!: string;

  @ApiProperty({ type: 'string', example: 'plan' })
  slug!: string;

  @ApiProperty({ type: 'string', example: 'Plan' })
  label!: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Submissions of the range with a non-blank answer to it', example: 1490 })
  answered!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Submissions of the range that had the question and left it blank (one made before the question existed counts in neither)',
    example: 12,
  })
  skipped!: number;
}

@ApiSchema({ name: 'ChoiceQuestionSummary', description: 'single_choice, multiple_choice, dropdown and yes_no: a count per option.' })
export class ChoiceQuestionSummaryDto extends QuestionSummaryBase {
  @ApiProperty({ type: 'string', enum: ['single_choice', 'multiple_choice', 'dropdown', 'yes_no'] })
  kind!: string;

  @ApiProperty({
    type: [OptionCountDto],
    description:
      'Every current option in order (Yes, No for yes_no), zeros included, then each other label found in answers, marked retired, ' +
      'the most picked first. A multiple_choice submission counts once for each option it chose.',
  })
  options!: OptionCountDto[];
}

@ApiSchema({ name: 'RatingQuestionSummary', description: 'rating: the distribution over 1..scale and the average.' })
export class RatingQuestionSummaryDto extends QuestionSummaryBase {
  @ApiProperty({ type: 'string', enum: ['rating'] })
  kind!: string;

  @ApiProperty({ type: [RatingCountDto], description: 'One entry per value 1..scale, zeros included' })
  distribution!: RatingCountDto[];

  @ApiProperty({ type: 'number', nullable: true, description: 'Of the distribution, rounded to 2 decimals; null without answers', example: 4.27 })
  average!: number | null;
}

@ApiSchema({ name: 'NumberQuestionSummary', description: 'number: the smallest, largest and average answer.' })
export class NumberQuestionSummaryDto extends QuestionSummaryBase {
  @ApiProperty({ type: 'string', enum: ['number'] })
  kind!: string;

  @ApiProperty({ type: 'number', nullable: true, example: 1 })
  min!: number | null;

  @ApiProperty({ type: 'number', nullable: true, example: 250 })
  max!: number | null;

  @ApiProperty({ type: 'number', nullable: true, description: 'Rounded to 2 decimals; null without answers', example: 125.5 })
  average!: number | null;
}

@ApiSchema({ name: 'DateQuestionSummary', description: 'date: the earliest and latest date given.' })
export class DateQuestionSummaryDto extends QuestionSummaryBase {
  @ApiProperty({ type: 'string', enum: ['date'] })
  kind!: string;

  @ApiProperty({ type: 'string', format: 'date', nullable: true, example: '2026-01-14' })
  earliest!: string | null;

  @ApiProperty({ type: 'string', format: 'date', nullable: true, example: '2026-12-28' })
  latest!: string | null;
}

@ApiSchema({ name: 'TextQuestionSummary', description: 'short_text, long_text, email, phone and url: the latest answers.' })
export class TextQuestionSummaryDto extends QuestionSummaryBase {
  @ApiProperty({ type: 'string', enum: ['short_text', 'long_text', 'email', 'phone', 'url'] })
  kind!: string;

  @ApiProperty({ type: [LatestAnswerDto], maxItems: 5, description: 'The 5 most recent non-blank answers of the range, newest first' })
  latest!: LatestAnswerDto[];
}

@ApiSchema({ name: 'FileQuestionSummary', description: 'file_upload: how many sent a file; each file is downloaded from its submission.' })
export class FileQuestionSummaryDto extends QuestionSummaryBase {
  @ApiProperty({ type: 'string', enum: ['file_upload'] })
  kind!: string;
}

const QUESTION_SUMMARIES = [
  ChoiceQuestionSummaryDto,
  RatingQuestionSummaryDto,
  NumberQuestionSummaryDto,
  DateQuestionSummaryDto,
  TextQuestionSummaryDto,
  FileQuestionSummaryDto,
];

@ApiExtraModels(...QUESTION_SUMMARIES)
@ApiSchema({ name: 'ResponseSummary' })
export class ResponseSummaryDto {
  @ApiProperty({ type: 'string', format: 'uuid' })
  form_id!: string;

  @ApiProperty({ ...NULLABLE_TIMESTAMP, description: 'The since asked for (inclusive), or null' })
  since!: string | null;

  @ApiProperty({ ...NULLABLE_TIMESTAMP, description: 'The until asked for (exclusive), or null' })
  until!: string | null;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Submissions created in the range', example: 1520 })
  submissions!: number;

  @ApiProperty({
    description: "The form's current questions in order, each with the figures of its kind",
    type: 'array',
    items: { oneOf: QUESTION_SUMMARIES.map((model) => ({ $ref: getSchemaPath(model) })) },
  })
  questions!: (
    | ChoiceQuestionSummaryDto
    | RatingQuestionSummaryDto
    | NumberQuestionSummaryDto
    | DateQuestionSummaryDto
    | TextQuestionSummaryDto
    | FileQuestionSummaryDto
  )[];
}

@ApiSchema({ name: 'ResponseSummaryEnvelope' })
export class ResponseSummaryEnvelopeDto {
  @ApiProperty({ type: ResponseSummaryDto })
  summary!: ResponseSummaryDto;
}
