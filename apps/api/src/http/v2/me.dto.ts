import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { TIMESTAMP_PROPERTY } from '../shared/timestamp';

@ApiSchema({ name: 'MeWorkspace', description: 'The workspace the key belongs to' })
export class MeWorkspaceDto {
  @ApiProperty({ type: 'string', format: 'uuid', example: '5f0c1e9a-3b7d-4c2e-9a8f-1d2e3f4a5b6c' })
  id!: string;

  @ApiProperty({ type: 'string', example: 'acme' })
  subdomain!: string;

  @ApiProperty({ type: 'string', example: 'Acme Inc.' })
  name!: string;

  @ApiProperty({
    type: 'integer',
    format: 'int64',
    minimum: 0,
    description: "Bytes of the files the workspace stores: every whole upload, whether a submission uses it yet or not",
    example: 12897484,
  })
  storage_bytes!: number;
}

@ApiSchema({ name: 'MeApiKey', description: 'The key that made the request (never its secret)' })
export class MeApiKeyDto {
  @ApiProperty({ type: 'string', format: 'uuid', example: '3f0c5a9e-8d4b-4a53-9f55-0d7e1c2b6a10' })
  id!: string;

  @ApiProperty({ type: 'string', description: 'The public part of the key (`fsk_<prefix>_...`)', example: 'k3j5h2g8d9s1' })
  prefix!: string;

  @ApiProperty({ type: 'string', enum: ['read', 'write'], description: '`read` keys get 403 on every POST, PATCH and DELETE', example: 'write' })
  scope!: 'read' | 'write';

  @ApiProperty(TIMESTAMP_PROPERTY)
  created_at!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, nullable: true, description: 'null: the key never expires', example: null })
  expires_at!: string | null;
}

@ApiSchema({ name: 'Me' })
export class MeDto {
  @ApiProperty({ type: MeWorkspaceDto })
  workspace!: MeWorkspaceDto;

  @ApiProperty({ type: MeApiKeyDto })
  api_key!: MeApiKeyDto;
}
