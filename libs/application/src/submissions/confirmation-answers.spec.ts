import { ANSWERED, confirmationAnswers } from './confirmation-answers';

describe('confirmationAnswers', () => {
  it('quotes choices, numbers, dates and ratings, and nothing a respondent typed', () => {
    const answers = confirmationAnswers([
      { label: 'Plan', kind: 'single_choice', value: 'Team' },
      { label: 'Extras', kind: 'multiple_choice', value: 'Support, Training' },
      { label: 'Country', kind: 'dropdown', value: 'France' },
      { label: 'Agree', kind: 'yes_no', value: 'Yes' },
      { label: 'Seats', kind: 'number', value: '12.5' },
      { label: 'Start', kind: 'date', value: '2026-01-31' },
      { label: 'Score', kind: 'rating', value: '4' },
      { label: 'Name', kind: 'short_text', value: 'Cheap pills at spam.example' },
      { label: 'About', kind: 'long_text', value: 'Click https://spam.example now' },
      { label: 'Email', kind: 'email', value: 'victim@example.com' },
      { label: 'Phone', kind: 'phone', value: '+1 555 0100' },
      { label: 'Site', kind: 'url', value: 'https://spam.example' },
      { label: 'CV', kind: 'file_upload', value: 'http://acme.localhost:3000/api/external/v2/files/0b6a' },
    ]);
    expect(answers.map((answer) => answer.value)).toEqual([
      'Team', 'Support, Training', 'France', 'Yes', '12.5', '2026-01-31', '4',
      ANSWERED, ANSWERED, ANSWERED, ANSWERED, ANSWERED, ANSWERED,
    ]);
  });

  it('keeps an unanswered question unanswered, and never quotes an option label that reads as a link', () => {
    expect(confirmationAnswers([
      { label: 'Name', kind: 'short_text', value: '' },
      { label: 'Offer', kind: 'single_choice', value: 'Visit www.spam.example' },
      { label: 'Offer 2', kind: 'dropdown', value: 'see spam.example' },
    ])).toEqual([
      { label: 'Name', value: '' },
      { label: 'Offer', value: ANSWERED },
      { label: 'Offer 2', value: ANSWERED },
    ]);
  });
});
