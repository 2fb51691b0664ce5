import type { IdGenerator } from '../shared/ports/system.port';
import type { Question, QuestionInput, SubmissionResponse, UserAgent } from '@forms/domain';

// Plausible data for demos and benchmarks: several question kinds, browsers and devices.

/** A question of the sample forms, with a way to answer it plausibly. */
export interface SampleQuestion {
  input: QuestionInput;
  answer: (n: number) => string;
}

const FIRST_NAMES = ['Ada', 'Grace', 'Linus', 'Margaret', 'Alan', 'Barbara', 'Ken', 'Radia', 'Dennis', 'Frances'];
const CITIES = ['Berlin', 'Lisbon', 'Osaka', 'Toronto', 'Nairobi', 'Lima', 'Oslo', 'Pune', 'Austin', 'Perth'];
const SATISFACTION = ['Very satisfied', 'Satisfied', 'Neutral', 'Unsatisfied', 'Very unsatisfied'];
const TOPICS = ['Pricing', 'Support', 'Documentation', 'Performance'];

// Every answer fits its question, so that a seeded submission is one the form could have produced.
export const QUESTION_BANK: readonly SampleQuestion[] = [
  { input: { label: 'Your name', kind: 'short_text', slug: 'name', required: true }, answer: (n) => FIRST_NAMES[n % FIRST_NAMES.length] },
  { input: { label: 'Email address', kind: 'email', slug: 'email', required: true }, answer: (n) => `person${n}@example.com` },
  {
    input: { label: 'How satisfied are you?', kind: 'single_choice', slug: 'satisfaction', options: SATISFACTION },
    answer: (n) => SATISFACTION[n % SATISFACTION.length],
  },
  { input: { label: 'How likely are you to recommend us?', kind: 'rating', slug: 'nps', scale: 10 }, answer: (n) => String((n % 10) + 1) },
  {
    input: { label: 'City', kind: 'dropdown', slug: 'city', options: CITIES },
    answer: (n) => CITIES[(n * 7) % CITIES.length],
  },
  {
    input: { label: 'Preferred contact date', kind: 'date', slug: 'contact_date' },
    answer: (n) => `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
  },
  { input: { label: 'Team size', kind: 'number', slug: 'team_size' }, answer: (n) => String((n % 250) + 1) },
  { input: { label: 'Would you join a beta?', kind: 'yes_no', slug: 'beta' }, answer: (n) => (n % 3 === 0 ? 'Yes' : 'No') },
  {
    input: { label: 'What should we improve?', kind: 'multiple_choice', slug: 'improve', options: TOPICS },
    answer: (n) => TOPICS.filter((_, index) => (n >> index) % 2 === 1).join(', '),
  },
  {
    input: { label: 'Anything else?', kind: 'long_text', slug: 'comments' },
    answer: (n) => (n % 4 === 0 ? '' : `Comment number ${n}: the form was easy to fill in.`),
  },
];

export const FORM_TITLES: readonly string[] = [
  'Customer satisfaction survey', 'Event registration', 'Job application', 'Product feedback',
  'Newsletter sign-up', 'Support request', 'Beta programme waitlist', 'Workshop evaluation',
  'Volunteer sign-up', 'Partner enquiry',
];

const BROWSERS = [
  ['Chrome', '131.0.6778'], ['Firefox', '133.0'], ['Safari', '18.2'], ['Edge', '131.0.2903'],
] as const;
const DEVICES = [
  ['MacBook Pro', 'desktop', 'macOS', '15.2'], ['ThinkPad X1', 'desktop', 'Windows', '11'],
  ['iPhone 16', 'mobile', 'iOS', '18.2'], ['Pixel 9', 'mobile', 'Android', '15'], ['iPad Air', 'tablet', 'iPadOS', '18.1'],
] as const;

export function questionsFor(formIndex: number, count?: number): SampleQuestion[] {
  const size = count ?? 5 + (formIndex % 6);
  return Array.from({ length: size }, (_, index) => QUESTION_BANK[(formIndex + index) % QUESTION_BANK.length]);
}

/**
 * Answers to a form's questions (in their order), as a person could have given them; with
 * `longTextLength`, each non-empty long-text answer is its comment repeated to that many characters.
 */
export function sampleResponses(
  questions: readonly Question[],
  samples: readonly SampleQuestion[],
  n: number,
  ids: IdGenerator,
  longTextLength?: number,
): SubmissionResponse[] {
  return questions.map((question, index) => {
    const answer = samples[index].answer(n + index);
    const value =
      longTextLength !== undefined && question.kind === 'long_text' && answer !== ''
        ? `${answer} `.repeat(Math.ceil(longTextLength / (answer.length + 1))).slice(0, longTextLength)
        : answer;
    const response: SubmissionResponse = {
      id: ids.next(),
      label: question.label,
      position: question.position,
      kind: question.kind,
      slug: question.slug,
      value,
      questionId: question.id,
    };
    // Sample option labels hold no ", ", so the joined answer splits back into the options picked.
    if (question.kind === 'multiple_choice') response.choices = value === '' ? [] : value.split(', ');
    return response;
  });
}

export function sampleUserAgent(n: number, ids: IdGenerator): UserAgent {
  const [name, version] = BROWSERS[n % BROWSERS.length];
  const [deviceName, deviceType, os, osVersion] = DEVICES[n % DEVICES.length];
  return {
    id: ids.next(),
    name,
    version,
    ipAddress: `203.0.113.${n % 254 + 1}`,
    deviceName,
    deviceType,
    operatingSystem: os,
    operatingSystemVersion: osVersion,
  };
}
