import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PaginationDto } from '../shared/pagination.dto';
import { SubmissionDto } from '../shared/submission.dto';

@ApiSchema({ name: 'SubmissionListV1' })
export class SubmissionListV1Dto {
  @ApiProperty({ type: [SubmissionDto], description: 'Newest first' })
  submissions!: SubmissionDto[];

  @ApiProperty({ type: PaginationDto })
  pagination!: PaginationDto;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Submissions of the form across all pages', example: 42 })
  total_count!: number;
}
