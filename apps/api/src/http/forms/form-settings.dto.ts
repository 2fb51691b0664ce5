import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsInt, IsOptional, IsString } from 'class-validator';
import { OptionalField } from '../request/validation';
import { TIMESTAMP_PROPERTY } from '../shared/timestamp';

const SETTINGS_DESCRIPTION =
  'Closing rules, endings and emails about responses. A form accepts responses only while `closes_at` is null or later than now ' +
  'and `max_submissions` is null or above `submissions_count`; with many people submitting at once exactly `max_submissions` are stored.';

@ApiSchema({ name: 'FormSettings', description: SETTINGS_DESCRIPTION })
export class FormSettingsDto {
  @ApiProperty({ ...TIMESTAMP_PROPERTY, nullable: true, description: 'No responses from then on; null: no closing date' })
  closes_at!: string | null;

  @ApiProperty({ type: 'integer', nullable: true, minimum: 1, maximum: 2147483647, description: 'No responses once the form has this many; null: no limit', example: 100 })
  max_submissions!: number | null;

  @ApiProperty({ type: 'string', maxLength: 2000, description: 'Shown instead of the form when it does not accept responses; "" shows a default text', example: '' })
  closed_message!: string;

  @ApiProperty({ type: 'string', maxLength: 2000, description: 'Plain text on the thank-you page; "" shows a default text', example: 'Thanks! We will get back to you.' })
  thank_you_message!: string;

  @ApiProperty({
    type: 'string',
    format: 'uri',
    nullable: true,
    maxLength: 2000,
    description: 'An absolute https URL: after a submission on the fill page, 303 there instead of the thank-you page. The JSON intake is not affected.',
    example: null,
  })
  redirect_url!: string | null;

  @ApiProperty({
    type: 'array',
    maxItems: 10,
    items: { type: 'string', format: 'email' },
    description: 'Active members of the workspace emailed about every new response (subject "New response to <form title>")',
    example: ['ada@example.com'],
  })
  notification_emails!: string[];

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'The slug of an `email` question: the address given in that answer gets a copy of the response (subject "Your response to <form title>")',
    example: null,
  })
  confirmation_email_question!: string | null;

  @ApiProperty({
    type: 'boolean',
    description: 'On a form with pages, each step of the fill page keeps the answers so far as the visit\'s partial response (listed under partial_responses, never a submission) and offers a link to continue later',
    example: false,
  })
  save_partial_responses!: boolean;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 365, description: 'Days a partial response is kept after its last step', example: 30 })
  partial_response_days!: number;
}

@ApiSchema({ name: 'FormSettingsInput', description: 'Every field optional: the fields given replace those settings, the others keep their values.' })
export class FormSettingsInputDto {
  @ApiPropertyOptional({ ...TIMESTAMP_PROPERTY, nullable: true, description: 'A new date must be in the future (the stored one is taken back as it is, even once passed); null removes the closing date' })
  @IsOptional()
  @IsString({ message: 'must be a string' })
  closes_at?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: 2147483647, description: 'null removes the limit' })
  @IsOptional()
  @IsInt({ message: 'must be an integer' })
  max_submissions?: number | null;

  @ApiPropertyOptional({ type: 'string', maxLength: 2000, description: 'Trimmed' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  closed_message?: string;

  @ApiPropertyOptional({ type: 'string', maxLength: 2000, description: 'Trimmed; plain text' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  thank_you_message?: string;

  @ApiPropertyOptional({ type: 'string', format: 'uri', nullable: true, maxLength: 2000, description: 'Absolute https URL; null removes it' })
  @IsOptional()
  @IsString({ message: 'must be a string' })
  redirect_url?: string | null;

  @ApiPropertyOptional({ type: 'array', maxItems: 10, items: { type: 'string', format: 'email' }, description: 'Emails of active members; replaces the list' })
  @OptionalField()
  @IsArray({ message: 'must be an array' })
  @IsString({ each: true, message: 'must contain only strings' })
  notification_emails?: string[];

  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'The slug of an email question of the form; null for none' })
  @IsOptional()
  @IsString({ message: 'must be a string' })
  confirmation_email_question?: string | null;

  @ApiPropertyOptional({ type: 'boolean', description: 'Turning it off deletes the partial responses kept so far' })
  @OptionalField()
  @IsBoolean({ message: 'must be a boolean' })
  save_partial_responses?: boolean;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 365, description: 'From 1 to 365' })
  @OptionalField()
  @IsInt({ message: 'must be an integer' })
  partial_response_days?: number;
}
