import type { FormSettingsInput } from '@forms/domain';
import type { FormSettingsInputDto } from './form-settings.dto';
import { parseTimestampParameter } from '../submissions/submission-query';

/** Settings as sent (v2 and the console take the same shape), in the model's terms: absent stays absent. */
export function settingsInput(settings: FormSettingsInputDto | undefined, path: string): FormSettingsInput | undefined {
  if (settings === undefined) return undefined;
  const input: FormSettingsInput = {};
  if (settings.closes_at !== undefined) {
    input.closesAt = settings.closes_at === null ? null : (parseTimestampParameter(settings.closes_at, `${path}.closes_at`) ?? null);
  }
  if (settings.max_submissions !== undefined) input.maxSubmissions = settings.max_submissions;
  if (settings.closed_message !== undefined) input.closedMessage = settings.closed_message;
  if (settings.thank_you_message !== undefined) input.thankYouMessage = settings.thank_you_message;
  if (settings.redirect_url !== undefined) input.redirectUrl = settings.redirect_url;
  if (settings.notification_emails !== undefined) input.notificationEmails = settings.notification_emails;
  if (settings.confirmation_email_question !== undefined) input.confirmationEmailQuestion = settings.confirmation_email_question;
  if (settings.save_partial_responses !== undefined) input.savePartialResponses = settings.save_partial_responses;
  if (settings.partial_response_days !== undefined) input.partialResponseDays = settings.partial_response_days;
  return input;
}
