import { hash } from 'node:crypto';
import type { AnswerValue, FieldValue, Question, SubmissionResponse } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import { pooledRandomBytes } from '../shared/random-bytes';
import type { Clock, IdGenerator } from '../shared/ports/system.port';
import type { PartialResponseStore } from './partial-responses.port';

const RESUME_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A link to continue later: 256 random bits, URL-safe; only its SHA-256 is stored. */
export function newResumeToken(): string {
  return pooledRandomBytes(32).toString('base64url');
}

/** The token a page carried, when it has the shape of one (never an error: strangers send these). */
export function resumeTokenOf(value: unknown): string | null {
  return typeof value === 'string' && RESUME_TOKEN.test(value) ? value : null;
}

export function resumeHash(token: string): Uint8Array {
  return hash('sha256', token, 'buffer');
}

export interface SavePartialResponseCommand {
  workspaceId: string;
  formId: string;
  formVersion: number;
  questions: readonly Question[];
  visitId: string;
  /** The page the visit is shown now (1-based). */
  lastPage: number;
  answered: { responses: SubmissionResponse[]; answers: Record<string, AnswerValue> };
  fieldValues: Readonly<Record<string, string>>;
  /** The link the page carried from the step before, kept so that a link copied earlier still works. */
  resumeToken: string | null;
}

/**
 * One step of a visit on a form that keeps partial responses: its answers so far replace the visit's
 * row, in one statement. Returns the token of the link to continue later, which the page shows.
 */
export class SavePartialResponse {
  constructor(
    private readonly partials: PartialResponseStore,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: SavePartialResponseCommand): Promise<string> {
    const token = command.resumeToken ?? newResumeToken();
    const fileSlugs = new Set(command.questions.filter((question) => question.kind === 'file_upload').map((question) => question.slug));
    const uploadIds = command.answered.responses
      .filter((response) => fileSlugs.has(response.slug) && isUuid(response.value))
      .map((response) => response.value.toLowerCase());
    const fieldValues: FieldValue[] = Object.entries(command.fieldValues).map(([field, value]) => ({ field, value }));
    await this.partials.save({
      workspaceId: command.workspaceId,
      formId: command.formId,
      id: this.ids.next(),
      visitId: command.visitId,
      lastPage: command.lastPage,
      formVersion: command.formVersion,
      answers: command.answered.answers,
      responses: command.answered.responses,
      fieldValues,
      uploadIds,
      resumeHash: resumeHash(token),
      at: this.clock.now(),
    });
    return token;
  }
}
