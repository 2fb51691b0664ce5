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

/**
 * Counts how far respondents get through a form with pages. Like views, it only notes the count where
 * it runs and returns at once: a step of the fill page never waits for the database.
 */
export interface FunnelCounter {
  /** A respondent was shown this page (2 and over) after posting the page before it. */
  recordReached(workspaceId: string, formId: string, page: number): void;
  /** A submission was stored through the fill page. */
  recordSubmitted(workspaceId: string, formId: string): void;
}

/** Step counts of one form in one UTC hour: `page` reached (2 and over), or 0 for submissions. */
export interface HourlySteps {
  workspaceId: string;
  formId: string;
  /** The hour's start, `YYYY-MM-DDTHH:00:00.000Z`. */
  hour: string;
  page: number;
  count: number;
}

export interface FunnelStepStore {
  /** Adds every count to the stored totals in one statement (counts of a deleted form are dropped). */
  add(counts: readonly HourlySteps[]): Promise<void>;
}

export interface FunnelCounts {
  /** Views of the fill page in the window: how many reached page 1. */
  views: number;
  /** Times each later page was reached in the window, by page number. */
  reached: Map<number, number>;
  /** Submissions made through the fill page in the window. */
  submitted: number;
}

export interface FunnelReadModel {
  /** The counts of the hours in [since, until), in one statement. */
  counts(workspaceId: string, formId: string, since: Date, until: Date): Promise<FunnelCounts>;
}
