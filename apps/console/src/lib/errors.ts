/**
 * What the API refused, with its status, the message it gave and, when the message is about one field of
 * what was sent, that field's path (`{"error": "...", "field": "member.time_zone"}`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // fetch rejects only when the request never got an answer.
  return 'The service could not be reached. Check your connection and try again.';
}

/** The `field` of a console API error body, when it has one. */
export function fieldOfBody(body: unknown): string | undefined {
  const field = typeof body === 'object' && body !== null ? (body as { field?: unknown }).field : undefined;
  return typeof field === 'string' ? field : undefined;
}

/**
 * Which of a form's fields a refusal is about, from the path the API names (`member.time_zone` under
 * the `member` envelope, or a place inside it such as `webhook.events[1]`), so that the message is shown
 * next to it. Undefined when it names none of them: the message then goes beside the form's button.
 */
export function fieldOfError<Field extends string>(error: unknown, envelope: string, fields: readonly Field[]): Field | undefined {
  const path = error instanceof ApiError ? error.field : undefined;
  if (path === undefined) return undefined;
  return fields.find((field) => {
    const named = `${envelope}.${field}`;
    return path === named || path.startsWith(`${named}[`) || path.startsWith(`${named}.`);
  });
}
