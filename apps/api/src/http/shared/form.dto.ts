import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { TIMESTAMP_PROPERTY } from './timestamp';

@ApiSchema({ name: 'Form', description: 'A form without its questions: id, title, state and its flags, timestamps, submissions_count, attempt_url and creator; the same shape in v1 and v2.' })
export class FormDto {
  @ApiProperty({ type: 'string', format: 'uuid', example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e' })
  id!: string;

  @ApiProperty({ type: 'string', example: 'Customer satisfaction survey' })
  title!: string;

  @ApiProperty({ type: 'boolean', example: false })
  is_published!: boolean;

  @ApiProperty({
    type: 'string',
    enum: ['draft', 'published', 'unpublished', 'archived'],
    description: 'Derived: archived when is_archived, else published when is_published, else unpublished once it was ever published, else draft',
    example: 'draft',
  })
  state!: string;

  @ApiProperty(TIMESTAMP_PROPERTY)
  created_at!: string;

  @ApiProperty(TIMESTAMP_PROPERTY)
  updated_at!: string;

  @ApiProperty({ type: 'integer', minimum: 0, example: 0 })
  submissions_count!: number;

  @ApiProperty({
    type: 'string',
    format: 'uri',
    description: '{base_url}/forms/{id}',
    example: 'http://acme.localhost:3000/forms/3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e',
  })
  attempt_url!: string;

  @ApiProperty({ type: 'boolean', example: false })
  is_archived!: boolean;

  @ApiProperty({ type: 'boolean', example: false })
  is_disabled!: boolean;

  @ApiProperty({ type: 'boolean', example: false })
  is_suspended!: boolean;

  @ApiProperty({ type: 'string', description: 'Email of the creator', example: 'ada@example.com' })
  created_by!: string;
}
