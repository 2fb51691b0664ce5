import { fireEvent, render, screen, within } from '@testing-library/react';
import { descriptionOf, isInvalid } from '../../testing/dom';
import { newQuestion, type DraftQuestion } from './draft';
import { settingsDraftOf, type SettingsDraft } from './form-settings';
import { SettingsPanel, type SettingsErrors } from './settings-panel';

const empty: SettingsDraft = settingsDraftOf({
  closes_at: null,
  max_submissions: null,
  closed_message: '',
  thank_you_message: '',
  redirect_url: null,
  notification_emails: [],
  confirmation_email_question: null,
  save_partial_responses: false,
  partial_response_days: 30,
});

function emailQuestion(label: string, slug: string): DraftQuestion {
  return { ...newQuestion('email'), label, slug };
}

function show(settings: Partial<SettingsDraft> = {}, errors: SettingsErrors = {}, questions: DraftQuestion[] = []) {
  const onChange = jest.fn();
  render(<SettingsPanel settings={{ ...empty, ...settings }} questions={questions} errors={errors} onChange={onChange} />);
  return onChange;
}

describe('the settings panel', () => {
  it('labels every setting, each with its hint', () => {
    show();
    for (const [label, hint] of [
      ['Closing date', /in your time zone/],
      ['Response limit', /closes once it has this many responses/],
      ['Message when closed', /Shown instead of the form/],
      ['Thank-you message', /Plain text on the page after a response/],
      ['Redirect after a response', /An https address/],
      ['Notification emails', /one address per line \(at most 10\)/],
      ['Confirmation email', /a copy of their answers/],
      ['Unfinished responses', /offer a link to continue later/],
      ['Keep unfinished responses for (days)', /1 to 365/],
    ] as const) {
      expect(descriptionOf(screen.getByLabelText(label))).toMatch(hint);
    }
  });

  it('reports each change by the field it edits', () => {
    const onChange = show();
    fireEvent.change(screen.getByLabelText('Response limit'), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith({ maxSubmissions: '50' });
    fireEvent.change(screen.getByLabelText('Redirect after a response'), { target: { value: 'https://example.org/thanks' } });
    expect(onChange).toHaveBeenLastCalledWith({ redirectUrl: 'https://example.org/thanks' });
    fireEvent.change(screen.getByLabelText('Notification emails'), { target: { value: 'a@example.com\nb@example.com' } });
    expect(onChange).toHaveBeenLastCalledWith({ notificationEmails: 'a@example.com\nb@example.com' });
    fireEvent.change(screen.getByLabelText('Unfinished responses'), { target: { value: 'yes' } });
    expect(onChange).toHaveBeenLastCalledWith({ savePartialResponses: 'yes' });
    fireEvent.change(screen.getByLabelText('Keep unfinished responses for (days)'), { target: { value: '7' } });
    expect(onChange).toHaveBeenLastCalledWith({ partialResponseDays: '7' });
  });

  it('caps the messages at the length the server takes', () => {
    show();
    expect(screen.getByLabelText('Message when closed').getAttribute('maxlength')).toBe('2000');
    expect(screen.getByLabelText('Thank-you message').getAttribute('maxlength')).toBe('2000');
  });

  it('shows a refusal under the setting it names, and only there', () => {
    show({}, { redirectUrl: 'form.settings.redirect_url must be an https address' });
    const redirect = screen.getByLabelText('Redirect after a response');
    expect(isInvalid(redirect)).toBe(true);
    expect(descriptionOf(redirect)).toMatch(/form\.settings\.redirect_url must be an https address$/);
    expect(isInvalid(screen.getByLabelText('Response limit'))).toBe(false);
  });

  it('offers the saved email questions for the confirmation email', () => {
    show({}, {}, [emailQuestion('Your email', 'email'), emailQuestion('Unsaved', ''), { ...newQuestion('short_text'), label: 'Name', slug: 'name' }]);
    const options = within(screen.getByLabelText('Confirmation email')).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'No confirmation email'],
      ['email', 'Your email'],
    ]);
  });

  it('keeps a named question that is no longer an email question, said as such', () => {
    show({ confirmationEmailQuestion: 'contact' }, {}, [emailQuestion('Your email', 'email')]);
    const select = screen.getByLabelText('Confirmation email') as HTMLSelectElement;
    expect(select.value).toBe('contact');
    expect(select.selectedOptions[0].textContent).toBe('contact (no longer an email question)');
  });
});
