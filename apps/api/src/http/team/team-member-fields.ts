import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsDefined, IsString } from 'class-validator';
import { OptionalField } from '../request/validation';

// The fields the team's requests share, v1's and the console's alike: each declares its documentation
// and its check once, and every body that takes the field uses it. What the model accepts is the
// domain's to judge; here only the types are checked.

/** A list of emails, all checked before anything changes; each body says what it does with them. */
export function EmailsField(description: string, example: string[]): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'array', items: { type: 'string', format: 'email' }, minItems: 1, maxItems: 100, description, example }),
    IsDefined({ message: 'is required' }),
    IsArray({ message: 'must be an array of emails' }),
  );
}

/** The role new members get: one of the workspace's, Standard when left out. */
export function NewMembersRoleField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'string', default: 'Standard', description: 'One of the workspace roles, case sensitive', example: 'Standard' }),
    OptionalField(),
    IsString({ message: 'must be a string' }),
  );
}

function optionalString(documentation: Parameters<typeof ApiPropertyOptional>[0]): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional(documentation), OptionalField(), IsString({ message: 'must be a string' }));
}

export const FirstNameChange = (): PropertyDecorator => optionalString({ type: 'string', maxLength: 100, example: 'Ada' });
export const LastNameChange = (): PropertyDecorator => optionalString({ type: 'string', maxLength: 100, example: 'Lovelace' });
export const TimeZoneChange = (): PropertyDecorator => optionalString({ type: 'string', description: 'IANA time zone name', example: 'Europe/Berlin' });
export const RoleChange = (): PropertyDecorator => optionalString({ type: 'string', description: 'One of the workspace roles, case sensitive', example: 'Admin' });

/** `active`; the console's document says what false does, v1's never did. */
export function ActiveChange(description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional(description === undefined ? { type: 'boolean', example: false } : { type: 'boolean', description, example: false }),
    OptionalField(),
    IsBoolean({ message: 'must be a boolean' }),
  );
}
