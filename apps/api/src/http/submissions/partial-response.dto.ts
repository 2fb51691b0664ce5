import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PaginationDto } from '../shared/pagination.dto';
import { SubmissionResponseDto } from '../shared/submission.dto';
import { TIMESTAMP_PROPERTY } from '../shared/timestamp';
import { ConsoleSubmissionResponseDto } from './console-submission.dto';

// A visit's answers so far on a form that keeps partial responses. v2's and the console's are the same
// but for the answers' schema (the console's names each file), so each document shows its own.

const DESCRIPTION =
  'The answers a visit of the fill page gave so far, kept at each step of a form with pages while its settings save partial responses. ' +
  'Not a submission: counted nowhere, never sent to webhooks or emails; it becomes the submission when the visit submits.';

@ApiSchema({ name: 'PartialResponse', description: DESCRIPTION })
export class PartialResponseDto {
  @ApiProperty({ type: 'string', format: 'uuid' })
  id!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, description: 'The first step stored' })
  created_at!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, description: 'The last step stored' })
  updated_at!: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'The page the visit was last shown (1-based, among all pages)', example: 2 })
  last_page!: number;

  @ApiProperty({ type: [SubmissionResponseDto], description: 'Each question answered so far, in a submission\'s shape' })
  responses!: SubmissionResponseDto[];
}

@ApiSchema({ name: 'PartialResponse', description: DESCRIPTION })
export class ConsolePartialResponseDto extends PartialResponseDto {
  @ApiProperty({ type: [ConsoleSubmissionResponseDto], description: 'Each question answered so far, each file answer naming its file' })
  declare responses: ConsoleSubmissionResponseDto[];
}

@ApiSchema({ name: 'PartialResponseList' })
export class PartialResponseListDto {
  @ApiProperty({ type: [PartialResponseDto], description: 'The most recently active first' })
  partial_responses!: PartialResponseDto[];

  @ApiProperty({ type: PaginationDto })
  pagination!: PaginationDto;
}

@ApiSchema({ name: 'PartialResponseList' })
export class ConsolePartialResponseListDto extends PartialResponseListDto {
  @ApiProperty({ type: [ConsolePartialResponseDto], description: 'The most recently active first' })
  declare partial_responses: ConsolePartialResponseDto[];
}

@ApiSchema({ name: 'PartialResponseEnvelope' })
export class PartialResponseEnvelopeDto {
  @ApiProperty({ type: PartialResponseDto })
  partial_response!: PartialResponseDto;
}

@ApiSchema({ name: 'PartialResponseEnvelope' })
export class ConsolePartialResponseEnvelopeDto {
  @ApiProperty({ type: ConsolePartialResponseDto })
  partial_response!: ConsolePartialResponseDto;
}
