import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsDefined, IsInt, IsObject, IsString, ValidateNested } from 'class-validator';
import { OptionalField } from '../request/validation';
import { TeamMemberV1Dto } from '../shared/team-member-v1.dto';
import { TIMESTAMP_PROPERTY } from '../shared/timestamp';

// The console's own shapes. Everything v2 also shows (forms, submissions, webhooks) uses v2's DTOs;
// team members are in their v1 shape, with `active`.

@ApiSchema({ name: 'ConsoleWorkspace' })
export class ConsoleWorkspaceDto {
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

@ApiSchema({ name: 'ProfileChanges', description: 'Only the fields given change.' })
export class ProfileChangesDto {
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
}

@ApiSchema({ name: 'UpdateProfileRequest' })
export class UpdateProfileRequestDto {
  @ApiProperty({ type: ProfileChangesDto })
  @IsDefined({ message: 'is required' })
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => ProfileChangesDto)
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

@ApiSchema({ name: 'ConsoleAddTeamMembersRequest' })
export class ConsoleAddTeamMembersRequestDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'email' },
    minItems: 1,
    maxItems: 100,
    description: 'All are validated first: one invalid address (422) adds nobody. Existing members are left as they are.',
    example: ['grace@example.com'],
  })
  @IsDefined({ message: 'is required' })
  @IsArray({ message: 'must be an array of emails' })
  emails!: unknown[];

  @ApiPropertyOptional({ type: 'string', default: 'Standard', description: 'One of the workspace roles, case sensitive', example: 'Standard' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  organization_role?: string;
}

@ApiSchema({ name: 'ConsoleTeamMembersAdded' })
export class ConsoleTeamMembersAddedDto {
  @ApiProperty({ type: [TeamMemberV1Dto], description: 'The members this request added (existing ones are not repeated)' })
  team_members!: TeamMemberV1Dto[];
}

@ApiSchema({ name: 'ConsoleTeamMemberChanges', description: 'Only the fields given change.' })
export class ConsoleTeamMemberChangesDto extends ProfileChangesDto {
  @ApiPropertyOptional({ type: 'string', description: 'One of the workspace roles, case sensitive', example: 'Admin' })
  @OptionalField()
  @IsString({ message: 'must be a string' })
  organization_role?: string;

  @ApiPropertyOptional({ type: 'boolean', description: 'false deactivates the member and ends their sessions', example: false })
  @OptionalField()
  @IsBoolean({ message: 'must be a boolean' })
  active?: boolean;
}

@ApiSchema({ name: 'ConsoleUpdateTeamMemberRequest' })
export class ConsoleUpdateTeamMemberRequestDto {
  @ApiProperty({ type: ConsoleTeamMemberChangesDto })
  @IsDefined({ message: 'is required' })
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => ConsoleTeamMemberChangesDto)
  team_member!: ConsoleTeamMemberChangesDto;
}

@ApiSchema({ name: 'Roles' })
export class RolesDto {
  @ApiProperty({ type: 'array', items: { type: 'string' }, description: 'Admin and Standard, then those added', example: ['Admin', 'Standard', 'Editor'] })
  roles!: string[];
}

@ApiSchema({ name: 'NewRole' })
export class NewRoleDto {
  @ApiProperty({ type: 'string', minLength: 1, maxLength: 50, example: 'Editor' })
  @IsDefined({ message: 'is required' })
  @IsString({ message: 'must be a string' })
  name!: string;
}

@ApiSchema({ name: 'AddRoleRequest' })
export class AddRoleRequestDto {
  @ApiProperty({ type: NewRoleDto })
  @IsDefined({ message: 'is required' })
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => NewRoleDto)
  role!: NewRoleDto;
}

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
  @ApiProperty({ type: NewApiKeyDto })
  @IsDefined({ message: 'is required' })
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => NewApiKeyDto)
  api_key!: NewApiKeyDto;
}
