import { errorsOf, NO_ERRORS } from './builder-errors';
import { newQuestion, type Draft } from './draft';
import { themeDraftOf } from './form-theme';

const sent: Draft = {
  title: 'Survey',
  questions: [
    { ...newQuestion('short_text'), key: 'a' },
    { ...newQuestion('dropdown'), key: 'b' },
  ],
  hiddenFields: ['utm_source'],
  settings: { closesAt: '', maxSubmissions: '', closedMessage: '', thankYouMessage: '', redirectUrl: '', notificationEmails: '', confirmationEmailQuestion: '', savePartialResponses: '', partialResponseDays: '30' },
  savedSettings: { closesAt: '', maxSubmissions: '', closedMessage: '', thankYouMessage: '', redirectUrl: '', notificationEmails: '', confirmationEmailQuestion: '', savePartialResponses: '', partialResponseDays: '30' },
  theme: themeDraftOf(null),
  savedTheme: themeDraftOf(null),
};

describe('where the builder shows a refusal', () => {
  it('beside the title', () => {
    expect(errorsOf({ message: 'form.title must not be empty', field: 'form.title' }, sent)).toEqual({ ...NO_ERRORS, title: 'form.title must not be empty' });
  });

  it("beside a question's field, by the key of the question at that place in what was sent", () => {
    expect(errorsOf({ message: 'form.questions[1].options must have at least 2 entries', field: 'form.questions[1].options' }, sent).questions).toEqual({
      b: { options: 'form.questions[1].options must have at least 2 entries' },
    });
  });

  it('on the whole question when the field is not one it shows', () => {
    expect(errorsOf({ message: 'form.questions[0] is not an object', field: 'form.questions[0]' }, sent).questions).toEqual({ a: { question: 'form.questions[0] is not an object' } });
  });

  it('beside the buttons when the question named was not sent', () => {
    expect(errorsOf({ message: 'form.questions[5].label must not be empty', field: 'form.questions[5].label' }, sent)).toEqual({ ...NO_ERRORS, form: 'form.questions[5].label must not be empty' });
  });

  it('beside a hidden field, and beside a setting', () => {
    expect(errorsOf({ message: 'form.hidden_fields[0] is not a valid name', field: 'form.hidden_fields[0]' }, sent).hiddenFields).toEqual({ 0: 'form.hidden_fields[0] is not a valid name' });
    expect(errorsOf({ message: 'form.settings.redirect_url must be an https address', field: 'form.settings.redirect_url' }, sent).settings).toEqual({ redirectUrl: 'form.settings.redirect_url must be an https address' });
  });

  it('by the field the API names, never by reading the message', () => {
    expect(errorsOf({ message: 'form.title must not be empty' }, sent)).toEqual({ ...NO_ERRORS, form: 'form.title must not be empty' });
    expect(errorsOf({ message: 'Something about the title', field: 'form.title' }, sent)).toEqual({ ...NO_ERRORS, title: 'Something about the title' });
  });

  it('beside the buttons when it names no field', () => {
    expect(errorsOf({ message: 'The form is suspended' }, sent)).toEqual({ ...NO_ERRORS, form: 'The form is suspended' });
  });
});
