import { draftPublishScenario, draftSaveBodies, draftSaveScenario, EDITED_MARK } from './draft-scenarios';
import { buildScenarios, type QuestionJson, type ScenarioContext } from './scenarios';

// The big form's draft as the service answers its first save: every question with its id and slug.
const DRAFT: QuestionJson[] = [
  { id: 'q1', kind: 'short_text', label: 'Your name', slug: 'your_name', position: 1, required: true, options: [], scale: null },
  { id: 'q2', kind: 'single_choice', label: 'Plan', slug: 'plan', position: 2, required: false, options: ['Solo', 'Team'], scale: null },
  { id: 'n1', kind: 'short_text', label: 'Extra question 1', slug: 'extra_question_1', position: 3, required: false, options: [], scale: null },
];

const questionsOf = (body: string) => (JSON.parse(body) as { draft: { questions: Array<Record<string, unknown>> } }).draft.questions;

describe("S14P's saves of the big form's draft", () => {
  it('are the draft itself and the draft with its last label edited, every question by id and slug, without positions', () => {
    const [first, second] = draftSaveBodies(DRAFT);
    expect(Object.keys(JSON.parse(first) as object)).toEqual(['draft']);
    expect(Object.keys((JSON.parse(first) as { draft: object }).draft)).toEqual(['questions']);
    expect(questionsOf(first)).toEqual(DRAFT.map(({ position: _position, ...question }) => question));
    const edited = questionsOf(second);
    expect(edited.slice(0, 2)).toEqual(questionsOf(first).slice(0, 2));
    expect(edited[2]).toEqual({ ...questionsOf(first)[2], label: `Extra question 1${EDITED_MARK}` });
    // The draft's own questions are left as they were.
    expect(DRAFT[2].label).toBe('Extra question 1');
  });

  it('alternate between two different contents, whichever of the two the draft holds when the run starts', () => {
    const edited = DRAFT.map((question, index) => (index === DRAFT.length - 1 ? { ...question, label: `${question.label}${EDITED_MARK}` } : question));
    expect(draftSaveBodies(edited)).toEqual(draftSaveBodies(DRAFT));
    const [first, second] = draftSaveBodies(DRAFT);
    expect(first).not.toBe(second);
  });

  it('are PATCHes of the draft with the key, measured in turn, compared with identities blanked', () => {
    const scenario = draftSaveScenario({ bigFormId: 'big', draftQuestions: DRAFT }, (port) => ({ Host: `bench.localhost:${port}`, 'X-Api-Key': 'fsk_x' }));
    expect(scenario).toMatchObject({ id: 'S14P', expectedStatus: 200, createsResource: true });
    const turns = scenario.rotation!(3000);
    expect(turns.map((turn) => [turn.method, turn.path, turn.headers])).toEqual([
      ['PATCH', '/api/external/v2/forms/big/draft', { Host: 'bench.localhost:3000', 'X-Api-Key': 'fsk_x', 'Content-Type': 'application/json' }],
      ['PATCH', '/api/external/v2/forms/big/draft', { Host: 'bench.localhost:3000', 'X-Api-Key': 'fsk_x', 'Content-Type': 'application/json' }],
    ]);
    expect(turns.map((turn) => turn.body)).toEqual(draftSaveBodies(DRAFT));
    // No If-Match: concurrent connections saving one draft would make each other's tags stale.
    expect(turns.every((turn) => !('If-Match' in turn.headers))).toBe(true);
  });

  it('is in the list only once the draft has been read', () => {
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
      bigFormDraft: true,
    };
    expect(buildScenarios(context).map((scenario) => scenario.id)).not.toContain('S14P');
    const ids = buildScenarios({ ...context, bigFormDraftQuestions: DRAFT }).map((scenario) => scenario.id);
    expect(ids.filter((id) => id.startsWith('S14'))).toEqual(['S14', 'S14P']);
  });
});

describe("S14U's save and publish of a small form's draft", () => {
  const headers = (port: number) => ({ Host: `bench.localhost:${port}`, 'X-Api-Key': 'fsk_x' });

  it('saves the edited labels, publishes, saves the live ones back and publishes, on one connection', () => {
    const scenario = draftPublishScenario({ formId: 'small', questions: DRAFT }, headers);
    expect(scenario).toMatchObject({ id: 'S14U', expectedStatus: 200, createsResource: true, connections: 1 });
    const turns = scenario.rotation!(3000);
    expect(turns.map((turn) => [turn.method, turn.path])).toEqual([
      ['PATCH', '/api/external/v2/forms/small/draft'],
      ['POST', '/api/external/v2/forms/small/draft/publish'],
      ['PATCH', '/api/external/v2/forms/small/draft'],
      ['POST', '/api/external/v2/forms/small/draft/publish'],
    ]);
    const [live, edited] = draftSaveBodies(DRAFT);
    // The form starts with the live labels: the first save changes them, so every publish makes a version.
    expect(turns.map((turn) => turn.body)).toEqual([edited, undefined, live, undefined]);
    expect(turns[0].headers).toEqual({ ...headers(3000), 'Content-Type': 'application/json' });
    expect(turns[1].headers).toEqual(headers(3000));
  });

  it("compares the answers with the versions blanked: each server's publishes move the same form on", () => {
    expect(draftPublishScenario({ formId: 'small', questions: DRAFT }, headers).blankKeys).toEqual(['version', 'based_on_version']);
  });

  it('is in the list only once its form has been made', () => {
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
    expect(buildScenarios(context).map((scenario) => scenario.id)).not.toContain('S14U');
    const ids = buildScenarios({ ...context, publishForm: { id: 'small', questions: DRAFT } }).map((scenario) => scenario.id);
    expect(ids).toContain('S14U');
  });
});
