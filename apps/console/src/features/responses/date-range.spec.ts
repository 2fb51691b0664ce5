import { dayOf, nextDay, rangeQuery, responsesSearch, startOfDay } from './date-range';

describe('the responses date filter', () => {
  it('reads real days only', () => {
    expect(dayOf('2026-03-14')).toBe('2026-03-14');
    for (const bad of [null, '', '2026-02-30', '2026-3-14', '14/03/2026', '2026-03-14T00:00']) expect(dayOf(bad)).toBeUndefined();
  });

  it('starts a day at midnight of the member’s zone, across daylight-saving changes', () => {
    expect(startOfDay('2026-01-15', 'Europe/Berlin')).toBe('2026-01-14T23:00:00Z');
    expect(startOfDay('2026-07-15', 'Europe/Berlin')).toBe('2026-07-14T22:00:00Z');
    expect(startOfDay('2026-03-29', 'Europe/Berlin')).toBe('2026-03-28T23:00:00Z');
    expect(startOfDay('2026-01-15', 'America/New_York')).toBe('2026-01-15T05:00:00Z');
    expect(startOfDay('2026-01-15', 'Mars/Olympus')).toBe('2026-01-15T00:00:00Z');
  });

  it('ends a range when the day after begins', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(rangeQuery({ from: '2026-01-15', to: '2026-01-15' }, 'UTC')).toEqual({ since: '2026-01-15T00:00:00Z', until: '2026-01-16T00:00:00Z' });
    expect(rangeQuery({}, 'UTC')).toEqual({ since: undefined, until: undefined });
  });

  it('writes the address bar, leaving out what is not set', () => {
    expect(responsesSearch({})).toBe('');
    expect(responsesSearch({ from: '2026-01-01', page: 2 })).toBe('?from=2026-01-01&page=2');
  });
});
