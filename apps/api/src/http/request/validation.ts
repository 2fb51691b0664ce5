import { applyDecorators, Body, createParamDecorator, type ExecutionContext, Injectable, type ArgumentMetadata, type PipeTransform, type Type, ValidationPipe } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type as TypeOf } from 'class-transformer';
import { IsDefined, IsObject, ValidateIf, ValidateNested, type ValidationError, type ValidationOptions } from 'class-validator';
import { credentialOf } from '../access/access.guard';
import type { ApiRequest } from '../auth/api-request';
import { requestShapeError } from '../errors/domain-fields';

// DTO constraint messages are the problem only ("is required"); the field's path is put in front of it,
// so nested fields read `form.title is required` and unknown ones `foo is not allowed`.

/** Which failed constraint to report when one field fails several: presence, then type, then the rest. */
const PRIORITY = ['whitelistValidation', 'isDefined', 'isObject', 'isArray', 'nestedValidation', 'isString', 'isBoolean'];

const REWORDED: Record<string, string> = {
  whitelistValidation: 'is not allowed',
  nestedValidation: 'must be an object',
};

function pathOf(parent: string, property: string): string {
  if (parent === '') return property;
  return /^\d+$/.test(property) ? `${parent}[${property}]` : `${parent}.${property}`;
}

/** The first problem, as `[field path, problem]`; class-validator reports the unknown fields first. */
export function firstProblem(errors: readonly ValidationError[], parent = ''): [string, string] {
  for (const error of errors) {
    const path = pathOf(parent, error.property);
    const constraints = error.constraints ?? {};
    const keys = Object.keys(constraints);
    if (keys.length > 0) {
      const key = PRIORITY.find((candidate) => candidate in constraints) ?? keys[0];
      return [path, REWORDED[key] ?? constraints[key]];
    }
    if (error.children && error.children.length > 0) return firstProblem(error.children, path);
  }
  return [parent || 'body', 'is invalid'];
}

/**
 * Nest's pipe, answering the validated DTO itself. Without `transform`, Nest walks the whole validated
 * object once more to copy it back into plain objects (classToPlain): for a form of 50 questions that was
 * a twentieth of the request's CPU. The DTO holds the same fields (whitelisting removed any other), and
 * handlers only read them. A missing body stays missing, as before, once it passed as an empty object.
 */
class BodyValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const validated: unknown = await super.transform(value, metadata);
    return value === undefined || value === null ? value : validated;
  }

  // Every body this pipe sees was read by readJsonBody: JSON.parse makes no sparse array and no binary
  // value, and the reader refused `__proto__`, `constructor` and `prototype` wherever they were. Nest's
  // three walks that guard against those (in bodies from other parsers) would find nothing, and cost a
  // 50-question draft save about a twentieth of its CPU.
  protected override stripProtoKeys(): void {}

  protected override closeArrayGaps(): void {}

  protected override findNestedBinaryValues(): ValidationError[] {
    return [];
  }
}

/**
 * Whitelisting with forbidNonWhitelisted: an unknown field is a 422 naming it, not silently dropped.
 * The DTOs check shape (presence, types, unknown fields); values (emails, roles, time zones) are the
 * domain's to judge.
 */
export const bodyValidationPipe = new BodyValidationPipe({
  transform: true,
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  validationError: { target: false, value: false },
  exceptionFactory: (errors) => {
    const [field, problem] = firstProblem(errors);
    return requestShapeError(field, problem);
  },
});

/** The JSON body, validated against the parameter's DTO class. */
export const ValidatedBody = (): ParameterDecorator => Body(bodyValidationPipe);

interface BodyOnMount {
  body: unknown;
  type: Type<unknown> | undefined;
}

const BodyOnMount = createParamDecorator((types: { console: Type<unknown> }, context: ExecutionContext): BodyOnMount => {
  const request = context.switchToHttp().getRequest<ApiRequest>();
  return { body: request.body, type: credentialOf(request) === 'session' ? types.console : undefined };
});

@Injectable()
class BodyOnMountPipe implements PipeTransform<BodyOnMount> {
  transform(value: BodyOnMount, metadata: ArgumentMetadata): Promise<unknown> {
    return bodyValidationPipe.transform(value.body, { type: 'body', metatype: value.type ?? metadata.metatype }) as Promise<unknown>;
  }
}

/**
 * The JSON body of a route both audiences call, validated against the parameter's DTO class, or on the
 * console's mount against `console`'s (a shape the console takes differently, such as a form without
 * `created_by_email`: the signed-in member is its creator).
 */
export const ValidatedBodyOnMount = (types: { console: Type<unknown> }): ParameterDecorator => BodyOnMount(types, new BodyOnMountPipe());

/** Absent is fine; present (null included) must pass the field's other constraints. */
export function OptionalField(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined, options);
}

/**
 * The one object a request body wraps its fields in (`{"form": {...}}`, `{"webhook": {...}}`): required,
 * an object, and validated as `type`, whose schema the document references.
 */
export function RequiredObject(type: Type<unknown>): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type }),
    IsDefined({ message: 'is required' }),
    IsObject({ message: 'must be an object' }),
    ValidateNested(),
    TypeOf(() => type),
  );
}

/**
 * Each item of an array of strings, checked at the edge so that the model gets typed input; the
 * refusal names the item (`emails[1] must be a string`).
 */
export function stringItems(values: readonly unknown[], field: string): string[] {
  return values.map((value, index) => {
    if (typeof value !== 'string') throw requestShapeError(`${field}[${index}]`, 'must be a string');
    return value;
  });
}
