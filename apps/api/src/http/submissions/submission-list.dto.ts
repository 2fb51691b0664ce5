import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PaginationDto } from '../shared/pagination.dto';
import { SubmissionV2Dto } from '../shared/submission.dto';

@ApiSchema({ name: 'SubmissionListV2' })
export class SubmissionListV2Dto {
  @ApiProperty({ type: [SubmissionV2Dto], description: 'Newest first, or oldest first with order=oldest' })
  submissions!: SubmissionV2Dto[];

  @ApiProperty({ type: PaginationDto })
  pagination!: PaginationDto;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Submissions the filter selects, across all pages', example: 42 })
  total_count!: number;
}
