import { DomainError } from '../errors';
import type { Question } from './question';
import { applyFormSettings, checkNotificationRecipients, defaultFormSettings, partialResponsesEnded, settingsAllowResponse } from './form-settings';

const now = new Date('2026-03-01T12:00:00Z');
const questions = [
  { id: 'a', kind: 'email', label: 'Email', slug: 'email', position: 1, required: false, options: [], scale: null },
  { id: 'b', kind: 'short_text', label: 'Name', slug: 'name', position: 2, required: false, options: [], scale: null },
] as unknown as Question[];

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe('form settings', () => {
  it('keeps no partial responses unless asked, for 30 days when asked', () => {
    expect(defaultFormSettings()).toMatchObject({ savePartialResponses: false, partialResponseDays: 30 });
    const on = applyFormSettings(defaultFormSettings(), { savePartialResponses: true, partialResponseDays: 365 }, questions, now);
    expect(on).toMatchObject({ savePartialResponses: true, partialResponseDays: 365 });
    expect(partialResponsesEnded(defaultFormSettings(), on)).toBe(false);
    expect(partialResponsesEnded(on, on)).toBe(false);
    expect(partialResponsesEnded(on, applyFormSettings(on, { savePartialResponses: false }, questions, now))).toBe(true);
  });

  it('replaces only the fields given', () => {
    const first = applyFormSettings(defaultFormSettings(), { maxSubmissions: 5, thankYouMessage: '  Thanks  ' }, questions, now);
    const second = applyFormSettings(first, { redirectUrl: 'https://example.com/x' }, questions, now);
    expect(second).toEqual({ ...defaultFormSettings(), maxSubmissions: 5, thankYouMessage: 'Thanks', redirectUrl: 'https://example.com/x' });
  });

  it.each([
    [{ closesAt: new Date('2026-03-01T12:00:00Z') }, 'settings.closesAt must be in the future'],
    [{ maxSubmissions: 0 }, 'settings.maxSubmissions must be an integer of at least 1'],
    [{ maxSubmissions: 2 ** 31 }, 'settings.maxSubmissions must be at most 2147483647'],
    [{ closedMessage: 'x'.repeat(2001) }, 'settings.closedMessage must be at most 2000 characters'],
    [{ thankYouMessage: 'a\u0000b' }, 'settings.thankYouMessage must not contain NUL characters'],
    [{ redirectUrl: 'http://example.com' }, 'settings.redirectUrl must be an absolute https URL of at most 2000 characters'],
    [{ redirectUrl: 'javascript:alert(1)' }, 'settings.redirectUrl must be an absolute https URL of at most 2000 characters'],
    [{ notificationEmails: ['ok@example.com', 'nope'] }, 'settings.notificationEmails[1] is not a valid email'],
    [{ confirmationEmailQuestion: 'name' }, 'settings.confirmationEmailQuestion must be the slug of an email question of the form'],
    [{ partialResponseDays: 0 }, 'settings.partialResponseDays must be an integer from 1 to 365'],
    [{ partialResponseDays: 366 }, 'settings.partialResponseDays must be an integer from 1 to 365'],
    [{ partialResponseDays: 1.5 }, 'settings.partialResponseDays must be an integer from 1 to 365'],
  ])('refuses %j', (input, message) => {
    expect(refusal(() => applyFormSettings(defaultFormSettings(), input, questions, now))).toBe(message);
  });

  it('takes back the stored closing date that has passed, and refuses any other past date', () => {
    const past = { ...defaultFormSettings(), closesAt: new Date('2020-01-01T00:00:00Z') };
    const echoed = applyFormSettings(past, { ...past, closesAt: new Date('2020-01-01T00:00:00Z'), thankYouMessage: 'Closed' }, questions, now);
    expect(echoed).toEqual({ ...past, thankYouMessage: 'Closed' });
    expect(refusal(() => applyFormSettings(past, { closesAt: new Date('2020-01-01T00:00:01Z') }, questions, now))).toBe('settings.closesAt must be in the future');
  });

  it('keeps a closing date that has passed when it is not given again', () => {
    const past = { ...defaultFormSettings(), closesAt: new Date('2020-01-01T00:00:00Z') };
    expect(applyFormSettings(past, { maxSubmissions: 3 }, questions, now).closesAt).toEqual(past.closesAt);
  });

  it('counts the same address once', () => {
    expect(applyFormSettings(defaultFormSettings(), { notificationEmails: ['Ada@example.com', 'ada@EXAMPLE.com'] }, questions, now).notificationEmails).toEqual([
      'Ada@example.com',
    ]);
  });

  it('allows a response before the closing date and under the limit only', () => {
    const settings = { ...defaultFormSettings(), closesAt: new Date('2026-03-01T12:00:01Z'), maxSubmissions: 2 };
    expect(settingsAllowResponse(settings, 1, now)).toBe(true);
    expect(settingsAllowResponse(settings, 2, now)).toBe(false);
    expect(settingsAllowResponse(settings, 0, new Date('2026-03-01T12:00:01Z'))).toBe(false);
    expect(settingsAllowResponse(defaultFormSettings(), 10 ** 6, now)).toBe(true);
  });

  it('takes notification addresses of active members only', () => {
    const members = [
      { email: 'ada@example.com', active: true },
      { email: 'old@example.com', active: false },
    ];
    expect(() => checkNotificationRecipients(['ADA@example.com'], members)).not.toThrow();
    expect(refusal(() => checkNotificationRecipients(['ada@example.com', 'old@example.com'], members))).toBe(
      'settings.notificationEmails[1] must be the email of an active member of the workspace',
    );
  });
});
