import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { TIMESTAMP_PROPERTY } from './timestamp';

@ApiSchema({ name: 'UserAgent', description: 'The client a submission was made with: its browser and version, operating system, device and IP address.' })
export class UserAgentDto {
  @ApiProperty({ type: 'string', format: 'uuid' })
  id!: string;

  @ApiProperty({ type: 'string', example: 'Firefox' })
  name!: string;

  @ApiProperty({ type: 'string', example: '133.0' })
  version!: string;

  @ApiProperty({ type: 'string', example: '203.0.113.7' })
  ip_address!: string;

  @ApiProperty({ type: 'string', example: 'ThinkPad X1' })
  device_name!: string;

  @ApiProperty({ type: 'string', example: 'desktop' })
  device_type!: string;

  @ApiProperty({ type: 'string', example: 'Windows' })
  operating_system!: string;

  @ApiProperty({ type: 'string', example: '11' })
  operating_system_version!: string;

  @ApiProperty({ type: 'string', format: 'uuid', description: 'The id of the submission' })
  submission_id!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, description: 'The submission time' })
  created_at!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, description: 'The submission time' })
  updated_at!: string;
}

@ApiSchema({ name: 'SubmissionResponse', description: 'One answer of a submission: the question it answers (slug, label, kind, position) and the value given.' })
export class SubmissionResponseDto {
  @ApiProperty({ type: 'string', format: 'uuid' })
  id!: string;

  @ApiProperty({ type: 'string', example: 'How satisfied are you?' })
  label!: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: '1..n in question order', example: 1 })
  position!: number;

  @ApiProperty({ type: 'string', example: 'multiple_choice' })
  kind!: string;

  @ApiProperty({ type: 'string', example: 'satisfaction' })
  slug!: string;

  @ApiProperty({ type: 'string', example: 'Very satisfied' })
  value!: string;
}

@ApiSchema({ name: 'Submission', description: 'A submission of a form: when it was made, its hidden field values, the client it came from and its answers.' })
export class SubmissionDto {
  @ApiProperty({ type: 'string', format: 'uuid' })
  id!: string;

  @ApiProperty(TIMESTAMP_PROPERTY)
  created_at!: string;

  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    example: [{ field: 'satisfaction', value: 'Very satisfied' }],
  })
  field_values!: Record<string, unknown>[];

  @ApiProperty({ type: UserAgentDto })
  user_agent!: UserAgentDto;

  @ApiProperty({ type: [SubmissionResponseDto] })
  responses!: SubmissionResponseDto[];
}

@ApiSchema({ name: 'SubmissionV2', description: 'A submission as v2 shows it: the fields of Submission and the form version it answered.' })
export class SubmissionV2Dto extends SubmissionDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The version of the form the submission answered (1 for those stored before forms had versions)', example: 2 })
  form_version!: number;
}

/**
 * The answer of every route that shows one submission (v2 and the public intake): one schema under one
 * name, so the document and the generated client have a single SubmissionEnvelope.
 */
@ApiSchema({ name: 'SubmissionEnvelope' })
export class SubmissionEnvelopeDto {
  @ApiProperty({ type: SubmissionV2Dto })
  submission!: SubmissionV2Dto;
}
