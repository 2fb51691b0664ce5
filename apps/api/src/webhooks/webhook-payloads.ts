import type { WebhookPayloads } from '@forms/application';
import { completeFormSettings, type DomainEvent } from '@forms/domain';
import { toFormV2Representation } from '../http/forms/form.mapper';
import { toSubmissionV2Representation } from '../http/shared/submission.mapper';
import { formatTimestamp } from '../http/shared/timestamp';
import { toTeamMemberV2 } from '../http/team/team-member.mapper';

/**
 * The body a receiver gets: the event's type and time and, as `data`, the API's own representation of
 * what changed, taken from the snapshot the change recorded (not read again at delivery time).
 */
export class JsonWebhookPayloads implements WebhookPayloads {
  render(event: DomainEvent): string {
    return JSON.stringify({ type: event.type, timestamp: formatTimestamp(event.occurredAt), data: dataOf(event) });
  }
}

function dataOf(event: DomainEvent): Record<string, unknown> {
  switch (event.type) {
    case 'submission.created':
      // A delivery has no request: file addresses start with the public origin the event recorded.
      return { form_id: event.formId, submission: toSubmissionV2Representation(event.submission, event.baseUrl ?? '') };
    case 'submission.deleted':
      return { form_id: event.formId, submission_id: event.submissionId };
    case 'form.created':
    case 'form.updated':
      // Events recorded before forms had questions carry none.
      return {
        form: toFormV2Representation(
          Object.assign({}, event.form, {
            questions: event.form.questions ?? [],
            hiddenFields: event.form.hiddenFields ?? [],
            settings: completeFormSettings(event.form.settings),
            // Events recorded before forms had versions were about version 1.
            version: event.form.version ?? 1,
            // Events recorded before forms had themes were about forms showing the brand alone.
            theme: event.form.theme ?? null,
          }),
          event.baseUrl,
        ),
      };
    case 'team_member.added':
    case 'team_member.updated':
    case 'team_member.removed':
      return { team_member: toTeamMemberV2(event.teamMember) };
    default:
      // Internal events have no subscribers among webhooks; reaching here is a wiring mistake.
      throw new Error(`${event.type} is not an event webhooks deliver`);
  }
}
