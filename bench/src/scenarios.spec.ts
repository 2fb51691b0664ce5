import { buildScenarios, DRAFT_QUESTIONS, impactDraft, type QuestionJson, type ScenarioContext, withoutStepSecrets, withoutVisit } from './scenarios';

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

const CONTEXT: ScenarioContext = {
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

describe('S15, a step of a form that keeps partial responses', () => {
  it('is measured only once its form exists, posting page 1 as a browser without JavaScript does, without a signed visit', () => {
    expect(buildScenarios(CONTEXT).map((scenario) => scenario.id)).not.toContain('S15');
    const s15 = buildScenarios({ ...CONTEXT, stepForm: { id: 'steps', version: 3 } }).find((scenario) => scenario.id === 'S15')!;
    expect([s15.expectedStatus, s15.createsResource, s15.reference]).toEqual([200, true, undefined]);
    const request = s15.request(3000);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/forms/steps',
      headers: { Host: 'bench.localhost:3000', 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    });
    expect(request.headers).not.toHaveProperty('X-Api-Key');
    expect([...new URLSearchParams(String(request.body))]).toEqual([
      ['your_name', 'Ada Lovelace'],
      ['plan', 'Pro'],
      ['_version', '3'],
      ['_page', '1'],
      ['_website', ''],
      ['_action', 'next'],
    ]);
  });

  it('compares two pages whole but for the signed visit, the token of the link to continue later and its origin', () => {
    const s15 = buildScenarios({ ...CONTEXT, stepForm: { id: 'steps', version: 3 } }).find((scenario) => scenario.id === 'S15')!;
    expect(s15.essentials).toBe(withoutStepSecrets);
    const page = (visit: string, token: string, origin: string, name = 'Ada &amp; co') =>
      '<form method="post"><input type="hidden" name="_visit" value="' + visit + '">\n' +
      '<input type="hidden" name="_resume" value="' + token + '">\n<p class="progress">Page 2 of 3</p>' +
      '<input type="hidden" name="your_name" value="' + name + '"><input type="hidden" name="_page" value="2">\n</form>' +
      '<p class="resume"><a href="' + origin + '/forms/f-1/resume/' + token + '">Continue later</a>: keep this link</p>';
    const first = page('v1.2.mac', 'a'.repeat(43), 'http://bench.localhost:3000');
    expect(withoutStepSecrets(first)).toBe(withoutStepSecrets(page('v2.2.other', 'b-_'.repeat(14) + 'c', 'http://bench.localhost:4000')));
    expect(withoutStepSecrets(first)).toBe(
      '<form method="post"><input type="hidden" name="_visit" value="<visit>">\n' +
        '<input type="hidden" name="_resume" value="<resume>">\n<p class="progress">Page 2 of 3</p>' +
        '<input type="hidden" name="your_name" value="Ada &amp; co"><input type="hidden" name="_page" value="2">\n</form>' +
        '<p class="resume"><a href="<origin>/forms/f-1/resume/<resume>">Continue later</a>: keep this link</p>',
    );
    // Everything else is compared: an answer carried otherwise, another form, or a link that is not one.
    expect(withoutStepSecrets(page('v1', 'a'.repeat(43), 'http://x', 'Ada'))).not.toBe(withoutStepSecrets(first));
    expect(withoutStepSecrets(first.replace('/forms/f-1/', '/forms/f-2/'))).not.toBe(withoutStepSecrets(first));
    expect(withoutStepSecrets(page('v1', 'short', 'http://x'))).toContain('/resume/short"');
  });
});

describe('S16, the funnel of the big form', () => {
  it('asks for the 30 days of whole hours it is given, once the big form has traffic', () => {
    expect(buildScenarios(CONTEXT).map((scenario) => scenario.id)).not.toContain('S16');
    const s16 = buildScenarios({ ...CONTEXT, funnelWindow: { since: '2026-01-01T10:00:00Z', until: '2026-01-31T10:00:00Z' } }).find((scenario) => scenario.id === 'S16');
    expect(s16?.request(3000)).toMatchObject({
      method: 'GET',
      path: '/api/external/v2/forms/big/funnel?since=2026-01-01T10:00:00Z&until=2026-01-31T10:00:00Z',
      headers: { 'X-Api-Key': 'fsk_x' },
    });
  });
});

describe('S13, the fill page', () => {
  it('compares two pages whole but for the signed visit each GET makes anew', () => {
    const s13 = buildScenarios(CONTEXT).find((scenario) => scenario.id === 'S13')!;
    const page = (visit: string) => `<form><input type="hidden" name="_version" value="1"><input type="hidden" name="_visit" value="${visit}"><p>Your name</p></form>`;
    expect(s13.essentials).toBe(withoutVisit);
    expect(withoutVisit(page('abc.1.mac'))).toBe(withoutVisit(page('xyz..other')));
    expect(withoutVisit(page('abc.1.mac'))).toBe('<form><input type="hidden" name="_version" value="1"><input type="hidden" name="_visit" value="<visit>"><p>Your name</p></form>');
  });
});
