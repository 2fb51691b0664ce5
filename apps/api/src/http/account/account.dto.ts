import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { TeamMemberV1Dto } from '../team/team-member-v1.dto';
import { TIMESTAMP_PROPERTY } from '../shared/timestamp';
import { ProfileChangesDto } from '../team/team.dto';
import { RequiredObject } from '../request/validation';

/** The workspace of the request, as v2's and the console's /me both show it. */
export abstract class WorkspaceFieldsDto {
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

@ApiSchema({ name: 'MeWorkspace', description: 'The workspace the key belongs to' })
export class MeWorkspaceDto extends WorkspaceFieldsDto {}

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

@ApiSchema({ name: 'ConsoleWorkspace' })
export class ConsoleWorkspaceDto extends WorkspaceFieldsDto {}

@ApiSchema({ name: 'ConsolePermissions', description: 'What the signed-in member may do; the console hides the rest.' })
export class ConsolePermissionsDto {
  @ApiProperty({ type: 'boolean', description: 'Invite, change, deactivate and remove members; add roles', example: true })
  manage_team!: boolean;

  @ApiProperty({ type: 'boolean', description: 'API keys, webhooks and the activity log', example: true })
  manage_developers!: boolean;

  @ApiProperty({ type: 'boolean', example: true })
  delete_forms!: boolean;

  @ApiProperty({ type: 'boolean', example: true })
  delete_submissions!: boolean;
}

@ApiSchema({ name: 'ConsoleMe' })
export class ConsoleMeDto {
  @ApiProperty({ type: TeamMemberV1Dto })
  member!: TeamMemberV1Dto;

  @ApiProperty({ type: ConsoleWorkspaceDto })
  workspace!: ConsoleWorkspaceDto;

  @ApiProperty({ type: ConsolePermissionsDto })
  can!: ConsolePermissionsDto;
}

@ApiSchema({ name: 'ConsoleMemberEnvelope' })
export class ConsoleMemberEnvelopeDto {
  @ApiProperty({ type: TeamMemberV1Dto })
  member!: TeamMemberV1Dto;
}

@ApiSchema({ name: 'UpdateProfileRequest' })
export class UpdateProfileRequestDto {
  @RequiredObject(ProfileChangesDto)
  member!: ProfileChangesDto;
}

@ApiSchema({ name: 'ConsoleSession' })
export class ConsoleSessionDto {
  @ApiProperty({ type: 'string', format: 'uuid', example: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d' })
  id!: string;

  @ApiProperty(TIMESTAMP_PROPERTY)
  created_at!: string;

  @ApiProperty(TIMESTAMP_PROPERTY)
  last_seen_at!: string;

  @ApiProperty({ type: 'string', description: 'A readable summary of the browser; "" when unknown', example: 'Chrome 120 on macOS' })
  user_agent!: string;

  @ApiProperty({ type: 'string', example: '203.0.113.7' })
  ip_address!: string;

  @ApiProperty({ type: 'boolean', description: 'The session this request came with', example: true })
  current!: boolean;
}

@ApiSchema({ name: 'ConsoleSessionList' })
export class ConsoleSessionListDto {
  @ApiProperty({ type: [ConsoleSessionDto], description: 'Live sessions of the signed-in member, newest first' })
  sessions!: ConsoleSessionDto[];
}
