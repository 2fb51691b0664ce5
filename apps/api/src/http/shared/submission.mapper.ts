import { type Page, shownValue, type SubmissionView } from '@forms/application';
import { type PaginationRepresentation, toPaginationRepresentation } from './pagination.mapper';
import { formatTimestamp } from './timestamp';

/** The recorded user agent, plus what it shares with its submission. */
export interface UserAgentRepresentation {
  id: string;
  name: string;
  version: string;
  ip_address: string;
  device_name: string;
  device_type: string;
  operating_system: string;
  operating_system_version: string;
  submission_id: string;
  created_at: string;
  updated_at: string;
}

/** A response is shown as recorded, a file answer as the file's address. */
export interface SubmissionResponseRepresentation {
  id: string;
  label: string;
  position: number;
  kind: string;
  slug: string;
  value: string;
}

export interface SubmissionRepresentation {
  id: string;
  created_at: string;
  field_values: { field: string; value: string }[];
  user_agent: UserAgentRepresentation;
  responses: SubmissionResponseRepresentation[];
}

/**
 * `baseUrl` starts the addresses of file answers (stored as upload ids): the address the reader used for
 * an HTTP read, the workspace's public origin for what is sent outside a request.
 */
export function toSubmissionRepresentation(submission: Omit<SubmissionView, 'formVersion'>, baseUrl: string): SubmissionRepresentation {
  const createdAt = formatTimestamp(submission.createdAt);
  const agent = submission.userAgent;
  return {
    id: submission.id,
    created_at: createdAt,
    field_values: submission.fieldValues.map((item) => ({ field: item.field, value: item.value })),
    // A user agent is recorded once with its submission and never changes: both times are the submission's.
    user_agent: {
      id: agent.id,
      name: agent.name,
      version: agent.version,
      ip_address: agent.ipAddress,
      device_name: agent.deviceName,
      device_type: agent.deviceType,
      operating_system: agent.operatingSystem,
      operating_system_version: agent.operatingSystemVersion,
      submission_id: submission.id,
      created_at: createdAt,
      updated_at: createdAt,
    },
    responses: submission.responses.map((response) => ({
      id: response.id,
      label: response.label,
      position: response.position,
      kind: response.kind,
      slug: response.slug,
      value: shownValue(response, baseUrl),
    })),
  };
}

/** v2's submission (and the console's, the intake's and the webhooks'): the version it answered too. */
export interface SubmissionV2Representation extends SubmissionRepresentation {
  form_version: number;
}

/** `formVersion` absent: stored before forms had versions, so version 1. */
export function toSubmissionV2Representation(submission: Omit<SubmissionView, 'formVersion'> & { formVersion?: number }, baseUrl: string): SubmissionV2Representation {
  return Object.assign(toSubmissionRepresentation(submission, baseUrl), { form_version: submission.formVersion ?? 1 });
}

export interface SubmissionListRepresentation {
  submissions: SubmissionRepresentation[];
  pagination: PaginationRepresentation;
  total_count: number;
}

/** A page of submissions as v1 shows it. */
export function toSubmissionList(page: Page<SubmissionView>, baseUrl: string): SubmissionListRepresentation {
  return { submissions: page.items.map((submission) => toSubmissionRepresentation(submission, baseUrl)), pagination: toPaginationRepresentation(page), total_count: page.totalRecords };
}

/** A page of submissions as v2 and the console show it: v1's, each with the version it answered. */
export function toSubmissionListV2(page: Page<SubmissionView>, baseUrl: string): SubmissionListRepresentation & { submissions: SubmissionV2Representation[] } {
  return { submissions: page.items.map((submission) => toSubmissionV2Representation(submission, baseUrl)), pagination: toPaginationRepresentation(page), total_count: page.totalRecords };
}
