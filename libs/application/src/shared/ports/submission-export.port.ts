import type { FieldValue, Form, UserAgent } from '@forms/domain';
import type { SubmissionFilter } from './read-models.port';

/** One stored answer as an export needs it: the question it answered (when recorded) or its slug, and the text. */
export interface ExportedAnswer {
  /** Absent on answers stored before answers recorded their question's id: those are matched by slug. */
  questionId?: string;
  slug: string;
  /** The kind it was given under: a file answer is stored as its upload's id. */
  kind: string;
  value: string;
}

export interface ExportedSubmission {
  id: string;
  /** The form version it answered. */
  formVersion: number;
  createdAt: Date;
  answers: readonly ExportedAnswer[];
  fieldValues: readonly FieldValue[];
  userAgent: Pick<UserAgent, 'name' | 'version' | 'operatingSystem' | 'operatingSystemVersion' | 'deviceType' | 'ipAddress'>;
}

/**
 * A form's submissions being read in order, a batch at a time, on a database connection of its own that
 * holds one of the workspace's export slots. Nothing is read ahead: the next batch is read only when asked
 * for, so a slow reader slows the reading instead of filling memory. No transaction stays open between
 * batches (each is read on its own), so a submission deleted meanwhile is simply absent from later ones. Each submission of a batch is handed
 * on as soon as it is read rather than gathered first: a batch of parsed rows kept whole outlives the
 * young generation and costs full collections, each row handed on and dropped dies young.
 */
export interface SubmissionExportCursor {
  /** The form as it was when the export started (its current and removed questions, its hidden fields). */
  readonly form: Form;
  /**
   * Reads the next batch in the order asked for, passing each submission to `each` as it arrives (`each`
   * keeps what it needs of it); resolves with how many there were, 0 at the end.
   */
  next(each: (submission: ExportedSubmission) => void): Promise<number>;
  /** Ends the reading, at the end or halfway, and gives the connection and the slot back. Safe to call again. */
  close(): Promise<void>;
}

export interface SubmissionExportSource {
  /**
   * Starts reading the submissions of one form that `filter` selects. null when the workspace has no such
   * form; a `TooManyExports` refusal when the workspace already runs as many exports as it may, wherever
   * they run, or already runs one while another workspace needs the place; `ExportsBusy` when no place
   * is free.
   */
  open(workspaceId: string, formId: string, filter: SubmissionFilter): Promise<SubmissionExportCursor | null>;
}
