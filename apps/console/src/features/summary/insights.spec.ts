import { submissionsExportUrl } from '@forms/console-client';
import { apiInstant, barLength, completionText, countWithShare, dayColumns, formatDay, isPeriodId, percentOf, periodQueries, shownCompletion } from './insights';

const NOW = Date.parse('2026-03-14T09:26:53.740Z');

describe('the summary period', () => {
  it('reaches back whole days of 24 hours from the end of the current second, where the analytics end', () => {
    expect(periodQueries('7d', NOW, '2025-01-01T00:00:00Z')).toEqual({
      summary: { since: '2026-03-07T09:26:54Z' },
      analytics: { since: '2026-03-07T09:26:54Z', until: '2026-03-14T09:26:54Z' },
    });
    expect(periodQueries('30d', NOW, '2025-01-01T00:00:00Z').summary).toEqual({ since: '2026-02-12T09:26:54Z' });
    expect(periodQueries('90d', NOW, '2025-01-01T00:00:00Z').summary).toEqual({ since: '2025-12-14T09:26:54Z' });
  });

  it('ends after every instant of the current second: a response made just before the page opened is in it', () => {
    const onTheSecond = Date.parse('2026-03-14T09:26:53.000Z');
    expect(periodQueries('30d', onTheSecond, '2025-01-01T00:00:00Z').analytics.until).toBe('2026-03-14T09:26:54Z');
    expect(periodQueries('30d', onTheSecond + 999, '2025-01-01T00:00:00Z').analytics.until).toBe('2026-03-14T09:26:54Z');
  });

  it('sums every submission for all time, and shows the days since the form was created', () => {
    expect(periodQueries('all', NOW, '2026-01-02T10:00:00.123Z')).toEqual({
      summary: {},
      analytics: { since: '2026-01-02T10:00:00Z', until: '2026-03-14T09:26:54Z' },
    });
  });

  it('keeps the analytics of an old form within the 366 days the API answers', () => {
    const { analytics } = periodQueries('all', NOW, '2020-05-01T00:00:00Z');
    expect(analytics).toEqual({ since: '2025-03-13T09:26:54Z', until: '2026-03-14T09:26:54Z' });
    expect(Date.parse(analytics.until) - Date.parse(analytics.since)).toBe(366 * 86_400_000);
  });

  it('never starts after it ends, even with a creation time ahead of this clock', () => {
    const { analytics } = periodQueries('all', NOW, '2026-03-15T00:00:00Z');
    expect(analytics.since).toBe(analytics.until);
  });

  it('knows its periods by id only', () => {
    expect(['7d', '30d', '90d', 'all'].every(isPeriodId)).toBe(true);
    for (const bad of [null, undefined, '', '365d', 'ALL']) expect(isPeriodId(bad)).toBe(false);
  });

  it('writes instants as the API takes them', () => {
    expect(apiInstant(NOW)).toBe('2026-03-14T09:26:53Z');
  });
});

describe('percentages and bars', () => {
  it('rounds shares of the answers to whole percentages, 0 without answers', () => {
    expect([percentOf(1, 3), percentOf(2, 3), percentOf(3, 3), percentOf(0, 5), percentOf(4, 0)]).toEqual([33, 67, 100, 0, 0]);
    expect(countWithShare(2, 3)).toBe('2 (67%)');
    expect(countWithShare(0, 0)).toBe('0 (0%)');
  });

  it('draws a bar as its share of the whole, never longer than the chart, and a sliver for a small count', () => {
    expect(barLength(1, 4)).toBe(25);
    expect(barLength(2, 3)).toBe(66.7);
    expect(barLength(4, 4)).toBe(100);
    // A multiple choice question: more picks than answers cannot draw past the edge.
    expect(barLength(5, 4)).toBe(100);
    expect(barLength(1, 10_000)).toBe(0.5);
    expect([barLength(0, 4), barLength(3, 0)]).toEqual([0, 0]);
  });

  it('writes a completion rate as a percentage, a dash without views', () => {
    expect([completionText(0.361), completionText(1.5), completionText(0), completionText(null)]).toEqual(['36.1%', '150%', '0%', '—']);
  });

  it('shows a rate above 100% (responses sent through the API have no view) as 100%, asking for a note', () => {
    expect([shownCompletion(13), shownCompletion(1), shownCompletion(0.361), shownCompletion(null)]).toEqual([
      { text: '100%', capped: true },
      { text: '100%', capped: false },
      { text: '36.1%', capped: false },
      { text: '—', capped: false },
    ]);
  });
});

describe('the views and submissions chart', () => {
  it('scales every day to the busiest one, bars standing on the bottom edge', () => {
    const columns = dayColumns([
      { date: '2026-03-12', views: 8, submissions: 2 },
      { date: '2026-03-13', views: 0, submissions: 0 },
      { date: '2026-03-14', views: 4, submissions: 3 },
    ]);
    expect(columns).toEqual([
      { date: '2026-03-12', x: 0, viewsY: 0, viewsHeight: 100, submissionsY: 75, submissionsHeight: 25 },
      { date: '2026-03-13', x: 3, viewsY: 100, viewsHeight: 0, submissionsY: 100, submissionsHeight: 0 },
      { date: '2026-03-14', x: 6, viewsY: 50, viewsHeight: 50, submissionsY: 62.5, submissionsHeight: 37.5 },
    ]);
  });

  it('draws nothing for days without activity', () => {
    expect(dayColumns([{ date: '2026-03-14', views: 0, submissions: 0 }])).toEqual([
      { date: '2026-03-14', x: 0, viewsY: 100, viewsHeight: 0, submissionsY: 100, submissionsHeight: 0 },
    ]);
    expect(dayColumns([])).toEqual([]);
  });

  it('writes UTC days in the browser language, whatever the zone', () => {
    expect(formatDay('2026-03-14', 'en-GB')).toBe('14 Mar 2026');
    expect(formatDay(null, 'en-GB')).toBe('—');
  });
});

describe('the export link', () => {
  it('points at the console API export with the query, leaving out what is not set', () => {
    expect(submissionsExportUrl('3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e', { format: 'csv' })).toBe(
      '/api/console/forms/3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e/submissions/export?format=csv',
    );
    expect(submissionsExportUrl('abc', { format: 'xlsx', since: '2026-03-07T09:26:53Z', until: undefined })).toBe(
      '/api/console/forms/abc/submissions/export?format=xlsx&since=2026-03-07T09%3A26%3A53Z',
    );
    expect(submissionsExportUrl('a/b')).toBe('/api/console/forms/a%2Fb/submissions/export');
  });
});
