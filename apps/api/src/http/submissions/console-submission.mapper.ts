import { type Page, type SubmissionView, uploadIdOf } from '@forms/application';
import { toPaginationRepresentation } from '../shared/pagination.mapper';
import { type SubmissionListRepresentation, type SubmissionV2Representation, toSubmissionV2Representation } from '../shared/submission.mapper';

/**
 * v2's representation, each file answer also naming its file, so that the console links to its own
 * download without reading the address.
 */
export function toConsoleSubmission(submission: SubmissionView, baseUrl: string): SubmissionV2Representation {
  const shown = toSubmissionV2Representation(submission, baseUrl);
  shown.responses = shown.responses.map((response, index) => {
    const fileId = uploadIdOf(submission.responses[index]);
    return fileId === null ? response : Object.assign(response, { file_id: fileId });
  });
  return shown;
}

export function toConsoleSubmissionList(page: Page<SubmissionView>, baseUrl: string): SubmissionListRepresentation {
  return { submissions: page.items.map((submission) => toConsoleSubmission(submission, baseUrl)), pagination: toPaginationRepresentation(page), total_count: page.totalRecords };
}
