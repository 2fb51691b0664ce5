// The response shapes of the API contract, built by hand from rows:
// what a server without a framework, DTO classes or mappers has to do at the least.

import type { FormRow, SubmissionDocumentRow, TeamMemberRow } from '@forms/persistence/sql';
import type { StoredFormSettings } from '@forms/persistence/sql';

/** `YYYY-MM-DDTHH:MM:SSZ`, UTC, no fraction. */
export function timestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export interface PaginationJson {
  total_records: number;
  total_pages: number;
  current_page_number: number;
  page_size: number;
}

export function pagination(totalRecords: number, pageNumber: number, pageSize: number): PaginationJson {
  return {
    total_records: totalRecords,
    total_pages: Math.ceil(totalRecords / pageSize),
    current_page_number: pageNumber,
    page_size: pageSize,
  };
}

export function formJson(row: Omit<FormRow, 'total'>, baseUrl: string): Record<string, unknown> {
  return {
    id: row.id,
    title: row.title,
    is_published: row.is_published,
    state: row.state,
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    submissions_count: row.submissions_count,
    attempt_url: `${baseUrl}/forms/${row.id}`,
    is_archived: row.is_archived,
    is_disabled: row.is_disabled,
    is_suspended: row.is_suspended,
    created_by: row.created_by,
  };
}

/** How many days a form keeps unfinished responses when its settings never said (the service's default). */
const DEFAULT_PARTIAL_RESPONSE_DAYS = 30;

/** v2's form settings: every field, the default for each one the stored document lacks. */
export function formSettingsJson(stored: StoredFormSettings | undefined): Record<string, unknown> {
  const settings = stored ?? {};
  return {
    closes_at: typeof settings.closesAt === 'string' ? timestamp(new Date(settings.closesAt)) : null,
    max_submissions: settings.maxSubmissions ?? null,
    closed_message: settings.closedMessage ?? '',
    thank_you_message: settings.thankYouMessage ?? '',
    redirect_url: settings.redirectUrl ?? null,
    notification_emails: settings.notificationEmails ?? [],
    confirmation_email_question: settings.confirmationEmailQuestion ?? null,
    save_partial_responses: settings.savePartialResponses ?? false,
    partial_response_days: settings.partialResponseDays ?? DEFAULT_PARTIAL_RESPONSE_DAYS,
  };
}

/** The stored user agent lacks what the submission itself knows: its id and its time. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored answer as shown: a file answer is stored as its upload's id, and shown as its address under `baseUrl`. */
export function shownValue(kind: unknown, value: string, baseUrl: string): string {
  return kind === 'file_upload' && UPLOAD_ID.test(value) ? `${baseUrl}/api/external/v2/files/${value}` : value;
}

/** A submission's stored user agent as the API shows it: its eight fields, then the submission's id and time. */
export function userAgentJson(agent: SubmissionDocumentRow['user_agent'], submissionId: string | null, createdAt: string): Record<string, unknown> {
  return {
    id: agent.id,
    name: agent.name,
    version: agent.version,
    ip_address: agent.ip_address,
    device_name: agent.device_name,
    device_type: agent.device_type,
    operating_system: agent.operating_system,
    operating_system_version: agent.operating_system_version,
    submission_id: submissionId,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

export function submissionJson(row: SubmissionDocumentRow, baseUrl: string): Record<string, unknown> {
  const createdAt = timestamp(row.created_at);
  const agent = row.user_agent;
  return {
    id: row.id,
    created_at: createdAt,
    field_values: row.field_values,
    user_agent: userAgentJson(agent, row.id, createdAt),
    // The stored responses also hold what only the summary reads (the question's id, the options picked).
    responses: row.responses.map((response) => ({
      id: response.id,
      label: response.label,
      position: response.position,
      kind: response.kind,
      slug: response.slug,
      value: shownValue(response.kind, response.value, baseUrl),
    })),
  };
}

/** v2's submission: v1's, then the version of the form it answered (1 when stored before forms had versions). */
export function submissionV2Json(row: SubmissionDocumentRow, baseUrl: string): Record<string, unknown> {
  return Object.assign(submissionJson(row, baseUrl), { form_version: row.form_version ?? 1 });
}

export function teamMemberV2Json(row: Omit<TeamMemberRow, 'created_at' | 'updated_at'>): Record<string, unknown> {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    time_zone: row.time_zone,
    profile_image_url: row.profile_image_url,
    organization_role: row.organization_role,
    active: row.active,
  };
}

/** Page 1 of 30 by default, sizes above 100 clamped; null when a value is not an integer >= 1. */
export function pageParams(query: URLSearchParams): { pageNumber: number; pageSize: number } | null {
  const pageNumber = positive(query.getAll('page_number'));
  const pageSize = positive(query.getAll('page_size'));
  if (pageNumber === null || pageSize === null) return null;
  return { pageNumber: pageNumber ?? 1, pageSize: Math.min(pageSize ?? 30, 100) };
}

function positive(values: string[]): number | undefined | null {
  if (values.length === 0) return undefined;
  if (values.length > 1 || !/^\d+$/.test(values[0].trim())) return null;
  const value = Number(values[0].trim());
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** The stored fields of a question that v2 shows, in v2's order (a condition, when it has one, follows). */
export interface QuestionFields {
  id: string;
  kind: string;
  label: string;
  slug: string;
  position: number;
  required: boolean;
  options: unknown;
  scale: unknown;
  /** File questions only, as the model stores them. */
  maxSizeMb?: unknown;
  acceptedTypes?: unknown;
}

export function questionV2Json(question: QuestionFields): Record<string, unknown> {
  return {
    id: question.id,
    kind: question.kind,
    label: question.label,
    slug: question.slug,
    position: question.position,
    required: question.required,
    options: question.options,
    scale: question.scale,
    ...(question.kind === 'file_upload' && { max_size_mb: question.maxSizeMb, accepted_types: question.acceptedTypes }),
  };
}
