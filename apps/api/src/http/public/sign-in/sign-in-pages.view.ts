import { fillPageLayout } from '../fill/fill-page.view';
import { escapeHtml } from '../shared/html-page';

// The pages of signing in, in the fill page's look: plain HTML forms that work without JavaScript, every
// control labelled, a problem shown under its field and announced (role=alert, aria-describedby), and
// every value escaped. Nothing on them loads from anywhere else.

function attribute(name: string, value: string): string {
  return ` ${name}="${escapeHtml(value)}"`;
}

function page(workspaceName: string, heading: string, body: string): string {
  return fillPageLayout(
    `${escapeHtml(heading)} · ${escapeHtml(workspaceName)}`,
    `<p class="workspace">${escapeHtml(workspaceName)}</p>\n<h1>${escapeHtml(heading)}</h1>\n${body}`,
  );
}

function hidden(name: string, value: string | null): string {
  return value === null ? '' : `<input type="hidden"${attribute('name', name)}${attribute('value', value)}>\n`;
}

/** A labelled input with, when refused, its problem right under it. */
function field(input: { id: string; label: string; control: string; problem?: string }): string {
  const errorId = `${input.id}-error`;
  const invalid = input.problem ? `${attribute('aria-invalid', 'true')}${attribute('aria-describedby', errorId)}` : '';
  const control = input.control.replace('>', `${invalid}>`);
  const error = input.problem ? `\n<p class="error" id="${errorId}" role="alert">${escapeHtml(input.problem)}</p>` : '';
  return `<div class="question">\n<label for="${input.id}">${escapeHtml(input.label)}</label>\n${control}${error}\n</div>\n`;
}

function signInAgain(text = 'Sign in again'): string {
  return `<p><a href="/sign-in">${escapeHtml(text)}</a></p>`;
}

export interface SignInPageInput {
  workspaceName: string;
  /** The console page to land on afterwards, carried through the form. */
  next: string | null;
  email?: string;
  problem?: string;
}

export function renderSignInPage({ workspaceName, next, email = '', problem }: SignInPageInput): string {
  const control = `<input type="email" id="email" name="email"${attribute('value', email)} required autocomplete="email" autocapitalize="none" spellcheck="false">`;
  return page(
    workspaceName,
    'Sign in',
    `<p>We will email you a link and a code to sign in with. No password needed.</p>\n` +
      `<form method="post" action="/sign-in">\n${field({ id: 'email', label: 'Email', control, problem })}${hidden('next', next)}` +
      `<button type="submit">Email me a sign-in link</button>\n</form>`,
  );
}

/**
 * The same page for every address, member or not, so that it tells nobody who belongs to the workspace:
 * it names neither the address nor anything about it, only the attempt its code form belongs to.
 */
export function renderCheckEmailPage({ workspaceName, attemptId, problem }: { workspaceName: string; attemptId: string; problem?: string }): string {
  const control = `<input type="text" id="code" name="code" value="" required inputmode="numeric" autocomplete="one-time-code" maxlength="12">`;
  return page(
    workspaceName,
    'Check your email',
    `<p role="status">If the address belongs to a member of this workspace, we have sent it a sign-in link and a 6-digit code. ` +
      `They work once, for 15 minutes.</p>\n<p>Open the link, or enter the code here:</p>\n` +
      `<form method="post" action="/sign-in/code">\n${field({ id: 'code', label: 'Code', control, problem })}${hidden('attempt', attemptId)}` +
      `<button type="submit">Sign in</button>\n</form>\n${signInAgain('Use another address')}`,
  );
}

/** Behind the emailed link: one click, so that a mail scanner following the link spends nothing. */
export function renderConfirmPage({ workspaceName, token }: { workspaceName: string; token: string }): string {
  return page(
    workspaceName,
    'Sign in',
    `<p>Continue to sign in to ${escapeHtml(workspaceName)}.</p>\n` +
      `<form method="post" action="/sign-in/confirm">\n${hidden('token', token)}<button type="submit">Sign in</button>\n</form>`,
  );
}

export function renderJoinPage(input: { workspaceName: string; email: string; invitedBy: string; token: string }): string {
  const inviter = input.invitedBy ? ` by ${escapeHtml(input.invitedBy)}` : '';
  return page(
    input.workspaceName,
    `Join ${input.workspaceName}`,
    `<p>${escapeHtml(input.email)} was invited${inviter} to join the workspace.</p>\n` +
      `<form method="post" action="/join">\n${hidden('token', input.token)}<button type="submit">Join</button>\n</form>`,
  );
}

/** A refusal or a notice: what happened, announced, and the way on (signing in again). */
export function renderNoticePage(input: { workspaceName: string; heading: string; message: string; offerSignIn?: boolean }): string {
  return page(input.workspaceName, input.heading, `<p role="alert">${escapeHtml(input.message)}</p>\n${input.offerSignIn === false ? '' : signInAgain('Sign in')}`);
}
