import { changeOf, draftOf, isDirty, placeOfError, type Form } from './draft';
import { emailsOf, localDateTimeOf, settingsChangeOf, settingsDraftOf, settingsFieldOfPath, timestampOf } from './form-settings';

const settings = {
  closes_at: '2020-01-01T10:00:00Z',
  max_submissions: 25,
  closed_message: 'Closed.',
  thank_you_message: '',
  redirect_url: null,
  notification_emails: ['ada@example.com', 'grace@example.com'],
  confirmation_email_question: 'email',
  save_partial_responses: false,
  partial_response_days: 30,
};

const saved = {
  id: 'f',
  title: 'Survey',
  questions: [{ id: 'q', kind: 'email', label: 'Email', slug: 'email', position: 1, required: false, options: [], scale: null }],
  hidden_fields: [],
  settings,
} as unknown as Form;

describe('the settings draft', () => {
  it('turns the API timestamp into a local date-time and back', () => {
    const local = localDateTimeOf('2026-06-01T12:30:00Z');
    expect(local).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(timestampOf(local)).toBe('2026-06-01T12:30:00Z');
    expect(timestampOf('')).toBeNull();
  });

  it('reads addresses one per line, ignoring blank lines and separators', () => {
    expect(emailsOf(' ada@example.com\n\n grace@example.com, linus@example.com ')).toEqual(['ada@example.com', 'grace@example.com', 'linus@example.com']);
  });

  it('sends no settings when none changed, even with a closing date that has passed', () => {
    const draft = draftOf(saved);
    expect(changeOf(draft).settings).toBeUndefined();
    expect(isDirty(draft, saved)).toBe(false);
  });

  it('sends only the settings changed, in wire terms, with empty fields as null', () => {
    const draft = draftOf(saved);
    const edited = { ...draft.settings, maxSubmissions: '', redirectUrl: ' https://example.com/done ', notificationEmails: 'ada@example.com\ngrace@example.com\n' };
    expect(settingsChangeOf(edited, draft.savedSettings)).toEqual({ max_submissions: null, redirect_url: 'https://example.com/done' });
    expect(settingsChangeOf({ ...draft.settings, maxSubmissions: '10', confirmationEmailQuestion: '' }, draft.savedSettings)).toEqual({
      max_submissions: 10,
      confirmation_email_question: null,
    });
    expect(isDirty({ ...draft, settings: { ...draft.settings, thankYouMessage: 'Thanks!' } }, saved)).toBe(true);
    expect(settingsDraftOf(settings).notificationEmails).toBe('ada@example.com\ngrace@example.com');
  });

  it('keeps partial responses as a yes/no choice and a number of days, sent in wire terms', () => {
    const draft = draftOf(saved);
    expect([draft.settings.savePartialResponses, draft.settings.partialResponseDays]).toEqual(['', '30']);
    expect(settingsChangeOf({ ...draft.settings, savePartialResponses: 'yes', partialResponseDays: ' 7 ' }, draft.savedSettings)).toEqual({
      save_partial_responses: true,
      partial_response_days: 7,
    });
    // What is no whole number goes as typed, so that the API's refusal lands beside the field.
    expect(settingsChangeOf({ ...draft.settings, partialResponseDays: 'soon' }, draft.savedSettings)).toEqual({ partial_response_days: 'soon' });
    expect(settingsFieldOfPath('form.settings.partial_response_days')).toBe('partialResponseDays');
  });

  it('puts a refusal of a setting beside its field', () => {
    expect(settingsFieldOfPath('form.settings.notification_emails[1]')).toBe('notificationEmails');
    expect(settingsFieldOfPath('form.settings.closes_atx')).toBeNull();
    expect(placeOfError('form.settings.max_submissions')).toEqual({ at: 'settings', field: 'maxSubmissions' });
    expect(placeOfError('form.settings.closes_at')).toEqual({ at: 'settings', field: 'closesAt' });
    expect(placeOfError('form.title')).toEqual({ at: 'title' });
  });
});
