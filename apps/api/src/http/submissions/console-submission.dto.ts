import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { SubmissionDto, SubmissionResponseDto } from '../shared/submission.dto';
import { SubmissionListV2Dto } from './submission-list.dto';

// The console's submissions: v2's shape, and each file answer also names its file, which the console
// downloads through its own API with the session (`/api/console/files/{file_id}`). The console's document
// names them as v2's document names v2's (it shows no other submission schema), so its schema names stay.

@ApiSchema({ name: 'SubmissionResponse', description: 'One answer of a submission: the question it answers (slug, label, kind, position) and the value given; a file answer also names its file.' })
export class ConsoleSubmissionResponseDto extends SubmissionResponseDto {
  @ApiPropertyOptional({ type: 'string', format: 'uuid', description: 'On a file answer only: the file, to download from /api/console/files/{file_id}' })
  file_id?: string;
}

@ApiSchema({ name: 'Submission', description: 'A submission of a form: when it was made, its hidden field values, the client it came from and its answers.' })
export class ConsoleSubmissionDto extends SubmissionDto {
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
