import { DomainError } from '@forms/domain';

// Values Postgres would refuse with an error rather than store or match: each is caught here and answered
// as the client's mistake (a 422, or "not found") instead of failing the statement.

/**
 * Postgres text cannot hold U+0000 and refuses a parameter containing it with an error. Domain validation
 * lets it through in free text, so writes refuse it here as a validation failure instead of a 500.
 */
export function assertStorableText(field: string, value: string): void {
  if (value.includes('\u0000')) throw DomainError.invalid(field, 'must not contain NUL characters');
}

/** A value with U+0000 can match no stored text: lookups answer "not found" without asking. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000');
}

/** For text that is not the client's to get right (a mail server's error message): drops U+0000. */
export function withoutNul(value: string): string {
  return value.replace(/\u0000/g, '');
}

// Anything but a UUID makes Postgres fail the whole statement (invalid_text_representation); such an id
// names no row.
export { isUuid } from '@forms/application';
