import { ApiError, fieldOfError, messageOf } from './errors';

describe('fieldOfError', () => {
  const fields = ['first_name', 'last_name', 'time_zone'] as const;

  it('finds the field a refusal names under its envelope', () => {
    expect(fieldOfError('member.time_zone "Mars/Olympus" is not a valid time zone', 'member', fields)).toBe('time_zone');
    expect(fieldOfError('member.first_name must be shorter than or equal to 100 characters', 'member', fields)).toBe('first_name');
  });

  it('names none for a message about something else', () => {
    expect(fieldOfError('member.email is not allowed', 'member', fields)).toBeUndefined();
    expect(fieldOfError('Sign in to continue', 'member', fields)).toBeUndefined();
    expect(fieldOfError('member.first_names is odd', 'member', fields)).toBeUndefined();
  });
});

describe('messageOf', () => {
  it('is the API’s own message, or says the service was not reached', () => {
    expect(messageOf(new ApiError(422, 'form.title is required'))).toBe('form.title is required');
    expect(messageOf(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
  });
});
