import type { AnswerValue, FieldValue, SubmissionResponse } from '@forms/domain';
import type { PageRequest } from '../shared/pagination/page-request';

/** A visit's answers so far, as an owner reads them: `responses` in a submission's shape. */
export interface PartialResponseView {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  /** The page (1-based, among all the form's pages) the visit was last shown. */
  lastPage: number;
  responses: SubmissionResponse[];
  fieldValues: FieldValue[];
}

/** What one step of a visit stores: everything of the row, replaced as a whole. */
export interface PartialResponseRecord {
  workspaceId: string;
  formId: string;
  /** Used only when the visit has no row yet: a later step keeps the first step's id. */
  id: string;
  visitId: string;
  lastPage: number;
  formVersion: number;
  /** The values as the page's controls carry them, by slug: what a resumed page puts back in place. */
  answers: Record<string, AnswerValue>;
  responses: SubmissionResponse[];
  fieldValues: FieldValue[];
  /** File answers: their uploads stay while the row exists. */
  uploadIds: string[];
  resumeHash: Uint8Array;
  at: Date;
}

/** A partial response as a resumed visit needs it. */
export interface ResumableVisit {
  visitId: string;
  lastPage: number;
  formVersion: number;
  answers: Record<string, AnswerValue>;
  fieldValues: FieldValue[];
}

/** Partial responses straight on the pool: each call is one statement. */
export interface PartialResponseStore {
  /**
   * Stores the visit's row (one per visit, replaced), only while the form keeps partial responses: the
   * statement reads the setting itself, so a step racing with the owner turning it off stores nothing.
   */
  save(record: PartialResponseRecord): Promise<void>;
  /** null when the workspace has no such form. Newest change first; `since`/`until` on `updated_at`. */
  page(
    workspaceId: string,
    formId: string,
    page: PageRequest,
    filter: { since?: Date; until?: Date },
  ): Promise<{ items: PartialResponseView[]; totalRecords: number } | null>;
  find(workspaceId: string, formId: string, id: string): Promise<{ formFound: boolean; partial: PartialResponseView | null }>;
  /** Deletes it and the files only it held; false when there was none. */
  delete(workspaceId: string, formId: string, id: string): Promise<boolean>;
  findByResumeHash(workspaceId: string, formId: string, resumeHash: Uint8Array): Promise<ResumableVisit | null>;
}

/** Partial responses inside the unit of work's transaction. */
export interface PartialResponseRepository {
  /** The visit submitted: its answers are the submission now. */
  discardVisit(workspaceId: string, formId: string, visitId: string): Promise<void>;
  /** The form stopped keeping partial responses: every one goes, with the files only it held. */
  deleteForForm(workspaceId: string, formId: string): Promise<void>;
}
