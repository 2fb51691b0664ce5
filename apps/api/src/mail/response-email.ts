import type { ResponseEmail } from '@forms/application';
import type { InvitationEmail } from './invitation-email';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** `YYYY-MM-DD HH:MM UTC`: the same for every reader, whatever their time zone. */
function whenSubmitted(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * A member's notification (`New response to <title>`, with a link to the response in the console) or
 * the respondent's copy (`Your response to <title>`): the answers as plain text, each under its
 * question, and the same in simple HTML with everything the respondent wrote escaped.
 */
export function composeResponseEmail(email: ResponseEmail, from: string): InvitationEmail {
  const notification = email.purpose === 'notification';
  // A title is one line; a header must be one line too.
  const title = email.formTitle.replace(/[\r\n]+/g, ' ');
  const subject = notification ? `New response to ${title}` : `Your response to ${title}`;
  const intro = notification
    ? `There is a new response to "${title}" (${whenSubmitted(email.submittedAt)}).`
    : `Thank you for your response to "${title}". These are the answers you sent (${whenSubmitted(email.submittedAt)}):`;
  const answersText = email.answers.flatMap((answer) => [`${answer.label}`, `  ${answer.value === '' ? '(no answer)' : answer.value.replace(/\n/g, '\n  ')}`, '']);
  const text = [intro, '', ...answersText, ...(email.consoleUrl ? ['See it in the console:', email.consoleUrl] : [])].join('\n').trimEnd() + '\n';
  const answersHtml = email.answers
    .map(
      (answer) =>
        `<dt><strong>${escapeHtml(answer.label)}</strong></dt>\n<dd style="white-space:pre-line">${answer.value === '' ? '<em>(no answer)</em>' : escapeHtml(answer.value)}</dd>`,
    )
    .join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<dl>\n${answersHtml}\n</dl>`,
    ...(email.consoleUrl ? [`<p><a href="${escapeHtml(email.consoleUrl)}">See it in the console</a></p>`] : []),
  ].join('\n');
  return { from, to: email.to, subject, text, html };
}
