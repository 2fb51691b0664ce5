import type { SubmissionView } from '@forms/application';
import type { SubmissionResponse, UserAgent } from '@forms/domain';
import { formatTimestamp } from '../shared/timestamp';

/** Spec 2.3: the recorded user agent, plus what it shares with its submission. */
export interface UserAgentRepresentation extends UserAgent {
  submission_id: string;
  created_at: string;
  updated_at: string;
}

/** Spec 2.4: a response is shown exactly as recorded. */
export type SubmissionResponseRepresentation = SubmissionResponse;

export interface SubmissionRepresentation {
  id: string;
  created_at: string;
  field_values: Record<string, unknown>[];
  user_agent: UserAgentRepresentation;
  responses: SubmissionResponseRepresentation[];
}

/** Stored as JSON, so a missing string reads as "" rather than null (D5). */
function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function toSubmissionV1(submission: SubmissionView): SubmissionRepresentation {
  const createdAt = formatTimestamp(submission.createdAt);
  const agent = submission.userAgent;
  return {
    id: submission.id,
    created_at: createdAt,
    field_values: submission.fieldValues,
    // A user agent is recorded once with its submission and never changes: both times are the submission's.
    user_agent: {
      id: text(agent.id),
      name: text(agent.name),
      version: text(agent.version),
      ip_address: text(agent.ip_address),
      device_name: text(agent.device_name),
      device_type: text(agent.device_type),
      operating_system: text(agent.operating_system),
      operating_system_version: text(agent.operating_system_version),
      submission_id: submission.id,
      created_at: createdAt,
      updated_at: createdAt,
    },
    responses: submission.responses.map((response) => ({
      id: text(response.id),
      label: text(response.label),
      position: response.position,
      kind: text(response.kind),
      slug: text(response.slug),
      value: text(response.value),
    })),
  };
}
