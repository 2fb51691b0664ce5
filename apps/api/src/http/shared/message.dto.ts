import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'Message', description: 'The outcome of an operation that returns no resource.' })
export class MessageDto {
  @ApiProperty({ type: 'string' })
  message!: string;
}
