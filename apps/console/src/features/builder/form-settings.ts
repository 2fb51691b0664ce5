import type { Schema } from '../../api';

/** The Settings section of the builder: closing rules, endings and emails about responses, as edited. */

export type FormSettings = Schema<'FormSettings'>;
export type FormSettingsInput = Schema<'FormSettingsInput'>;

/** Every field as its input holds it: text, '' meaning "none". */
export interface SettingsDraft {
  /** `YYYY-MM-DDTHH:MM` in the member's own time zone (a datetime-local input), or ''. */
  closesAt: string;
  maxSubmissions: string;
  closedMessage: string;
  thankYouMessage: string;
  redirectUrl: string;
  /** One address per line. */
  notificationEmails: string;
  /** A slug, or ''. */
  confirmationEmailQuestion: string;
  /** 'yes' when each page's answers are kept (with a link to continue later), '' when not. */
  savePartialResponses: string;
  partialResponseDays: string;
}

export type SettingsField = keyof SettingsDraft;

const WIRE_NAMES: Record<SettingsField, keyof FormSettings> = {
  closesAt: 'closes_at',
  maxSubmissions: 'max_submissions',
  closedMessage: 'closed_message',
  thankYouMessage: 'thank_you_message',
  redirectUrl: 'redirect_url',
  notificationEmails: 'notification_emails',
  confirmationEmailQuestion: 'confirmation_email_question',
  savePartialResponses: 'save_partial_responses',
  partialResponseDays: 'partial_response_days',
};

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** A UTC timestamp as a datetime-local value in this browser's time zone. */
export function localDateTimeOf(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** A datetime-local value (this browser's time zone) as the API's UTC timestamp; null when it names no time. */
export function timestampOf(localDateTime: string): string | null {
  const date = new Date(localDateTime);
  if (localDateTime.trim() === '' || Number.isNaN(date.getTime())) return null;
  return `${date.toISOString().slice(0, 19)}Z`;
}

export function settingsDraftOf(settings: FormSettings): SettingsDraft {
  return {
    closesAt: settings.closes_at === null ? '' : localDateTimeOf(settings.closes_at),
    maxSubmissions: settings.max_submissions === null ? '' : String(settings.max_submissions),
    closedMessage: settings.closed_message,
    thankYouMessage: settings.thank_you_message,
    redirectUrl: settings.redirect_url ?? '',
    notificationEmails: settings.notification_emails.join('\n'),
    confirmationEmailQuestion: settings.confirmation_email_question ?? '',
    savePartialResponses: settings.save_partial_responses ? 'yes' : '',
    partialResponseDays: String(settings.partial_response_days),
  };
}

/** Addresses typed one per line (commas and spaces separate them too). */
export function emailsOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter((email) => email !== '');
}

function wireValue(field: SettingsField, draft: SettingsDraft): FormSettingsInput[keyof FormSettingsInput] {
  const text = draft[field];
  switch (field) {
    case 'closesAt':
      return text.trim() === '' ? null : (timestampOf(text) ?? text);
    case 'maxSubmissions':
      // Sent as typed when it is no whole number, so that the API names the problem beside the field.
      return text.trim() === '' ? null : /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : (text.trim() as unknown as number);
    case 'redirectUrl':
    case 'confirmationEmailQuestion':
      return text.trim() === '' ? null : text.trim();
    case 'notificationEmails':
      return emailsOf(text);
    case 'savePartialResponses':
      return text === 'yes';
    case 'partialResponseDays':
      // Sent as typed when it is no whole number, so that the API names the problem beside the field.
      return /^\d+$/.test(text.trim()) ? Number(text.trim()) : (text.trim() as unknown as number);
    default:
      return text;
  }
}

/**
 * Only the settings changed since the last save, so that a save never re-sends a closing date that has
 * passed since (the API refuses a closing date in the past) or touches what the member left alone.
 * Undefined when nothing changed.
 */
export function settingsChangeOf(draft: SettingsDraft, saved: SettingsDraft): FormSettingsInput | undefined {
  const change: Record<string, unknown> = {};
  for (const field of Object.keys(WIRE_NAMES) as SettingsField[]) {
    const same = field === 'notificationEmails' ? emailsOf(draft[field]).join('\n') === emailsOf(saved[field]).join('\n') : draft[field] === saved[field];
    if (!same) change[WIRE_NAMES[field]] = wireValue(field, draft);
  }
  return Object.keys(change).length === 0 ? undefined : (change as FormSettingsInput);
}

/** The setting at a refused field's path, such as `form.settings.notification_emails[1]`; null for another field. */
export function settingsFieldOfPath(path: string): SettingsField | null {
  const match = /^form\.settings\.([a-z_]+)(?:$|[.[])/.exec(path);
  if (!match) return null;
  const entry = Object.entries(WIRE_NAMES).find(([, wire]) => wire === match[1]);
  return entry ? (entry[0] as SettingsField) : null;
}
