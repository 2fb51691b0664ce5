import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsString } from 'class-validator';
import { OptionalField } from '../request/validation';

// Every field is optional; present ones must have the right type. The domain judges the values.
@ApiSchema({ name: 'UpdateTeamMemberRequest' })
export class UpdateTeamMemberRequestDto {
  @ApiPropertyOptional({ type: 'string', format: 'email', description: 'Must stay unique in the workspace', example: 'ada@example.com' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  email?: string;

  @ApiPropertyOptional({ type: 'string', maxLength: 100, example: 'Ada' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  first_name?: string;

  @ApiPropertyOptional({ type: 'string', maxLength: 100, example: 'Lovelace' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  last_name?: string;

  @ApiPropertyOptional({ type: 'string', description: 'IANA time zone name', example: 'Europe/Berlin' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  time_zone?: string;

  @ApiPropertyOptional({ type: 'string', description: 'One of the workspace roles, case sensitive', example: 'Admin' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  organization_role?: string;

  @ApiPropertyOptional({ type: 'boolean', example: false })
  @OptionalField()
  @IsBoolean({ message: 'must be a boolean' })
  active?: boolean;
}
