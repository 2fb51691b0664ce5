import { errorsOf, NO_ERRORS } from './builder-errors';
import { newQuestion, type Draft } from './draft';

const sent: Draft = {
  title: 'Survey',
  questions: [
    { ...newQuestion('short_text'), key: 'a' },
    { ...newQuestion('dropdown'), key: 'b' },
  ],
  hiddenFields: ['utm_source'],
  settings: { closesAt: '', maxSubmissions: '', closedMessage: '', thankYouMessage: '', redirectUrl: '', notificationEmails: '', confirmationEmailQuestion: '' },
  savedSettings: { closesAt: '', maxSubmissions: '', closedMessage: '', thankYouMessage: '', redirectUrl: '', notificationEmails: '', confirmationEmailQuestion: '' },
};

describe('where the builder shows a refusal', () => {
  it('beside the title', () => {
    expect(errorsOf('form.title must not be empty', sent)).toEqual({ ...NO_ERRORS, title: 'form.title must not be empty' });
  });

  it("beside a question's field, by the key of the question at that place in what was sent", () => {
    expect(errorsOf('form.questions[1].options must have at least 2 entries', sent).questions).toEqual({
      b: { options: 'form.questions[1].options must have at least 2 entries' },
    });
  });

  it('on the whole question when the field is not one it shows', () => {
    expect(errorsOf('form.questions[0] is not an object', sent).questions).toEqual({ a: { question: 'form.questions[0] is not an object' } });
  });

  it('beside the buttons when the question named was not sent', () => {
    expect(errorsOf('form.questions[5].label must not be empty', sent)).toEqual({ ...NO_ERRORS, form: 'form.questions[5].label must not be empty' });
  });

  it('beside a hidden field, and beside a setting', () => {
    expect(errorsOf('form.hidden_fields[0] is not a valid name', sent).hiddenFields).toEqual({ 0: 'form.hidden_fields[0] is not a valid name' });
    expect(errorsOf('form.settings.redirect_url must be an https address', sent).settings).toEqual({ redirectUrl: 'form.settings.redirect_url must be an https address' });
  });

  it('beside the buttons when it names no field', () => {
    expect(errorsOf('The form is suspended', sent)).toEqual({ ...NO_ERRORS, form: 'The form is suspended' });
  });
});
