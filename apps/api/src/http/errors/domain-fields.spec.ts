import { HttpCode, Post, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ApiOperation } from '@nestjs/swagger';
import { DomainError, DomainErrorCode } from '@forms/domain';
import { DomainFieldsUnder, wireFieldName, wireMessageOf } from './domain-fields';

/** Where @nestjs/swagger keeps @ApiOperation's options (it does not export the name). */
const SWAGGER_OPERATION = 'swagger/apiOperation';

/** Calls, through @DomainFieldsUnder, a handler that throws `error`. */
async function thrownUnder(root: string, error: unknown): Promise<unknown> {
  const descriptor: PropertyDescriptor = {
    value: () => {
      throw error;
    },
  };
  DomainFieldsUnder(root)({}, 'handler', descriptor);
  try {
    await (descriptor.value as () => Promise<unknown>)();
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

  it("keeps the handler's result, its `this` and the route metadata, whichever side of it the others are written", async () => {
    class Controller {
      constructor(readonly prefix: string) {}

      @Post('forms')
      @HttpCode(201)
      @DomainFieldsUnder('form')
      @ApiOperation({ operationId: 'createSomething' })
      create(name: string): Promise<string> {
        return Promise.resolve(`${this.prefix}${name}`);
      }
    }
    const handler = Controller.prototype.create;

    await expect(new Controller('form:').create('a')).resolves.toBe('form:a');
    expect(Reflect.getMetadata(PATH_METADATA, handler)).toBe('forms');
    expect(Reflect.getMetadata(METHOD_METADATA, handler)).toBe(RequestMethod.POST);
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, handler)).toBe(201);
    expect(Reflect.getMetadata(SWAGGER_OPERATION, handler)).toEqual(expect.objectContaining({ operationId: 'createSomething' }));
    expect(handler.name).toBe('create');
  });
});
