import type { ApiResponse } from './api-client';

/* eslint-disable @typescript-eslint/no-explicit-any -- these read arbitrary JSON from the wire */

export const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const MESSAGES = {
  invalidKey: 'Could not authenticate, invalid API Key',
  workspaceNotFound: 'Workspace not found',
  teamMemberNotFound: 'Team member not found',
  lastAdmin: 'Cannot remove the last admin of the workspace',
} as const;

const FORM_FIELDS = [
  'id', 'title', 'is_published', 'state', 'created_at', 'updated_at', 'submissions_count', 'attempt_url',
  'is_archived', 'is_disabled', 'is_suspended', 'created_by',
];
const SUBMISSION_FIELDS = ['id', 'created_at', 'field_values', 'user_agent', 'responses'];
const USER_AGENT_FIELDS = [
  'id', 'name', 'version', 'ip_address', 'device_name', 'device_type', 'operating_system',
  'operating_system_version', 'submission_id', 'created_at', 'updated_at',
];
const RESPONSE_FIELDS = ['id', 'label', 'position', 'kind', 'slug', 'value'];
const V1_MEMBER_FIELDS = [
  'id', 'email', 'first_name', 'last_name', 'time_zone', 'organization_role', 'active', 'created_at', 'updated_at',
];
const V2_MEMBER_FIELDS = [
  'id', 'email', 'first_name', 'last_name', 'time_zone', 'profile_image_url', 'organization_role', 'active',
];
const PAGINATION_FIELDS = ['total_records', 'total_pages', 'current_page_number', 'page_size'];

function sorted(values: string[]): string[] {
  return [...values].sort();
}

export function expectKeys(value: unknown, keys: string[]): void {
  expect(value).toEqual(expect.any(Object));
  expect(sorted(Object.keys(value as object))).toEqual(sorted(keys));
}

function expectTypes(value: any, strings: string[], booleans: string[] = [], integers: string[] = []): void {
  for (const key of strings) expect({ [key]: typeof value[key] }).toEqual({ [key]: 'string' });
  for (const key of booleans) expect({ [key]: typeof value[key] }).toEqual({ [key]: 'boolean' });
  for (const key of integers) expect({ [key]: Number.isInteger(value[key]) }).toEqual({ [key]: true });
}

export function expectTimestamp(value: unknown): void {
  expect(value).toMatch(TIMESTAMP);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

export function expectForm(form: any): void {
  expectKeys(form, FORM_FIELDS);
  expectTypes(form, ['id', 'title', 'state', 'created_at', 'updated_at', 'attempt_url', 'created_by'],
    ['is_published', 'is_archived', 'is_disabled', 'is_suspended'], ['submissions_count']);
  expect(form.id).toMatch(UUID);
  expectTimestamp(form.created_at);
  expectTimestamp(form.updated_at);
  expect(form.submissions_count).toBeGreaterThanOrEqual(0);
}

/** The v2 form: the twelve fields of the specification, plus its questions, hidden fields, settings and theme. */
export function expectFormV2(form: any): void {
  expectKeys(form, [...FORM_FIELDS, 'version', 'questions', 'hidden_fields', 'settings', 'theme']);
  const { questions, hidden_fields: hiddenFields, settings, version, theme, ...summary } = form;
  expect(Number.isInteger(version) && version >= 1).toBe(true);
  expect(theme === null || (typeof theme === 'object' && !Array.isArray(theme))).toBe(true);
  expectKeys(settings, [
    'closes_at', 'max_submissions', 'closed_message', 'thank_you_message', 'redirect_url', 'notification_emails', 'confirmation_email_question',
    'save_partial_responses', 'partial_response_days',
  ]);
  if (settings.closes_at !== null) expectTimestamp(settings.closes_at);
  expect(Array.isArray(settings.notification_emails)).toBe(true);
  expectForm(summary);
  expect(Array.isArray(questions)).toBe(true);
  questions.forEach((question: any, index: number) => {
    const fileSettings = question.kind === 'file_upload' ? ['max_size_mb', 'accepted_types'] : [];
    expectKeys(question, ['id', 'kind', 'label', 'slug', 'position', 'required', 'options', 'scale', ...fileSettings, ...('visible_if' in question ? ['visible_if'] : [])]);
    expect(question.id).toMatch(UUID);
    expect(question.position).toBe(index + 1);
  });
  expect(Array.isArray(hiddenFields)).toBe(true);
}

/** v2's submission (and the intake's, the console's, the webhooks'): v1's fields and the form version it answered. */
export function expectSubmissionV2(submission: any): void {
  const { form_version: formVersion, ...rest } = submission;
  expect(Number.isInteger(formVersion) && formVersion >= 1).toBe(true);
  expectSubmission(rest);
}

export function expectSubmission(submission: any): void {
  expectKeys(submission, SUBMISSION_FIELDS);
  expect(submission.id).toMatch(UUID);
  expectTimestamp(submission.created_at);
  expect(Array.isArray(submission.field_values)).toBe(true);
  for (const value of submission.field_values) {
    expect(value).toEqual(expect.any(Object));
    expect(Array.isArray(value)).toBe(false);
  }
  const agent = submission.user_agent;
  expectKeys(agent, USER_AGENT_FIELDS);
  expectTypes(agent, USER_AGENT_FIELDS);
  expect(agent.id).toMatch(UUID);
  expect(agent.submission_id).toBe(submission.id);
  expectTimestamp(agent.created_at);
  expectTimestamp(agent.updated_at);
  expect(Array.isArray(submission.responses)).toBe(true);
  for (const answer of submission.responses) {
    expectKeys(answer, RESPONSE_FIELDS);
    expectTypes(answer, ['id', 'label', 'kind', 'slug', 'value'], [], ['position']);
    expect(answer.id).toMatch(UUID);
  }
}

export function expectV1Member(member: any): void {
  expectKeys(member, V1_MEMBER_FIELDS);
  expectTypes(member, ['id', 'email', 'first_name', 'last_name', 'time_zone', 'organization_role', 'created_at', 'updated_at'], ['active']);
  expect(member.id).toMatch(UUID);
  expectTimestamp(member.created_at);
  expectTimestamp(member.updated_at);
}

export function expectV2Member(member: any): void {
  expectKeys(member, V2_MEMBER_FIELDS);
  expectTypes(member, ['id', 'email', 'first_name', 'last_name', 'time_zone', 'profile_image_url', 'organization_role'], ['active']);
  expect(member.id).toMatch(UUID);
}

export function expectPagination(
  pagination: any,
  expected?: { total_records: number; total_pages: number; current_page_number: number; page_size: number },
): void {
  expectKeys(pagination, PAGINATION_FIELDS);
  expectTypes(pagination, [], [], PAGINATION_FIELDS);
  if (expected) expect(pagination).toEqual(expected);
}

/** JSON in UTF-8 on every response. */
export function expectJson(response: ApiResponse): void {
  expect(response.headers['content-type']).toMatch(/^application\/json;\s*charset=utf-8$/i);
}

/** v1 announces its deprecation (RFC 9745 structured date) and links to its replacement. */
export function expectDeprecated(response: ApiResponse): void {
  expect(response.headers['deprecation']).toMatch(/^@-?\d+$/);
  expect(response.headers['link']).toMatch(/<[^>]+>\s*;.*rel="?[^";]+/);
}

export function expectNotDeprecated(response: ApiResponse): void {
  expect(response.headers['deprecation']).toBeUndefined();
}

export function expectOk(response: ApiResponse, status = 200): void {
  expect({ status: response.status, body: response.body }).toEqual({ status, body: expect.anything() });
  expectJson(response);
}

/**
 * Exactly `{error: <message>}`, JSON, no internals. `message` is a string to match exactly or a pattern
 * (for validation messages, which must name the field).
 */
export function expectError(response: ApiResponse, status: number, message?: string | RegExp): void {
  expect({ status: response.status, body: response.body }).toEqual({
    status,
    body: { error: message === undefined ? expect.any(String) : typeof message === 'string' ? message : expect.stringMatching(message) },
  });
  expectJson(response);
  const error = response.body.error as string;
  expect(error.trim().length).toBeGreaterThan(0);
  expect(error).not.toMatch(/\n\s+at |QueryFailedError|SELECT |INSERT |UPDATE |duplicate key|violates/);
}
