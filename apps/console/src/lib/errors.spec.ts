import { ApiError, fieldOfBody, fieldOfError, messageOf } from './errors';

describe('fieldOfError', () => {
  const fields = ['first_name', 'last_name', 'time_zone'] as const;
  const refusal = (field?: string) => new ApiError(422, 'whatever the message says', field);

  it('finds the field the API names under its envelope, or a place inside it', () => {
    expect(fieldOfError(refusal('member.time_zone'), 'member', fields)).toBe('time_zone');
    expect(fieldOfError(refusal('member.first_name'), 'member', fields)).toBe('first_name');
    expect(fieldOfError(refusal('member.time_zone[0]'), 'member', fields)).toBe('time_zone');
  });

  it('names none for another field, no field, or no answer at all', () => {
    expect(fieldOfError(refusal('member.email'), 'member', fields)).toBeUndefined();
    expect(fieldOfError(refusal('member.first_names'), 'member', fields)).toBeUndefined();
    expect(fieldOfError(refusal('first_name'), 'member', fields)).toBeUndefined();
    expect(fieldOfError(refusal(), 'member', fields)).toBeUndefined();
    expect(fieldOfError(new ApiError(422, 'member.time_zone "Mars/Olympus" is not a valid time zone'), 'member', fields)).toBeUndefined();
    expect(fieldOfError(new TypeError('Failed to fetch'), 'member', fields)).toBeUndefined();
  });
});

describe('fieldOfBody', () => {
  it('is the field of an error body, when it has one', () => {
    expect(fieldOfBody({ error: 'x', field: 'form.title' })).toBe('form.title');
    expect(fieldOfBody({ error: 'x' })).toBeUndefined();
    expect(fieldOfBody({ error: 'x', field: 3 })).toBeUndefined();
    expect(fieldOfBody(undefined)).toBeUndefined();
  });
});

describe('messageOf', () => {
  it('is the API’s own message, or says the service was not reached', () => {
    expect(messageOf(new ApiError(422, 'form.title is required'))).toBe('form.title is required');
    expect(messageOf(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
  });
});
