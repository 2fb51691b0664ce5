import { DraftFailure, draftJson, sameStoredContent, storedDraftQuestions, themeJson } from './baseline-draft';

describe("the baseline's save of a draft", () => {
  const known = new Set(['q1', 'q2', 'q3']);

  it('stores the questions as the service does: by id and slug, the label trimmed, the place as position', () => {
    expect(
      storedDraftQuestions(
        [
          { id: 'q2', kind: 'single_choice', label: ' Plan ', slug: 'plan', required: true, options: ['Solo', 'Team'], scale: null },
          { id: 'q1', kind: 'short_text', label: 'Name', slug: 'your_name', options: [] },
          { id: 'q3', kind: 'rating', label: 'Score', slug: 'score', scale: 10 },
        ],
        known,
      ),
    ).toEqual([
      { id: 'q2', kind: 'single_choice', label: 'Plan', slug: 'plan', position: 1, required: true, options: ['Solo', 'Team'], scale: null },
      { id: 'q1', kind: 'short_text', label: 'Name', slug: 'your_name', position: 2, required: false, options: [], scale: null },
      { id: 'q3', kind: 'rating', label: 'Score', slug: 'score', position: 3, required: false, options: [], scale: 10 },
    ]);
    expect(storedDraftQuestions([{ id: 'q3', kind: 'rating', label: 'Score', slug: 'score' }], known)[0].scale).toBe(5);
  });

  it.each([
    [[{ kind: 'short_text', label: 'New', slug: 'new' }], 'draft.questions[0].id is not a question of this form'],
    [[{ id: 'q9', kind: 'short_text', label: 'X', slug: 'x' }], 'draft.questions[0].id is not a question of this form'],
    [[{ id: 'q1', kind: 'file_upload', label: 'X', slug: 'x' }], 'draft.questions[0].kind is not one the baseline saves'],
    [[{ id: 'q1', kind: 'short_text', label: 'X' }], 'draft.questions[0].slug is not one the baseline saves'],
    [[{ id: 'q1', kind: 'short_text', label: '  ', slug: 'x' }], 'draft.questions[0].label must be 1-500 characters'],
    [[{ id: 'q1', kind: 'single_choice', label: 'X', slug: 'x', options: ['Only'] }], 'draft.questions[0].options are not ones the baseline saves'],
    [[{ id: 'q1', kind: 'short_text', label: 'X', slug: 'x', visible_if: {} }], 'draft.questions[0].visible_if is not one the baseline saves'],
    [[{ id: 'q1', kind: 'rating', label: 'X', slug: 'x', scale: 11 }], 'draft.questions[0].scale is not one the baseline saves'],
    [[{ id: 'q1', kind: 'short_text', label: 'X', slug: 'x', scale: 5 }], 'draft.questions[0].scale is not one the baseline saves'],
  ])('refuses what it does not save as the service would rather than guess (%j)', (questions, message) => {
    expect(() => storedDraftQuestions(questions, known)).toThrow(new DraftFailure(422, message));
  });

  it('finds a save that changes nothing, and one that changes a label', () => {
    const content = { title: 'Big', questions: storedDraftQuestions([{ id: 'q1', kind: 'short_text', label: 'Name', slug: 'name' }], known), hiddenFields: ['utm'], settings: {} };
    expect(sameStoredContent(content, { ...content, questions: content.questions.map((question) => ({ ...question })) })).toBe(true);
    expect(sameStoredContent(content, { ...content, questions: [{ ...content.questions[0], label: 'Full name' }] })).toBe(false);
    expect(sameStoredContent(content, { ...content, hiddenFields: [] })).toBe(false);
  });

  it('compares questions and settings by what they say, whatever order their keys come back from PostgreSQL in', () => {
    const [name] = storedDraftQuestions([{ id: 'q1', kind: 'short_text', label: 'Name', slug: 'name' }], known);
    const reordered = JSON.parse(`{"scale":null,"options":[],"required":false,"position":1,"slug":"name","label":"Name","kind":"short_text","id":"q1"}`) as typeof name;
    const written = { title: 'Big', questions: [name], hiddenFields: [], settings: { closesAt: null, maxSubmissions: null, savePartialResponses: false } };
    // A jsonb column gives the settings back in its own order; defaults left out say the same as defaults written.
    const read = { title: 'Big', questions: [reordered], hiddenFields: [], settings: { savePartialResponses: false, closesAt: null } };
    expect(sameStoredContent(written, read)).toBe(true);
    expect(sameStoredContent(written, { ...read, settings: { savePartialResponses: true } })).toBe(false);
    expect(sameStoredContent(written, { ...read, questions: [{ ...reordered, slug: 'full_name' }] })).toBe(false);
  });

  it('compares the themes by what they show: no theme is null, the order of stored keys does not count, a colour does', () => {
    const content = { title: 'Big', questions: [], hiddenFields: [], settings: {} };
    expect(sameStoredContent({ ...content }, { ...content, theme: null })).toBe(true);
    expect(sameStoredContent({ ...content, theme: { font: 'serif', corners: 'pill' } }, { ...content, theme: { corners: 'pill', font: 'serif' } })).toBe(true);
    expect(sameStoredContent({ ...content, theme: null }, { ...content, theme: {} })).toBe(false);
    expect(sameStoredContent({ ...content, theme: { colors: { accent: '#112233' } } }, { ...content, theme: { colors: { accent: '#112244' } } })).toBe(false);
  });

  it('shows a theme as v2 does: null for none (and for a content stored before themes), else only the fields it sets', () => {
    expect(themeJson(undefined)).toBeNull();
    expect(themeJson(null)).toBeNull();
    expect(themeJson({})).toEqual({});
    expect(themeJson({ colors: { accent: '#112233' }, corners: 'square' })).toEqual({ colors: { accent: '#112233' }, corners: 'square' });
  });

  it('answers the draft as v2 shows it', () => {
    const questions = storedDraftQuestions([{ id: 'q1', kind: 'short_text', label: 'Name', slug: 'name' }], known);
    const answer = draftJson({
      basedOnVersion: 3,
      content: { title: 'Big', questions, hiddenFields: ['utm'], settings: {} },
      updatedAt: new Date('2026-11-27T10:15:00.789Z'),
      updatedBy: { type: 'api_key', id: null, label: 'API key abc' },
    }) as { draft: Record<string, unknown> };
    expect(answer.draft).toMatchObject({
      based_on_version: 3,
      title: 'Big',
      questions: [{ id: 'q1', kind: 'short_text', label: 'Name', slug: 'name', position: 1, required: false, options: [], scale: null }],
      hidden_fields: ['utm'],
      theme: null,
      updated_at: '2026-11-27T10:15:00Z',
      updated_by: { type: 'api_key', id: '', label: 'API key abc' },
    });
    expect(Object.keys(answer.draft)).toEqual(['based_on_version', 'title', 'questions', 'hidden_fields', 'settings', 'theme', 'updated_at', 'updated_by']);
  });
});
