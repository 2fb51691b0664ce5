import { DomainError } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { Clock } from '../shared/ports/system.port';
import type { FormAnalyticsReadModel } from './form-views.port';
import { analyticsRange } from './analytics-range';
import { utcDaysTouched, viewWindow } from './utc-day';


export interface FormAnalyticsQuery {
  workspaceId: string;
  formId: string;
  since?: Date;
  until?: Date;
}

export interface FormAnalyticsView {
  formId: string;
  since: Date;
  until: Date;
  /** The whole UTC hours whose views are counted: since rounded down to the hour, until rounded up. */
  viewsSince: Date;
  viewsUntil: Date;
  views: number;
  submissions: number;
  /** The submissions of the views' window over its views, 3 decimals; null without views. */
  completionRate: number | null;
  /** One per UTC day the range touches, oldest first, days without anything included. */
  days: { date: string; views: number; submissions: number }[];
}

/**
 * Views and submissions of a form over a range. Submissions are counted to the second, from the
 * submissions themselves; views are kept per UTC hour, so a range counts the views of every hour it
 * touches, and says which hours those were. The completion rate compares like with like: the
 * submissions made within those same hours over their views.
 */
export class GetFormAnalytics {
  constructor(
    private readonly analytics: FormAnalyticsReadModel,
    private readonly clock: Clock,
  ) {}

  async execute(query: FormAnalyticsQuery): Promise<FormAnalyticsView> {
    const { since, until } = analyticsRange(query, this.clock);
    if (!isUuid(query.formId)) throw DomainError.formNotFound();

    const days = utcDaysTouched(since, until);
    const window = viewWindow(since, until);
    const found = await this.analytics.activity(query.workspaceId, query.formId, { since, until, viewsSince: window.since, viewsUntil: window.until });
    if (!found) throw DomainError.formNotFound();

    // The views' window touches the same days as the range: rounding to the hour never crosses midnight.
    const byDay = new Map(found.days.map((activity) => [activity.day, activity]));
    const perDay = days.map((date) => ({ date, views: byDay.get(date)?.views ?? 0, submissions: byDay.get(date)?.submissions ?? 0 }));
    const views = perDay.reduce((sum, day) => sum + day.views, 0);
    const submissions = perDay.reduce((sum, day) => sum + day.submissions, 0);
    return {
      formId: query.formId,
      since,
      until,
      viewsSince: window.since,
      viewsUntil: window.until,
      views,
      submissions,
      completionRate: views === 0 ? null : Math.round((found.submissionsInViewWindow / views) * 1000) / 1000,
      days: perDay,
    };
  }
}
