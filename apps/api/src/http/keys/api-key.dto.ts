import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsDefined, IsInt, IsString } from 'class-validator';
import { OptionalField, RequiredObject } from '../request/validation';
import { TIMESTAMP_PROPERTY } from '../shared/timestamp';

@ApiSchema({ name: 'ApiKey', description: 'An API key as an Admin sees it; its secret is shown only once, at creation.' })
export class ApiKeyDto {
  @ApiProperty({ type: 'string', format: 'uuid', example: '3f0c5a9e-8d4b-4a53-9f55-0d7e1c2b6a10' })
  id!: string;

  @ApiProperty({ type: 'string', description: '"" for keys made at the command line', example: 'Zapier' })
  name!: string;

  @ApiProperty({ type: 'string', description: 'The public start of the key, to recognise it', example: 'k3j5h2g8d9s1' })
  prefix!: string;

  @ApiProperty({ type: 'string', enum: ['read', 'write'], example: 'write' })
  scope!: string;

  @ApiProperty(TIMESTAMP_PROPERTY)
  created_at!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, nullable: true, description: 'null: never expires', example: null })
  expires_at!: string | null;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, nullable: true, description: 'null: not revoked', example: null })
  revoked_at!: string | null;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, nullable: true, description: 'null: never used (recorded at most once a minute)', example: null })
  last_used_at!: string | null;

  @ApiProperty({ type: 'string', description: 'Email of the member who made it; "" for keys made at the command line', example: 'ada@example.com' })
  created_by!: string;
}

@ApiSchema({ name: 'ApiKeyList' })
export class ApiKeyListDto {
  @ApiProperty({ type: [ApiKeyDto], description: 'Every key of the workspace, revoked ones included, oldest first' })
  api_keys!: ApiKeyDto[];
}

@ApiSchema({ name: 'CreatedApiKey' })
export class CreatedApiKeyDto extends ApiKeyDto {
  @ApiProperty({ type: 'string', description: 'The key itself, for X-Api-Key: shown only here', example: 'fsk_k3j5h2g8d9s1_b6Qk0l2Y5mZ8nR1tV4wX7aD9fH3jL6pSq2Wd8Zx0Cv4' })
  secret!: string;
}

@ApiSchema({ name: 'CreatedApiKeyEnvelope' })
export class CreatedApiKeyEnvelopeDto {
  @ApiProperty({ type: CreatedApiKeyDto })
  api_key!: CreatedApiKeyDto;
}

@ApiSchema({ name: 'NewApiKey' })
export class NewApiKeyDto {
  @ApiProperty({ type: 'string', minLength: 1, maxLength: 100, description: 'Trimmed; 1-100 characters', example: 'Zapier' })
  @IsDefined({ message: 'is required' })
  @IsString({ message: 'must be a string' })
  name!: string;

  @ApiPropertyOptional({ type: 'string', enum: ['read', 'write'], default: 'write', example: 'read' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  scope?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 3650, description: 'Omitted: the key never expires', example: 90 })
  @OptionalField()
  @IsInt({ message: 'must be a whole number of days from 1 to 3650' })
  expires_in_days?: number;
}

@ApiSchema({ name: 'CreateApiKeyRequest' })
export class CreateApiKeyRequestDto {
  @RequiredObject(NewApiKeyDto)
  api_key!: NewApiKeyDto;
}
