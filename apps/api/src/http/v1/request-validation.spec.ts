// The body validation pipe, tried on v1's and v2's request DTOs: it lives with v1 so that nothing outside
// http/v1 imports from it, and deleting v1 deletes its part of these checks with it.
import { DomainError, DomainErrorCode } from '@forms/domain';
import type { ArgumentMetadata } from '@nestjs/common';
import { AddTeamMembersRequestDto } from './add-team-members.dto';
import { UpdateTeamMemberRequestDto } from './update-team-member.dto';
import { CreateFormRequestDto } from '../forms/form.dto';
import { bodyValidationPipe } from '../request/validation';

async function validate(metatype: ArgumentMetadata['metatype'], body: unknown): Promise<unknown> {
  return bodyValidationPipe.transform(body, { type: 'body', metatype });
}

async function problem(metatype: ArgumentMetadata['metatype'], body: unknown): Promise<string> {
  try {
    await validate(metatype, body);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(DomainErrorCode.ValidationFailed);
    return (error as DomainError).message;
  }
  throw new Error(`expected ${JSON.stringify(body)} to be refused`);
}

describe('body validation', () => {
  it('passes a valid body through unchanged', async () => {
    const body = { emails: ['a@example.com'], organization_role: 'Admin', send_invitation_email: 'false' };
    await expect(validate(AddTeamMembersRequestDto, body)).resolves.toEqual(body);
  });

  it('leaves the values of known fields to the domain, once their types are right', async () => {
    await expect(validate(AddTeamMembersRequestDto, { emails: ['not an email'] })).resolves.toEqual({ emails: ['not an email'] });
    await expect(validate(UpdateTeamMemberRequestDto, { active: true, time_zone: 'Mars/Olympus' })).resolves.toEqual({
      active: true,
      time_zone: 'Mars/Olympus',
    });
  });

  it('refuses a field of the wrong type, naming it', async () => {
    expect(await problem(AddTeamMembersRequestDto, { emails: 'not even a list' })).toBe('emails must be an array of emails');
    expect(await problem(UpdateTeamMemberRequestDto, { active: 'yes' })).toBe('active must be a boolean');
    expect(await problem(UpdateTeamMemberRequestDto, { time_zone: 3 })).toBe('time_zone must be a string');
  });

  it('names an unknown field', async () => {
    expect(await problem(AddTeamMembersRequestDto, { emails: ['a@example.com'], foo: 1 })).toBe('foo is not allowed');
    expect(await problem(UpdateTeamMemberRequestDto, { profile_image_url: 'x' })).toBe('profile_image_url is not allowed');
  });

  it('names a missing required field', async () => {
    expect(await problem(AddTeamMembersRequestDto, {})).toBe('emails is required');
    expect(await problem(AddTeamMembersRequestDto, { emails: null })).toBe('emails is required');
    expect(await problem(CreateFormRequestDto, {})).toBe('form is required');
  });

  it('gives nested fields their path', async () => {
    expect(await problem(CreateFormRequestDto, { form: {} })).toBe('form.title is required');
    expect(await problem(CreateFormRequestDto, { form: { title: 'x', owner: 'y' } })).toBe('form.owner is not allowed');
    expect(await problem(CreateFormRequestDto, { form: 'x' })).toBe('form must be an object');
    expect(await problem(CreateFormRequestDto, { form: [{ title: 'x' }] })).toBe('form must be an object');
  });

  it('accepts send_invitation_email as "true"/"false" or a boolean, nothing else', async () => {
    for (const value of ['true', 'false', true, false]) {
      await expect(validate(AddTeamMembersRequestDto, { emails: ['a@example.com'], send_invitation_email: value })).resolves.toBeDefined();
    }
    for (const value of ['no', 'False', 0, null]) {
      expect(await problem(AddTeamMembersRequestDto, { emails: ['a@example.com'], send_invitation_email: value })).toBe(
        'send_invitation_email must be "true" or "false"',
      );
    }
  });

  it('refuses null where a string is optional', async () => {
    expect(await problem(AddTeamMembersRequestDto, { emails: ['a@example.com'], organization_role: null })).toBe(
      'organization_role must be a string',
    );
  });

  it('drops a __proto__ key instead of following it', async () => {
    const body = JSON.parse('{"emails":["a@example.com"],"__proto__":{"polluted":true}}');
    const validated = (await validate(AddTeamMembersRequestDto, body)) as Record<string, unknown>;
    expect(Object.keys(validated)).toEqual(['emails']);
    expect(validated['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
