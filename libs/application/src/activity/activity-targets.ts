import { apiKeyLabel } from '@forms/domain';
import type { ActivityTarget } from '../shared/ports/activity.port';

/** A member as the log names them: by the email people know them by. */
export function teamMemberTarget(member: { id: string; email: { value: string } }): ActivityTarget {
  return { type: 'team_member', id: member.id, label: member.email.value };
}

/** A key is named as it is when it acts: see `apiKeyLabel`. */
export function apiKeyTarget(key: { id: string; prefix: string; name?: string }): ActivityTarget {
  return { type: 'api_key', id: key.id, label: apiKeyLabel(key) };
}

/** Roles have no id of their own: their name is what identifies them in a workspace. */
export function roleTarget(name: string): ActivityTarget {
  return { type: 'role', id: null, label: name };
}

export function webhookTarget(webhook: { id: string; url: string }): ActivityTarget {
  return { type: 'webhook', id: webhook.id, label: webhook.url };
}

/** A submission has nothing a person recognises but the form it answered, so the label names that form. */
export function submissionTarget(submissionId: string, form: { title: string }): ActivityTarget {
  return { type: 'submission', id: submissionId, label: `Submission to "${form.title}"` };
}
