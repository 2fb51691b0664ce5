import type { FieldValue, SubmissionResponse, UserAgent } from '@forms/domain';

// Submissions keep their user agent, responses and hidden-field values as JSON documents, written once
// and read back whole. The documents use the API's snake_case names, so rows written before the model
// was camelCase read the same; this file is the one place that knows the stored names.

export interface StoredUserAgent {
  id: string;
  name: string;
  version: string;
  ip_address: string;
  device_name: string;
  device_type: string;
  operating_system: string;
  operating_system_version: string;
}

/**
 * A response as stored: the public fields, plus the answered question's id and, for multiple choice,
 * the options picked (both internal: the summary counts by them, no representation shows them).
 */
export interface StoredResponse {
  id: string;
  label: string;
  position: number;
  kind: string;
  slug: string;
  value: string;
  question_id?: string;
  choices?: string[];
}
export type StoredFieldValue = FieldValue;

/** Stored JSON may predate a field or carry nulls; the model never sees anything but strings. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function toStoredUserAgent(agent: UserAgent): StoredUserAgent {
  return {
    id: agent.id,
    name: agent.name,
    version: agent.version,
    ip_address: agent.ipAddress,
    device_name: agent.deviceName,
    device_type: agent.deviceType,
    operating_system: agent.operatingSystem,
    operating_system_version: agent.operatingSystemVersion,
  };
}

export function userAgentFromStored(stored: Partial<Record<keyof StoredUserAgent, unknown>>): UserAgent {
  return {
    id: text(stored.id),
    name: text(stored.name),
    version: text(stored.version),
    ipAddress: text(stored.ip_address),
    deviceName: text(stored.device_name),
    deviceType: text(stored.device_type),
    operatingSystem: text(stored.operating_system),
    operatingSystemVersion: text(stored.operating_system_version),
  };
}

export function toStoredResponses(responses: readonly SubmissionResponse[]): StoredResponse[] {
  return responses.map((response) => {
    const stored: StoredResponse = {
      id: response.id,
      label: response.label,
      position: response.position,
      kind: response.kind,
      slug: response.slug,
      value: response.value,
    };
    if (response.questionId !== undefined) stored.question_id = response.questionId;
    if (response.choices !== undefined) stored.choices = response.choices;
    return stored;
  });
}

export function responsesFromStored(stored: readonly Partial<Record<keyof StoredResponse, unknown>>[]): SubmissionResponse[] {
  return stored.map((response) => ({
    id: text(response.id),
    label: text(response.label),
    position: typeof response.position === 'number' ? response.position : 0,
    kind: text(response.kind),
    slug: text(response.slug),
    value: text(response.value),
  }));
}

export function fieldValuesFromStored(stored: readonly Partial<Record<keyof StoredFieldValue, unknown>>[]): FieldValue[] {
  return stored.map((item) => ({ field: text(item.field), value: text(item.value) }));
}
