import { DomainError } from '../errors';
import { Email } from '../team-member/email.value-object';
import type { Question } from './question';

/**
 * When a form stops taking responses, what the person sees at the end, and who is emailed about each
 * response. Every field always has a value; an empty message means the page's default text.
 */
export interface FormSettings {
  /** No responses from this instant on; null: no closing date. */
  closesAt: Date | null;
  /** No responses once the form has this many; null: no limit. */
  maxSubmissions: number | null;
  /** Shown instead of the form when it takes no responses. */
  closedMessage: string;
  /** Plain text on the thank-you page. */
  thankYouMessage: string;
  /** Where a page submission is sent on (303) instead of the thank-you page. */
  redirectUrl: string | null;
  /** Members emailed about every new response. */
  notificationEmails: string[];
  /** The slug of the email question whose answer gets a copy of the response. */
  confirmationEmailQuestion: string | null;
  /** Whether each step of a form with pages keeps the visit's answers so far, to read or to continue later. */
  savePartialResponses: boolean;
  /** Days a partial response is kept after its last step. */
  partialResponseDays: number;
}

/** What an owner sends: each field given replaces that field, the others keep their values. */
export type FormSettingsInput = Partial<FormSettings>;

export const MAX_SETTINGS_MESSAGE_LENGTH = 2000;
export const MAX_NOTIFICATION_EMAILS = 10;
const MAX_URL_LENGTH = 2000;
// The limit is compared with the form's counter, a 32-bit integer in storage.
const MAX_LIMIT = 2_147_483_647;
export const DEFAULT_PARTIAL_RESPONSE_DAYS = 30;
export const MAX_PARTIAL_RESPONSE_DAYS = 365;

export function defaultFormSettings(): FormSettings {
  return {
    closesAt: null,
    maxSubmissions: null,
    closedMessage: '',
    thankYouMessage: '',
    redirectUrl: null,
    notificationEmails: [],
    confirmationEmailQuestion: null,
    savePartialResponses: false,
    partialResponseDays: DEFAULT_PARTIAL_RESPONSE_DAYS,
  };
}

/** Settings stored before some field existed get that field's default. */
export function completeFormSettings(stored: Partial<FormSettings> | null | undefined): FormSettings {
  return Object.assign(defaultFormSettings(), stored ?? {}, { notificationEmails: [...(stored?.notificationEmails ?? [])] });
}

function checkMessage(raw: string, field: string): string {
  const text = raw.trim();
  if (text.length > MAX_SETTINGS_MESSAGE_LENGTH) throw DomainError.invalid(field, `must be at most ${MAX_SETTINGS_MESSAGE_LENGTH} characters`);
  if (text.includes('\u0000')) throw DomainError.invalid(field, 'must not contain NUL characters');
  return text;
}

function checkRedirect(raw: string | null): string | null {
  if (raw === null) return null;
  const text = raw.trim();
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (url === null || url.protocol !== 'https:' || url.hostname === '' || text.length > MAX_URL_LENGTH || /\s/.test(text)) {
    throw DomainError.invalid('settings.redirectUrl', `must be an absolute https URL of at most ${MAX_URL_LENGTH} characters`);
  }
  return text;
}

function checkEmails(raw: readonly string[]): string[] {
  if (raw.length > MAX_NOTIFICATION_EMAILS) {
    throw DomainError.invalid('settings.notificationEmails', `must have at most ${MAX_NOTIFICATION_EMAILS} entries`);
  }
  const seen = new Set<string>();
  const emails: string[] = [];
  raw.forEach((value, index) => {
    const email = Email.create(value, `settings.notificationEmails[${index}]`);
    // The same person twice would get every email twice.
    if (seen.has(email.normalized)) return;
    seen.add(email.normalized);
    emails.push(email.value);
  });
  return emails;
}

/**
 * The settings after an owner's change, against the form's questions as they will be. A closing date is
 * refused in the past only when it is given and differs from the stored one: one that has passed since
 * closed the form, as it should, and a client that sends back the settings it read must not be refused.
 * The confirmation question is checked whenever the questions or it change, so that it always names an
 * email question of the form.
 */
export function applyFormSettings(current: FormSettings, input: FormSettingsInput, questions: readonly Question[], now: Date): FormSettings {
  const next: FormSettings = Object.assign({}, current, { notificationEmails: [...current.notificationEmails] });
  if (input.closesAt !== undefined) {
    const closesAt = input.closesAt;
    if (closesAt !== null && Number.isNaN(closesAt.getTime())) throw DomainError.invalid('settings.closesAt', 'is not a valid timestamp');
    // The stored date comes back as it is when a client saves the settings it read: only a new date must lie ahead.
    const unchanged = closesAt !== null && current.closesAt !== null && closesAt.getTime() === current.closesAt.getTime();
    if (closesAt !== null && !unchanged && closesAt.getTime() <= now.getTime()) throw DomainError.invalid('settings.closesAt', 'must be in the future');
    next.closesAt = closesAt;
  }
  if (input.maxSubmissions !== undefined) {
    const limit = input.maxSubmissions;
    if (limit !== null && (!Number.isInteger(limit) || limit < 1)) throw DomainError.invalid('settings.maxSubmissions', 'must be an integer of at least 1');
    if (limit !== null && limit > MAX_LIMIT) throw DomainError.invalid('settings.maxSubmissions', `must be at most ${MAX_LIMIT}`);
    next.maxSubmissions = limit;
  }
  if (input.closedMessage !== undefined) next.closedMessage = checkMessage(input.closedMessage, 'settings.closedMessage');
  if (input.thankYouMessage !== undefined) next.thankYouMessage = checkMessage(input.thankYouMessage, 'settings.thankYouMessage');
  if (input.redirectUrl !== undefined) next.redirectUrl = checkRedirect(input.redirectUrl);
  if (input.notificationEmails !== undefined) next.notificationEmails = checkEmails(input.notificationEmails);
  if (input.confirmationEmailQuestion !== undefined) next.confirmationEmailQuestion = input.confirmationEmailQuestion;
  if (input.savePartialResponses !== undefined) next.savePartialResponses = input.savePartialResponses;
  if (input.partialResponseDays !== undefined) {
    const days = input.partialResponseDays;
    if (!Number.isInteger(days) || days < 1 || days > MAX_PARTIAL_RESPONSE_DAYS) {
      throw DomainError.invalid('settings.partialResponseDays', `must be an integer from 1 to ${MAX_PARTIAL_RESPONSE_DAYS}`);
    }
    next.partialResponseDays = days;
  }
  const slug = next.confirmationEmailQuestion;
  if (slug !== null && !questions.some((question) => question.slug === slug && question.kind === 'email')) {
    throw DomainError.invalid('settings.confirmationEmailQuestion', 'must be the slug of an email question of the form');
  }
  return next;
}

/**
 * The checks of `applyFormSettings` that need neither the form's questions nor its stored settings: what a
 * change is refused for whichever form it is made to. Whether a closing date is new (and so must lie
 * ahead) and what the confirmation question names depend on the form.
 */
export function checkFormSettingsInput(input: FormSettingsInput): void {
  const closesAt = input.closesAt;
  if (closesAt !== undefined && closesAt !== null && Number.isNaN(closesAt.getTime())) throw DomainError.invalid('settings.closesAt', 'is not a valid timestamp');
  applyFormSettings(defaultFormSettings(), Object.assign({}, input, { closesAt: undefined, confirmationEmailQuestion: undefined }), [], new Date(0));
}

/**
 * Whether a change of the settings ends the partial responses kept so far: turning the saving off deletes
 * them, since the owner asked for answers not to be kept any more.
 */
export function partialResponsesEnded(before: FormSettings, after: FormSettings): boolean {
  return before.savePartialResponses && !after.savePartialResponses;
}

/** Whether the closing rules let the form take one more response at `now`. */
export function settingsAllowResponse(settings: FormSettings, submissionsCount: number, now: Date): boolean {
  if (settings.closesAt !== null && settings.closesAt.getTime() <= now.getTime()) return false;
  if (settings.maxSubmissions !== null && submissionsCount >= settings.maxSubmissions) return false;
  return true;
}

export function sameFormSettings(a: FormSettings, b: FormSettings): boolean {
  return (
    (a.closesAt?.getTime() ?? null) === (b.closesAt?.getTime() ?? null) &&
    a.maxSubmissions === b.maxSubmissions &&
    a.closedMessage === b.closedMessage &&
    a.thankYouMessage === b.thankYouMessage &&
    a.redirectUrl === b.redirectUrl &&
    a.notificationEmails.join('\n') === b.notificationEmails.join('\n') &&
    a.confirmationEmailQuestion === b.confirmationEmailQuestion &&
    a.savePartialResponses === b.savePartialResponses &&
    a.partialResponseDays === b.partialResponseDays
  );
}

/**
 * The notification addresses must be active members of the workspace: `members` are the workspace's
 * members found for those addresses (any state). Throws naming the first address that is not.
 */
export function checkNotificationRecipients(emails: readonly string[], members: readonly { email: string; active: boolean }[]): void {
  emails.forEach((email, index) => {
    const member = members.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
    if (!member || !member.active) {
      throw DomainError.invalid(`settings.notificationEmails[${index}]`, 'must be the email of an active member of the workspace');
    }
  });
}
