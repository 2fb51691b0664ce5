import { InvalidAnswers, type Question, type SubmissionResponse } from '@forms/domain';
import type { FileAnswer, UploadRepository } from '../shared/ports/uploads.port';

/** Where an API key (or the console, through its own route) downloads a file: `{base_url}/api/external/v2/files/{id}`. */
export function fileAddress(baseUrl: string, uploadId: string): string {
  return `${baseUrl}/api/external/v2/files/${uploadId}`;
}

export interface NamedFileAnswer extends FileAnswer {
  slug: string;
}

/**
 * The answers to file questions among checked responses (each the id of an upload), whose values become
 * the files' addresses: what the submission stores and every reader of it (API, webhooks, exports) shows.
 */
export function fileAnswersOf(questions: readonly Question[], responses: SubmissionResponse[], baseUrl: string): NamedFileAnswer[] {
  const answers: NamedFileAnswer[] = [];
  for (const response of responses) {
    if (response.kind !== 'file_upload' || response.value === '') continue;
    const question = questions.find((candidate) => candidate.slug === response.slug);
    if (!question) continue;
    answers.push({ uploadId: response.value, questionId: question.id, slug: response.slug });
    response.value = fileAddress(baseUrl, response.value);
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
