import type { ResponseEmail } from '@forms/application';
import type { InvitationEmail } from './invitation-email';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** `YYYY-MM-DD HH:MM UTC`: the same for every reader, whatever their time zone. */
function whenSubmitted(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** One line: a header, or a phrase of the intro. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}

/**
 * A member's notification (`New response to <title>`, with a link to the response in the console) or
 * the respondent's copy (`Your response to <title>`): the answers as plain text, each under its
 * question, and the same in simple HTML with everything the respondent wrote escaped. The copy names
 * the workspace and says why this address got it, since whoever typed it may not own it.
 */
export function composeResponseEmail(email: ResponseEmail, from: string): InvitationEmail {
  const notification = email.purpose === 'notification';
  // A title is one line; a header must be one line too.
  const title = oneLine(email.formTitle);
  const workspace = email.workspaceName ? `"${oneLine(email.workspaceName)}"` : 'its owner';
  const subject = notification ? `New response to ${title}` : `Your response to ${title}`;
  const intro = notification
    ? `There is a new response to "${title}" (${whenSubmitted(email.submittedAt)}).`
    : `Thank you for your response to "${title}". These are the answers you sent (${whenSubmitted(email.submittedAt)}):`;
  const answersText = email.answers.flatMap((answer) => [`${answer.label}`, `  ${answer.value === '' ? '(no answer)' : answer.value.replace(/\n/g, '\n  ')}`, '']);
  const why = notification
    ? []
    : [
        `This form belongs to the workspace ${workspace}. You get this email because this address was typed into the form;`,
        'if that was not you, ignore it: nothing else will be sent.',
      ];
  const text =
    [intro, '', ...answersText, ...(email.consoleUrl ? ['See it in the console:', email.consoleUrl] : []), ...(why.length ? ['', ...why] : [])]
      .join('\n')
      .trimEnd() + '\n';
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
    ...(why.length ? [`<p><small>${escapeHtml(why.join(' '))}</small></p>`] : []),
  ].join('\n');
  return { from, to: email.to, subject, text, html };
}
