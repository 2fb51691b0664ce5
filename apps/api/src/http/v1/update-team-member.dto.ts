import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';

// Every field is optional; the domain validates the values and names the field it refuses.
@ApiSchema({ name: 'UpdateTeamMemberRequest' })
export class UpdateTeamMemberRequestDto {
  @ApiPropertyOptional({ type: 'string', format: 'email', description: 'Must stay unique in the workspace', example: 'ada@example.com' })
  @Allow()
  email?: unknown;

  @ApiPropertyOptional({ type: 'string', maxLength: 100, example: 'Ada' })
  @Allow()
  first_name?: unknown;

  @ApiPropertyOptional({ type: 'string', maxLength: 100, example: 'Lovelace' })
  @Allow()
  last_name?: unknown;

  @ApiPropertyOptional({ type: 'string', description: 'IANA time zone name', example: 'Europe/Berlin' })
  @Allow()
  time_zone?: unknown;

  @ApiPropertyOptional({ type: 'string', description: 'One of the workspace roles, case sensitive', example: 'Admin' })
  @Allow()
  organization_role?: unknown;

  @ApiPropertyOptional({ type: 'boolean', example: false })
  @Allow()
  active?: unknown;
}
