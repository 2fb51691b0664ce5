import { type CallHandler, type ExecutionContext, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { DomainError, DomainErrorCode } from '@forms/domain';
import { catchError, type Observable, throwError } from 'rxjs';

/**
 * The model names the fields it refuses in its own terms (`createdByEmail`, `questions[2].options`);
 * JSON clients know them by their wire names. Every camelCase segment becomes snake_case:
 * `organizationRole` -> `organization_role`, `hiddenFields[0]` -> `hidden_fields[0]`.
 */
export function wireFieldName(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The client's message for a refused field: the field by its wire name, then the problem. */
export function wireMessageOf(error: DomainError): string {
  return error.field ? `${wireFieldName(error.field.name)} ${error.field.problem}` : error.message;
}

/**
 * A refusal found while checking the request's shape, already in wire terms (`form.title is required`):
 * it carries no model field, so nothing renames it again.
 */
export function requestShapeError(path: string, problem: string): DomainError {
  return new DomainError(DomainErrorCode.ValidationFailed, `${path} ${problem}`);
}

class DomainFieldsUnderInterceptor implements NestInterceptor {
  constructor(private readonly root: string) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) =>
        throwError(() => (error instanceof DomainError ? error.withFieldNamed((field) => `${this.root}.${field}`) : error)),
      ),
    );
  }
}

/**
 * For routes whose body wraps the model's fields in an object (`{"form": {...}}`): a refused field is
 * named by its path in the request (`form.title`).
 */
export const DomainFieldsUnder = (root: string): MethodDecorator & ClassDecorator =>
  UseInterceptors(new DomainFieldsUnderInterceptor(root));
