import { FORM_STATES, MAX_CONDITIONS, MAX_FILE_SIZE_MB, OPERATORS_BY_KIND, RATING_SCALES, WEBHOOK_EVENTS } from './server-rules';

describe("the server's rules as the console knows them", () => {
  it('name every form state and webhook event once', () => {
    expect(new Set(FORM_STATES).size).toBe(FORM_STATES.length);
    expect(new Set(WEBHOOK_EVENTS).size).toBe(WEBHOOK_EVENTS.length);
    expect(FORM_STATES).toEqual(['draft', 'published', 'unpublished', 'archived']);
  });

  it('let every kind be tested for an answer, except a page break, which holds none', () => {
    for (const [kind, operators] of Object.entries(OPERATORS_BY_KIND)) {
      if (kind === 'page_break') expect(operators).toEqual([]);
      else expect(operators.slice(0, 2)).toEqual(['is_answered', 'is_not_answered']);
    }
  });

  it('compare only what has an order', () => {
    const comparing = Object.entries(OPERATORS_BY_KIND)
      .filter(([, operators]) => operators.includes('greater_than'))
      .map(([kind]) => kind);
    expect(comparing).toEqual(['number', 'rating', 'date']);
  });

  it('hold the limits the API states', () => {
    expect([MAX_CONDITIONS, MAX_FILE_SIZE_MB, RATING_SCALES[0], RATING_SCALES.at(-1)]).toEqual([10, 25, 3, 10]);
  });
});
