import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsString, ValidateNested } from 'class-validator';
import { OptionalField } from '../validation';
import { FormDto } from '../shared/form.dto';

@ApiSchema({ name: 'NewForm' })
export class NewFormDto {
  @ApiProperty({ type: 'string', minLength: 1, maxLength: 255, description: 'Trimmed; 1-255 characters', example: 'Customer satisfaction survey' })
  @IsDefined({ message: 'is required' })
  @IsString({ message: 'must be a string' })
  title!: string;

  @ApiPropertyOptional({
    type: 'string',
    format: 'email',
    description: 'Email of an active team member; defaults to the most recently created active Admin',
    example: 'ada@example.com',
  })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  created_by_email?: string;
}

@ApiSchema({ name: 'CreateFormRequest' })
export class CreateFormRequestDto {
  @ApiProperty({ type: NewFormDto })
  @IsDefined({ message: 'is required' })
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => NewFormDto)
  form!: NewFormDto;
}

@ApiSchema({ name: 'FormEnvelope' })
export class FormEnvelopeDto {
  @ApiProperty({ type: FormDto })
  form!: FormDto;
}
