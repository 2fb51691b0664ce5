import type { Question, QuestionTallies } from '@forms/domain';

/** Which submissions a summary counts: `since` inclusive and `until` exclusive, on the creation time. */
export interface SummaryRange {
  since?: Date;
  until?: Date;
}

/** A form's current questions and what the submissions of a range count for, read at one moment. */
export interface FormTallies {
  questions: Question[];
  submissions: number;
  /** By question id; a question nobody had in the range is absent. */
  byQuestion: ReadonlyMap<string, QuestionTallies>;
}

export interface ResponseSummaryReadModel {
  /** null when the form does not exist in the workspace. Never reads every submission of the form. */
  tallies(workspaceId: string, formId: string, range: SummaryRange): Promise<FormTallies | null>;
}
