/** `YYYY-MM-DDTHH:MM:SSZ`, UTC, whole seconds (truncated, never rounded into the next second). */
export function formatTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export const TIMESTAMP_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$';

/** How every timestamp field is documented. */
export const TIMESTAMP_PROPERTY = {
  type: 'string',
  format: 'date-time',
  pattern: TIMESTAMP_PATTERN,
  example: '2026-03-14T09:26:53Z',
} as const;
