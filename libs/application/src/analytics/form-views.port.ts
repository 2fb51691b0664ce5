/**
 * Counts one view of a form's fill page. It only notes the view where it runs and returns at once:
 * showing the page must never wait for the database.
 */
export interface ViewCounter {
  record(workspaceId: string, formId: string): void;
}

/** Views counted for one form in one UTC hour, to be added to what is stored. */
export interface HourlyViews {
  workspaceId: string;
  formId: string;
  /** The hour's start, `YYYY-MM-DDTHH:00:00.000Z`. */
  hour: string;
  views: number;
}

export interface FormViewStore {
  /**
   * Adds every count to the stored totals in one statement, so that replicas adding at once sum up.
   * Counts of a form deleted meanwhile are dropped.
   */
  add(counts: readonly HourlyViews[]): Promise<void>;
}

/** What happened on one UTC day (`YYYY-MM-DD`) within a range. */
export interface DailyActivity {
  day: string;
  views: number;
  submissions: number;
}

export interface AnalyticsRange {
  /** Submissions created at or after this instant... */
  since: Date;
  /** ...and before this one. */
  until: Date;
  /** Views are kept per UTC hour: those of the hours starting at or after viewsSince and before viewsUntil. */
  viewsSince: Date;
  viewsUntil: Date;
}

export interface FormActivity {
  /** The UTC days that had views (in the views' window) or submissions (in the range). */
  days: DailyActivity[];
  /** Submissions created within the views' window, to compare with its views. */
  submissionsInViewWindow: number;
}

export interface FormAnalyticsReadModel {
  /** A form's activity over a range, in one statement; null when the form is not the workspace's. */
  activity(workspaceId: string, formId: string, range: AnalyticsRange): Promise<FormActivity | null>;
}
