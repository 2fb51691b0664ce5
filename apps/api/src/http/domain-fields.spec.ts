import { DomainError, DomainErrorCode } from '@forms/domain';
import { lastValueFrom, throwError } from 'rxjs';
import { DomainFieldsUnder, wireFieldName, wireMessageOf } from './domain-fields';

/** Runs the interceptor that @DomainFieldsUnder installs around a handler that throws `error`. */
async function thrownUnder(root: string, error: unknown): Promise<unknown> {
  const target = {};
  const descriptor = { value: () => undefined };
  DomainFieldsUnder(root)(target, 'handler', descriptor);
  const [interceptor] = Reflect.getMetadata('__interceptors__', descriptor.value) as {
    intercept: (context: unknown, next: { handle: () => unknown }) => Parameters<typeof lastValueFrom>[0];
  }[];
  try {
    await lastValueFrom(interceptor.intercept({}, { handle: () => throwError(() => error) }));
  } catch (caught) {
    return caught;
  }
  throw new Error('expected the handler to fail');
}

describe('domain field names on the wire', () => {
  it('turns each camelCase segment into snake_case', () => {
    expect(wireFieldName('organizationRole')).toBe('organization_role');
    expect(wireFieldName('form.createdByEmail')).toBe('form.created_by_email');
    expect(wireFieldName('hiddenFields[0]')).toBe('hidden_fields[0]');
    expect(wireFieldName('emails[1]')).toBe('emails[1]');
    expect(wireFieldName('responses.contact_email')).toBe('responses.contact_email');
  });

  it('renders a refused model field in wire terms, and leaves other messages as they are', () => {
    expect(wireMessageOf(DomainError.invalid('invitedBy', 'must be the email of an active Admin'))).toBe(
      'invited_by must be the email of an active Admin',
    );
    expect(wireMessageOf(DomainError.lastAdmin())).toBe('Cannot remove the last admin of the workspace');
  });

  it('names the form fields by their path in the v2 request', async () => {
    const blank = (await thrownUnder('form', DomainError.invalid('title', 'must not be blank'))) as DomainError;
    expect(wireMessageOf(blank)).toBe('form.title must not be blank');
    const creator = (await thrownUnder('form', DomainError.invalid('createdByEmail', 'is not a valid email'))) as DomainError;
    expect(wireMessageOf(creator)).toBe('form.created_by_email is not a valid email');
    expect(creator.code).toBe(DomainErrorCode.ValidationFailed);
  });

  it('leaves other errors as they are', async () => {
    const notFound = DomainError.workspaceNotFound();
    expect(await thrownUnder('form', notFound)).toBe(notFound);
    const other = new Error('boom');
    expect(await thrownUnder('form', other)).toBe(other);
  });
});
