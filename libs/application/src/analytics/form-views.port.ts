/**
 * Counts one view of a form's fill page. It only notes the view where it runs and returns at once:
 * showing the page must never wait for the database.
 */
export interface ViewCounter {
  record(workspaceId: string, formId: string): void;
}

/** Views counted for one form on one UTC day (`YYYY-MM-DD`), to be added to what is stored. */
export interface DailyViews {
  workspaceId: string;
  formId: string;
  day: string;
  views: number;
}

export interface FormViewStore {
  /**
   * Adds every count to the stored totals in one statement, so that replicas adding at once sum up.
   * Counts of a form deleted meanwhile are dropped.
   */
  add(counts: readonly DailyViews[]): Promise<void>;
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
  /** Views are kept per UTC day: those of the days from firstDay to lastDay (`YYYY-MM-DD`, inclusive). */
  firstDay: string;
  lastDay: string;
}

export interface FormAnalyticsReadModel {
  /**
   * The days of the range that had views or submissions, in one statement; null when the form is not
   * the workspace's.
   */
  dailyActivity(workspaceId: string, formId: string, range: AnalyticsRange): Promise<DailyActivity[] | null>;
}
