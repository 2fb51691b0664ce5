import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'Error', description: 'Every error body: one key, a human-readable message.' })
export class ErrorDto {
  @ApiProperty({ type: 'string', example: 'Could not authenticate, invalid API Key' })
  error!: string;
}
