import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'HealthStatus' })
export class HealthStatusDto {
  @ApiProperty({ type: 'string', enum: ['ok'] })
  status!: 'ok';
}
