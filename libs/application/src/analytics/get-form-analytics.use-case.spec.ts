import { DomainError } from '@forms/domain';
import type { AnalyticsRange, DailyActivity, FormAnalyticsReadModel } from './form-views.port';
import { GetFormAnalytics } from './get-form-analytics.use-case';
import { utcDaysTouched } from './utc-day';

const WS = '11111111-1111-4111-8111-111111111111';
const FORM = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

class FakeAnalytics implements FormAnalyticsReadModel {
  ranges: AnalyticsRange[] = [];
  constructor(private readonly activity: DailyActivity[] | null) {}
  async dailyActivity(_workspaceId: string, _formId: string, range: AnalyticsRange): Promise<DailyActivity[] | null> {
    this.ranges.push(range);
    return this.activity;
  }
}

const at = (iso: string) => new Date(iso);

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

describe('utcDaysTouched', () => {
  it('lists every UTC day with an instant in [since, until)', () => {
    expect(utcDaysTouched(at('2026-02-27T23:59:59Z'), at('2026-03-01T00:00:01Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    // until is exclusive: midnight itself does not touch the next day.
    expect(utcDaysTouched(at('2026-02-27T10:00:00Z'), at('2026-02-28T00:00:00Z'))).toEqual(['2026-02-27']);
    expect(utcDaysTouched(at('2026-02-27T10:00:00Z'), at('2026-02-27T10:00:00Z'))).toEqual([]);
    expect(utcDaysTouched(at('2024-02-28T00:00:00Z'), at('2024-03-01T00:00:00Z'))).toEqual(['2024-02-28', '2024-02-29']);
  });
});

describe('GetFormAnalytics', () => {
  const clock = { now: () => at('2026-11-25T13:00:00.750Z') };

  it('defaults to the 30 days before now (to the second), fills days without activity and rounds the completion rate', async () => {
    const analytics = new FakeAnalytics([
      { day: '2026-10-26', views: 3, submissions: 1 },
      { day: '2026-11-25', views: 0, submissions: 0 },
      { day: '2026-11-24', views: 0, submissions: 1 },
    ]);
    const view = await new GetFormAnalytics(analytics, clock).execute({ workspaceId: WS, formId: FORM });
    expect(view.since).toEqual(at('2026-10-26T13:00:00Z'));
    expect(view.until).toEqual(at('2026-11-25T13:00:00Z'));
    expect(analytics.ranges).toEqual([{ since: view.since, until: view.until, firstDay: '2026-10-26', lastDay: '2026-11-25' }]);
    expect(view.days).toHaveLength(31);
    expect(view.days[0]).toEqual({ date: '2026-10-26', views: 3, submissions: 1 });
    expect(view.days[1]).toEqual({ date: '2026-10-27', views: 0, submissions: 0 });
    expect(view.days[29]).toEqual({ date: '2026-11-24', views: 0, submissions: 1 });
    expect([view.views, view.submissions, view.completionRate]).toEqual([3, 2, 0.667]);
  });

  it('answers null for the completion rate without views', async () => {
    const view = await new GetFormAnalytics(new FakeAnalytics([{ day: '2026-11-25', views: 0, submissions: 4 }]), clock).execute({
      workspaceId: WS,
      formId: FORM,
    });
    expect([view.views, view.submissions, view.completionRate]).toEqual([0, 4, null]);
  });

  it('refuses since after until and ranges over 366 days, naming since; 404 for an unknown form', async () => {
    const get = (query: { since?: Date; until?: Date; formId?: string }, activity: DailyActivity[] | null = []) =>
      new GetFormAnalytics(new FakeAnalytics(activity), clock).execute({ workspaceId: WS, formId: FORM, ...query });
    expect((await refusal(get({ since: at('2026-01-02T00:00:00Z'), until: at('2026-01-01T00:00:00Z') }))).message).toBe('since must not be later than until');
    expect((await refusal(get({ since: at('2026-12-01T00:00:00Z') }))).message).toBe('since must not be later than until');
    expect((await refusal(get({ since: at('2025-01-01T00:00:00Z'), until: at('2026-01-02T00:00:01Z') }))).message).toBe(
      'since must be at most 366 days before until',
    );
    expect((await get({ since: at('2025-01-01T00:00:00Z'), until: at('2026-01-02T00:00:00Z') })).days).toHaveLength(366);
    expect((await refusal(get({}, null))).message).toBe('Form not found');
    expect((await refusal(get({ formId: 'not-a-form' }))).message).toBe('Form not found');
  });
});
