import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { SubmissionDto, SubmissionResponseDto } from '../shared/submission.dto';
import { SubmissionListV2Dto } from './submission-list.dto';

// The console's submissions: v2's shape, and each file answer also names its file, which the console
// downloads through its own API with the session (`/api/console/files/{file_id}`).

@ApiSchema({ name: 'ConsoleSubmissionResponse', description: 'One answer of a submission, as v2 shows it; a file answer also carries the id of its file.' })
export class ConsoleSubmissionResponseDto extends SubmissionResponseDto {
  @ApiPropertyOptional({ type: 'string', format: 'uuid', description: 'On a file answer only: the file, to download from /api/console/files/{file_id}' })
  file_id?: string;
}

@ApiSchema({ name: 'ConsoleSubmission', description: 'A submission of a form as v2 shows it, its file answers naming their file.' })
export class ConsoleSubmissionDto extends SubmissionDto {
  @ApiProperty({ type: [ConsoleSubmissionResponseDto] })
  declare responses: ConsoleSubmissionResponseDto[];
}

@ApiSchema({ name: 'ConsoleSubmissionList' })
export class ConsoleSubmissionListDto extends SubmissionListV2Dto {
  @ApiProperty({ type: [ConsoleSubmissionDto], description: 'Newest first, or oldest first with order=oldest' })
  declare submissions: ConsoleSubmissionDto[];
}

@ApiSchema({ name: 'ConsoleSubmissionEnvelope' })
export class ConsoleSubmissionEnvelopeDto {
  @ApiProperty({ type: ConsoleSubmissionDto })
  submission!: ConsoleSubmissionDto;
}
