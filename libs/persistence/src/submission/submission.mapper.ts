import { Submission } from '@forms/domain';
import { toStoredResponses, toStoredUserAgent } from './stored-submission-json';

// COPY text format: a backslash starts an escape, and tab / newline / carriage return delimit. JSON.stringify
// never emits raw control characters, so in practice only backslashes need doubling.
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function copyField(value: string): string {
  return COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (char) => COPY_ESCAPES[char]) : value;
}

export const SubmissionMapper = {
  /** One line of COPY_SUBMISSIONS_SQL (its columns in SUBMISSION_COPY_COLUMNS' order), in text format. */
  toCopyLine(submission: Submission): string {
    const { props } = submission;
    return (
      `${copyField(props.workspaceId)}\t${copyField(props.formId)}\t${copyField(props.id)}\t${props.position}\t` +
      `${props.createdAt.toISOString()}\t${copyField(JSON.stringify(props.fieldValues))}\t` +
      `${copyField(JSON.stringify(toStoredUserAgent(props.userAgent)))}\t${copyField(JSON.stringify(toStoredResponses(props.responses)))}\n`
    );
  },
};
