import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { FormDto } from '../shared/form.dto';
import { PaginationDto } from '../shared/pagination.dto';

@ApiSchema({ name: 'FormListV1' })
export class FormListV1Dto {
  @ApiProperty({ type: [FormDto], description: 'Newest first' })
  forms!: FormDto[];

  @ApiProperty({ type: PaginationDto })
  pagination!: PaginationDto;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Forms across all pages', example: 12 })
  total_count!: number;
}
