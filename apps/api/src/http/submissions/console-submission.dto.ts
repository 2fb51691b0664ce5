import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { SubmissionResponseDto, SubmissionV2Dto } from '../shared/submission.dto';
import { SubmissionListV2Dto } from './submission-list.dto';

// The console's submissions: v2's shape, and each file answer also names its file, which the console
// downloads through its own API with the session (`/api/console/files/{file_id}`). The console's document
// keeps the names its schemas had before (Submission, SubmissionListV2, SubmissionEnvelope, SubmissionResponse): it shows no other submission schema.

@ApiSchema({ name: 'SubmissionResponse', description: 'One answer of a submission: the question it answers (slug, label, kind, position) and the value given; a file answer also names its file.' })
export class ConsoleSubmissionResponseDto extends SubmissionResponseDto {
  @ApiPropertyOptional({ type: 'string', format: 'uuid', description: 'On a file answer only: the file, to download from /api/console/files/{file_id}' })
  file_id?: string;
}

@ApiSchema({ name: 'Submission', description: 'A submission of a form: when it was made, its hidden field values, the client it came from and its answers.' })
export class ConsoleSubmissionDto extends SubmissionV2Dto {
  @ApiProperty({ type: [ConsoleSubmissionResponseDto] })
  declare responses: ConsoleSubmissionResponseDto[];
}

@ApiSchema({ name: 'SubmissionListV2' })
export class ConsoleSubmissionListDto extends SubmissionListV2Dto {
  @ApiProperty({ type: [ConsoleSubmissionDto], description: 'Newest first, or oldest first with order=oldest' })
  declare submissions: ConsoleSubmissionDto[];
}

@ApiSchema({ name: 'SubmissionEnvelope' })
export class ConsoleSubmissionEnvelopeDto {
  @ApiProperty({ type: ConsoleSubmissionDto })
  submission!: ConsoleSubmissionDto;
}
