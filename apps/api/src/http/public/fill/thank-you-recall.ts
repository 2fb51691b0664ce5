import type { SubmissionView } from '@forms/application';
import { withRecalls } from '@forms/domain';
import { parse, serialize } from 'cookie';
import type { IncomingMessage } from 'node:http';

/**
 * The submission a browser has just made, for its thank-you page to recall the answers from. It travels
 * in a short-lived cookie of that page's path only, never in a plain address: an address would show the
 * answers to whoever it is shared with, and end up in histories and logs. A page framed on another site
 * gets no such cookie from the browser; its address carries a signed, short-lived proof instead, which
 * the embedding page never sees (it is told only the submission's id, which alone recalls nothing).
 */
const ANSWERED_COOKIE = '_fs_answered';
const ANSWERED_SECONDS = 600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function hasRecalls(message: string): boolean {
  return message.includes('{{');
}

export function answeredCookie(thankYouPath: string, submissionId: string, secure: boolean): string {
  return serialize(ANSWERED_COOKIE, submissionId, { path: thankYouPath, maxAge: ANSWERED_SECONDS, httpOnly: true, sameSite: 'lax', secure });
}

/** Until when a framed thank-you page may recall the submission just made (as long as the cookie lives). */
export function answeredUntil(now: Date): Date {
  return new Date(now.getTime() + ANSWERED_SECONDS * 1000);
}

export function answeredSubmissionId(request: IncomingMessage): string | null {
  const value = parse(request.headers.cookie ?? '')[ANSWERED_COOKIE];
  return value !== undefined && UUID.test(value) ? value : null;
}

/**
 * The thank-you message with the answers it recalls: a question's stored answer, a hidden field's value,
 * "" when unanswered or when no recent submission of this browser is known. A file answer is stored as
 * its upload's id, which means nothing to the respondent, so it recalls nothing here.
 */
export function recalledThankYou(message: string, submission: SubmissionView | null, now: Date): string {
  const recent = submission !== null && now.getTime() - submission.createdAt.getTime() <= ANSWERED_SECONDS * 1000 ? submission : null;
  return withRecalls(message, (name) => {
    const response = recent?.responses.find((candidate) => candidate.slug === name);
    if (response) return response.kind === 'file_upload' ? '' : response.value;
    return recent?.fieldValues.find((field) => field.field === name)?.value ?? '';
  });
}
