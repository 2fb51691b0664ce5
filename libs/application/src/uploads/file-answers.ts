import { InvalidAnswers, type Question, type SubmissionResponse } from '@forms/domain';
import { isUuid } from '../shared/identifiers';
import type { FileAnswer, UploadRepository } from '../shared/ports/uploads.port';

/** Where an API key (or the console, through its own route) downloads a file: `{base_url}/api/external/v2/files/{id}`. */
export function fileAddress(baseUrl: string, uploadId: string): string {
  return `${baseUrl}/api/external/v2/files/${uploadId}`;
}

/**
 * The upload a stored answer names, or null for any other answer. A file answer is stored as its
 * upload's id; an address found instead was recorded before that (an event still in the outbox) and is
 * shown as it is.
 */
export function uploadIdOf(response: { kind: string; value: string }): string | null {
  return response.kind === 'file_upload' && isUuid(response.value) ? response.value : null;
}

/**
 * A stored answer as a reader sees it: a file answer becomes the file's address under `baseUrl` (the
 * address the reader itself used, or the workspace's public origin for what is sent or written outside a
 * request); every other answer is shown as stored.
 */
export function shownValue(response: { kind: string; value: string }, baseUrl: string): string {
  const uploadId = uploadIdOf(response);
  return uploadId === null ? response.value : fileAddress(baseUrl, uploadId);
}

export interface NamedFileAnswer extends FileAnswer {
  slug: string;
}

/**
 * The answers to file questions among checked responses, each the id of an upload: the submission stores
 * the id, and each reader renders the address (`shownValue`) with the base URL that suits it.
 */
export function fileAnswersOf(questions: readonly Question[], responses: readonly SubmissionResponse[]): NamedFileAnswer[] {
  const answers: NamedFileAnswer[] = [];
  for (const response of responses) {
    if (response.kind !== 'file_upload' || response.value === '') continue;
    const question = questions.find((candidate) => candidate.slug === response.slug);
    if (!question) continue;
    answers.push({ uploadId: response.value, questionId: question.id, slug: response.slug });
  }
  return answers;
}

/**
 * Gives the stored submission its uploads, in its transaction. An upload serves one submission, of its
 * own form and question: any other answer is refused (the transaction then rolls back, submission
 * included), the page showing the problem next to its question.
 */
export async function attachFiles(
  uploads: UploadRepository,
  workspaceId: string,
  formId: string,
  submissionId: string,
  answers: readonly NamedFileAnswer[],
): Promise<void> {
  const attached = new Set(await uploads.attach(workspaceId, formId, submissionId, answers));
  const refused = answers.filter((answer) => !attached.has(answer.uploadId));
  if (refused.length === 0) return;
  const used = new Set(await uploads.usedAmong(workspaceId, formId, refused));
  throw new InvalidAnswers(
    refused.map((answer) => ({
      field: `responses.${answer.slug}`,
      problem: used.has(answer.uploadId) ? 'is a file that another submission already uses' : 'must be the id of a file uploaded to this question',
    })),
  );
}
