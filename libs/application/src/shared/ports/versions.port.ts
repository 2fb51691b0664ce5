import type { ContentAuthor, ContentChange, FormContent, FormDraft } from '@forms/domain';
import type { PageRequest } from '../pagination/page-request';

/** One version as the history lists it: who, when and what changed, without its content. */
export interface FormVersionSummaryView {
  version: number;
  createdAt: Date;
  createdBy: ContentAuthor;
  changes: ContentChange[];
}

/** One version with its content exactly as it was. */
export interface FormVersionView extends FormVersionSummaryView {
  content: FormContent;
}

/** A form's draft as editors see it; `revision` is what its ETag is made of. */
export type FormDraftView = Omit<FormDraft, 'workspaceId'>;

/** The versions and drafts as read for display, straight on the pool (one statement per read). */
export interface FormVersionReadModel {
  /** Newest first; null when there is no such form. */
  page(workspaceId: string, formId: string, page: PageRequest): Promise<{ items: FormVersionSummaryView[]; totalRecords: number } | null>;
  /** `form` false when there is no such form; `version` null when the form has no such version. */
  find(workspaceId: string, formId: string, version: number): Promise<{ form: boolean; version: FormVersionView | null }>;
  /** The live content with its version and the draft; null when there is no such form. */
  draft(workspaceId: string, formId: string): Promise<{ live: FormContent; version: number; draft: FormDraftView | null } | null>;
  /**
   * A version's content with when the version after it was made (null: none yet); null when the form
   * has no such version. Read only for a respondent finishing on a version that is no longer live.
   */
  superseded(workspaceId: string, formId: string, version: number): Promise<{ content: FormContent; supersededAt: Date | null } | null>;
}

/**
 * How many live submissions answered each question, and chose each label, read from the summary's
 * whole-form counters (kept exact by triggers on submissions), so the cost does not grow with the number
 * of submissions.
 */
export interface AnswerCounts {
  /**
   * For each question id asked: `answered` (submissions with a non-blank answer) and, for each label asked
   * for it, how many submissions picked it. Questions and labels nobody answered are 0.
   */
  count(
    workspaceId: string,
    formId: string,
    questions: ReadonlyArray<{ questionId: string; labels: readonly string[] }>,
  ): Promise<Map<string, { answered: number; picked: Map<string, number> }>>;

  /**
   * For each multiple-choice question asked, how many submissions chose at least one of its labels, each
   * submission once however many of them it picked (a sum of `picked` counts it once per label).
   */
  choseAny(workspaceId: string, formId: string, questions: ReadonlyArray<{ questionId: string; labels: readonly string[] }>): Promise<Map<string, number>>;
}
