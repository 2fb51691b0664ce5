import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'Pagination' })
export class PaginationDto {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Items across all pages', example: 42 })
  total_records!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'ceil(total_records / page_size); 0 for an empty list', example: 2 })
  total_pages!: number;

  @ApiProperty({ type: 'integer', minimum: 1, example: 1 })
  current_page_number!: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100, description: 'The page size actually used', example: 30 })
  page_size!: number;
}
