import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions, ApiSchema } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsDefined, IsString, ValidateIf } from 'class-validator';
import { WEBHOOK_EVENT_TYPES } from '@forms/domain';
import { OptionalField, RequiredObject } from '../request/validation';
import { PaginationDto } from '../shared/pagination.dto';
import { TIMESTAMP_PROPERTY } from '../shared/timestamp';

const URL_PROPERTY = {
  type: 'string',
  format: 'uri',
  maxLength: 2000,
  description:
    'Absolute http or https URL. Its host must be and resolve to public addresses (checked again at each delivery) unless the service runs with WEBHOOK_ALLOW_PRIVATE=true',
  example: 'https://example.com/hooks/forms',
} as const;

const EVENTS_PROPERTY: ApiPropertyOptions = {
  type: 'array',
  items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] },
  minItems: 1,
  uniqueItems: true,
  description: 'The events to receive: a non-empty list without repeats',
  example: ['submission.created', 'form.updated'],
};

const FORM_ID_PROPERTY = {
  type: 'string',
  nullable: true,
  description: "A form of this workspace: only its submission.* and form.* events are sent (team_member.* never). null: every form's",
  example: null,
} as const;

const DESCRIPTION_PROPERTY = { type: 'string', maxLength: 1000, description: 'Free text for people; default ""', example: 'CRM sync' } as const;
const IS_ACTIVE_PROPERTY = { type: 'boolean', description: 'Inactive endpoints get nothing; default true', example: true } as const;

const FormIdField = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional(FORM_ID_PROPERTY),
    ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null),
    IsString({ message: 'must be a string or null' }),
  );
const DescriptionField = (): PropertyDecorator => applyDecorators(ApiPropertyOptional(DESCRIPTION_PROPERTY), OptionalField(), IsString({ message: 'must be a string' }));
const IsActiveField = (): PropertyDecorator => applyDecorators(ApiPropertyOptional(IS_ACTIVE_PROPERTY), OptionalField(), IsBoolean({ message: 'must be a boolean' }));

/** The optional fields a new webhook and a change take alike, declared once. */
abstract class WebhookOptionalFieldsDto {
  @FormIdField()
  form_id?: string | null;

  @DescriptionField()
  description?: string;

  @IsActiveField()
  is_active?: boolean;
}

@ApiSchema({ name: 'NewWebhook' })
export class NewWebhookDto extends WebhookOptionalFieldsDto {
  @ApiProperty(URL_PROPERTY)
  @IsDefined({ message: 'is required' })
  @IsString({ message: 'must be a string' })
  url!: string;

  @ApiProperty(EVENTS_PROPERTY)
  @IsDefined({ message: 'is required' })
  @IsArray({ message: 'must be an array' })
  @IsString({ each: true, message: 'must be a list of strings' })
  events!: string[];
}

@ApiSchema({ name: 'CreateWebhookRequest' })
export class CreateWebhookRequestDto {
  @RequiredObject(NewWebhookDto)
  webhook!: NewWebhookDto;
}

@ApiSchema({ name: 'WebhookChanges', description: 'The fields to change; the others keep their values.' })
export class WebhookChangesDto extends WebhookOptionalFieldsDto {
  @ApiPropertyOptional(URL_PROPERTY)
  @OptionalField()
  @IsString({ message: 'must be a string' })
  url?: string;

  @ApiPropertyOptional(EVENTS_PROPERTY)
  @OptionalField()
  @IsArray({ message: 'must be an array' })
  @IsString({ each: true, message: 'must be a list of strings' })
  events?: string[];
}

@ApiSchema({ name: 'UpdateWebhookRequest' })
export class UpdateWebhookRequestDto {
  @RequiredObject(WebhookChangesDto)
  webhook!: WebhookChangesDto;
}

@ApiSchema({ name: 'Webhook' })
export class WebhookDto {
  @ApiProperty({ type: 'string', format: 'uuid', example: '0b7f8e3c-2a41-4d5e-9c6b-7a8d9e0f1a2b' })
  id!: string;

  @ApiProperty({ ...URL_PROPERTY, description: 'Where deliveries are POSTed' })
  url!: string;

  @ApiProperty({ ...EVENTS_PROPERTY, description: 'The events this endpoint receives' })
  events!: string[];

  @ApiProperty(FORM_ID_PROPERTY)
  form_id!: string | null;

  @ApiProperty({ type: 'string', example: 'CRM sync' })
  description!: string;

  @ApiProperty({ type: 'boolean', description: 'false after 5 days in which every attempt failed, or when set so', example: true })
  is_active!: boolean;

  @ApiProperty(TIMESTAMP_PROPERTY)
  created_at!: string;

  @ApiProperty(TIMESTAMP_PROPERTY)
  updated_at!: string;
}

@ApiSchema({ name: 'CreatedWebhook' })
export class CreatedWebhookDto extends WebhookDto {
  @ApiProperty({
    type: 'string',
    description: 'The signing secret (Standard Webhooks): shown in this response only. Keep it.',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/Xr+5ihbkcQ=',
  })
  secret!: string;
}

@ApiSchema({ name: 'CreatedWebhookEnvelope' })
export class CreatedWebhookEnvelopeDto {
  @ApiProperty({ type: CreatedWebhookDto })
  webhook!: CreatedWebhookDto;
}

@ApiSchema({ name: 'WebhookEnvelope' })
export class WebhookEnvelopeDto {
  @ApiProperty({ type: WebhookDto })
  webhook!: WebhookDto;
}

@ApiSchema({ name: 'WebhookList' })
export class WebhookListDto {
  @ApiProperty({ type: [WebhookDto], description: 'Oldest first' })
  webhooks!: WebhookDto[];

  @ApiProperty({ type: PaginationDto })
  pagination!: PaginationDto;
}

@ApiSchema({ name: 'WebhookDelivery', description: 'One event on its way to one endpoint, with the outcome of its attempts.' })
export class WebhookDeliveryDto {
  @ApiProperty({ type: 'string', format: 'uuid', description: 'Also the webhook-id header of every attempt', example: '5c2d9f1e-8b3a-4c7d-a6e5-f4d3c2b1a098' })
  id!: string;

  @ApiProperty({ type: 'string', format: 'uuid', description: 'The same for every endpoint that receives the event', example: 'e1d2c3b4-a596-4877-8a9b-0c1d2e3f4a5b' })
  event_id!: string;

  @ApiProperty({ type: 'string', enum: [...WEBHOOK_EVENT_TYPES], example: 'submission.created' })
  event_type!: string;

  @ApiProperty({ type: 'string', enum: ['pending', 'succeeded', 'failed'], description: 'failed: no 2xx in more than 24 hours of attempts', example: 'succeeded' })
  status!: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Attempts made so far', example: 1 })
  attempts!: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Status of the last answer; null when none came', example: 200 })
  last_status_code!: number | null;

  @ApiProperty({ type: 'string', description: 'Why the last attempt failed; "" when none did', example: '' })
  last_error!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, nullable: true, description: 'When a pending delivery is attempted next; null otherwise' })
  next_attempt_at!: string | null;

  @ApiProperty(TIMESTAMP_PROPERTY)
  created_at!: string;

  @ApiProperty({ ...TIMESTAMP_PROPERTY, nullable: true, description: 'When a 2xx answer came; null until then' })
  delivered_at!: string | null;
}

@ApiSchema({ name: 'WebhookDeliveryList' })
export class WebhookDeliveryListDto {
  @ApiProperty({ type: [WebhookDeliveryDto], description: 'Newest first' })
  deliveries!: WebhookDeliveryDto[];

  @ApiProperty({ type: PaginationDto })
  pagination!: PaginationDto;
}

@ApiSchema({ name: 'WebhookDeliveryEnvelope' })
export class WebhookDeliveryEnvelopeDto {
  @ApiProperty({ type: WebhookDeliveryDto })
  delivery!: WebhookDeliveryDto;
}
