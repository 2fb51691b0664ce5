import type { FormAnalyticsView } from '@forms/application';
import { formatTimestamp } from '../shared/timestamp';

export interface FormAnalyticsRepresentation {
  form_id: string;
  since: string;
  until: string;
  views_since: string;
  views_until: string;
  views: number;
  submissions: number;
  completion_rate: number | null;
  days: { date: string; views: number; submissions: number }[];
}

export function toFormAnalyticsRepresentation(analytics: FormAnalyticsView): { analytics: FormAnalyticsRepresentation } {
  return {
    analytics: {
      form_id: analytics.formId,
      since: formatTimestamp(analytics.since),
      until: formatTimestamp(analytics.until),
      views_since: formatTimestamp(analytics.viewsSince),
      views_until: formatTimestamp(analytics.viewsUntil),
      views: analytics.views,
      submissions: analytics.submissions,
      completion_rate: analytics.completionRate,
      days: analytics.days.map((day) => ({ date: day.date, views: day.views, submissions: day.submissions })),
    },
  };
}
