import { buildScenarios, DRAFT_QUESTIONS, impactDraft, type QuestionJson, type ScenarioContext } from './scenarios';

// The big form's questions as v2 shows them (the seed's kinds).
const LIVE: QuestionJson[] = [
  { id: 'q1', kind: 'short_text', label: 'Your name', required: true, position: 1 },
  { id: 'q2', kind: 'single_choice', label: 'How satisfied are you?', options: ['Very', 'Somewhat', 'Not at all'], required: false, position: 2 },
  { id: 'q3', kind: 'multiple_choice', label: 'What should we improve?', options: ['Speed', 'Price', 'Support', 'Docs'], required: false, position: 3 },
  { id: 'q4', kind: 'number', label: 'Team size', required: false, position: 4 },
  { id: 'q5', kind: 'long_text', label: 'Anything else?', required: false, position: 5 },
];

describe("S14's draft of the big form", () => {
  it('has 50 questions: the live ones but the last, by id, with options removed, one made required, and new ones', () => {
    const { questions } = impactDraft(LIVE).draft;
    expect(questions).toHaveLength(DRAFT_QUESTIONS);
    expect(questions.slice(0, 4)).toEqual([
      { id: 'q1', kind: 'short_text', label: 'Your name', required: true },
      { id: 'q2', kind: 'single_choice', label: 'How satisfied are you?', options: ['Very', 'Somewhat'], required: false },
      { id: 'q3', kind: 'multiple_choice', label: 'What should we improve?', options: ['Support', 'Docs'], required: false },
      { id: 'q4', kind: 'number', label: 'Team size', required: true },
    ]);
    expect(questions[4]).toEqual({ kind: 'short_text', label: 'Extra question 1', required: false });
    expect(questions.filter((question) => question.id === undefined)).toHaveLength(DRAFT_QUESTIONS - 4);
    // The live questions are left as they were.
    expect(LIVE[1].options).toEqual(['Very', 'Somewhat', 'Not at all']);
  });

  it('is measured as S14 only once the big form holds it', () => {
    const context: ScenarioContext = {
      apiKey: 'fsk_x',
      subdomain: 'bench',
      bigFormId: 'big',
      deepPage: 9000,
      teamMemberId: 'm',
      since: '2026-01-01T00:00:00Z',
      filteredDeepPage: 1,
      summaryUntil: '2026-02-01T00:00:00Z',
      intakeFormId: 'intake',
      sessionCookie: 'fs_session=x',
    };
    expect(buildScenarios(context).map((scenario) => scenario.id)).not.toContain('S14');
    const s14 = buildScenarios({ ...context, bigFormDraft: true }).find((scenario) => scenario.id === 'S14');
    expect(s14?.request(3000)).toMatchObject({ method: 'GET', path: '/api/external/v2/forms/big/draft/impact', headers: { 'X-Api-Key': 'fsk_x' } });
  });
});
