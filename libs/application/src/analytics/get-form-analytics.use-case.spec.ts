import { DomainError } from '@forms/domain';
import type { AnalyticsRange, DailyActivity, FormActivity, FormAnalyticsReadModel } from './form-views.port';
import { GetFormAnalytics } from './get-form-analytics.use-case';
import { utcDaysTouched, utcHourCeil, utcHourFloor, viewWindow } from './utc-day';

const WS = '11111111-1111-4111-8111-111111111111';
const FORM = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

class FakeAnalytics implements FormAnalyticsReadModel {
  ranges: AnalyticsRange[] = [];
  /** Without a count of the views' window, the days' submissions are taken as that window's. */
  constructor(
    private readonly days: DailyActivity[] | null,
    private readonly submissionsInViewWindow?: number,
  ) {}
  async activity(_workspaceId: string, _formId: string, range: AnalyticsRange): Promise<FormActivity | null> {
    this.ranges.push(range);
    if (!this.days) return null;
    return { days: this.days, submissionsInViewWindow: this.submissionsInViewWindow ?? this.days.reduce((sum, day) => sum + day.submissions, 0) };
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

describe('the hours views are counted over', () => {
  it('rounds since down and until up to the UTC hour, keeps instants on the hour, and keeps an empty range empty', () => {
    expect(utcHourFloor(at('2026-03-01T10:59:59.999Z'))).toEqual(at('2026-03-01T10:00:00Z'));
    expect(utcHourFloor(at('2026-03-01T10:00:00Z'))).toEqual(at('2026-03-01T10:00:00Z'));
    expect(utcHourCeil(at('2026-03-01T10:00:00.001Z'))).toEqual(at('2026-03-01T11:00:00Z'));
    expect(utcHourCeil(at('2026-03-01T10:00:00Z'))).toEqual(at('2026-03-01T10:00:00Z'));
    expect(utcHourCeil(at('2026-03-01T23:30:00Z'))).toEqual(at('2026-03-02T00:00:00Z'));
    expect(viewWindow(at('2026-03-01T10:20:00Z'), at('2026-03-01T12:40:00Z'))).toEqual({ since: at('2026-03-01T10:00:00Z'), until: at('2026-03-01T13:00:00Z') });
    expect(viewWindow(at('2026-03-01T10:00:00Z'), at('2026-03-01T11:00:00Z'))).toEqual({ since: at('2026-03-01T10:00:00Z'), until: at('2026-03-01T11:00:00Z') });
    // A range within one hour still counts that hour: views are not known more finely.
    expect(viewWindow(at('2026-03-01T10:20:00Z'), at('2026-03-01T10:21:00Z'))).toEqual({ since: at('2026-03-01T10:00:00Z'), until: at('2026-03-01T11:00:00Z') });
    expect(viewWindow(at('2026-03-01T10:20:00Z'), at('2026-03-01T10:20:00Z'))).toEqual({ since: at('2026-03-01T10:00:00Z'), until: at('2026-03-01T10:00:00Z') });
  });
});

describe('GetFormAnalytics', () => {
  const clock = { now: () => at('2026-11-25T13:00:00.750Z') };

  it('defaults to the 30 days up to the end of the current second, fills days without activity and rounds the completion rate', async () => {
    const analytics = new FakeAnalytics([
      { day: '2026-10-26', views: 3, submissions: 1 },
      { day: '2026-11-25', views: 0, submissions: 0 },
      { day: '2026-11-24', views: 0, submissions: 1 },
    ]);
    const view = await new GetFormAnalytics(analytics, clock).execute({ workspaceId: WS, formId: FORM });
    // Now is 13:00:00.750: a submission made at 13:00:00.500 is before until, and the views of the hour
    // that has just begun are counted.
    expect(view.since).toEqual(at('2026-10-26T13:00:01Z'));
    expect(view.until).toEqual(at('2026-11-25T13:00:01Z'));
    expect(analytics.ranges).toEqual([{ since: view.since, until: view.until, viewsSince: at('2026-10-26T13:00:00Z'), viewsUntil: at('2026-11-25T14:00:00Z') }]);
    expect([view.viewsSince, view.viewsUntil]).toEqual([at('2026-10-26T13:00:00Z'), at('2026-11-25T14:00:00Z')]);
    expect(view.days).toHaveLength(31);
    expect(view.days[0]).toEqual({ date: '2026-10-26', views: 3, submissions: 1 });
    expect(view.days[1]).toEqual({ date: '2026-10-27', views: 0, submissions: 0 });
    expect(view.days[29]).toEqual({ date: '2026-11-24', views: 0, submissions: 1 });
    expect([view.views, view.submissions, view.completionRate]).toEqual([3, 2, 0.667]);
  });

  it('asks for the whole hours of the range and rates the submissions of those hours, not those of the range', async () => {
    const analytics = new FakeAnalytics([{ day: '2026-11-25', views: 4, submissions: 1 }], 3);
    const view = await new GetFormAnalytics(analytics, clock).execute({ workspaceId: WS, formId: FORM, since: at('2026-11-25T10:15:00Z'), until: at('2026-11-25T11:30:00Z') });
    expect(analytics.ranges[0]).toMatchObject({ viewsSince: at('2026-11-25T10:00:00Z'), viewsUntil: at('2026-11-25T12:00:00Z') });
    expect([view.viewsSince, view.viewsUntil]).toEqual([at('2026-11-25T10:00:00Z'), at('2026-11-25T12:00:00Z')]);
    expect([view.views, view.submissions, view.completionRate]).toEqual([4, 1, 0.75]);
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
