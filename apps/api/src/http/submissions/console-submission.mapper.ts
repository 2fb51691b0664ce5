import { type Page, type SubmissionView, uploadIdOf } from '@forms/application';
import { type SubmissionListRepresentation, type SubmissionV2Representation, toSubmissionListV2, toSubmissionV2Representation } from '../shared/submission.mapper';

/**
 * v2's representation, each file answer also naming its file, so that the console links to its own
 * download without reading the address.
 */
export function toConsoleSubmission(submission: SubmissionView, baseUrl: string): SubmissionV2Representation {
  const shown = toSubmissionV2Representation(submission, baseUrl);
  shown.responses = shown.responses.map((response, index) => {
    const fileId = uploadIdOf(submission.responses[index]);
    return fileId === null ? response : { ...response, file_id: fileId };
  });
  return shown;
}

export function toConsoleSubmissionList(page: Page<SubmissionView>, baseUrl: string): SubmissionListRepresentation {
  return { ...toSubmissionListV2(page, baseUrl), submissions: page.items.map((submission) => toConsoleSubmission(submission, baseUrl)) };
}
