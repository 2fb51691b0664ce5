import { DomainError, DomainErrorCode } from '@forms/domain';

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
  const error = new DomainError(DomainErrorCode.ValidationFailed, `${path} ${problem}`);
  shapePaths.set(error, path);
  return error;
}

const shapePaths = new WeakMap<DomainError, string>();

/**
 * The path of the field a refusal names, in wire terms (`form.title`, `emails[1]`), for a client that
 * puts the message next to that field; undefined when the refusal names none.
 */
export function wireFieldOf(exception: unknown): string | undefined {
  if (!(exception instanceof DomainError)) return undefined;
  return exception.field ? wireFieldName(exception.field.name) : shapePaths.get(exception);
}

/**
 * For routes whose body wraps the model's fields in an object (`{"form": {...}}`): a refused field is
 * named by its path in the request (`form.title`).
 *
 * The handler itself is wrapped, rather than given an interceptor: Nest runs every interceptor through an
 * Observable chain on every request, which cost a create-form request about a tenth of its CPU.
 * The route's metadata (path, method, status, OpenAPI) moves to the wrapper, so Nest and Swagger see
 * the same route whichever side of this decorator the others are written.
 */
export function DomainFieldsUnder(root: string): MethodDecorator {
  return (_target, _property, descriptor) => {
    const handler = descriptor.value as unknown as (...args: unknown[]) => unknown;
    const renamingFields = async function (this: unknown, ...args: unknown[]): Promise<unknown> {
      try {
        return await handler.apply(this, args);
      } catch (error) {
        throw error instanceof DomainError ? error.withFieldNamed((field) => `${root}.${field}`) : error;
      }
    };
    for (const key of Reflect.getOwnMetadataKeys(handler) as unknown[]) {
      Reflect.defineMetadata(key, Reflect.getOwnMetadata(key, handler), renamingFields);
    }
    Object.defineProperty(renamingFields, 'name', { value: handler.name });
    (descriptor as PropertyDescriptor).value = renamingFields;
  };
}
