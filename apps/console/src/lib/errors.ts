/** What the API refused, with its status and the message it gave (`{"error": "..."}`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
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

/**
 * The field a refusal names, so that the message is shown next to it: the API names fields in wire
 * terms under the request's envelope (`member.time_zone "Mars/Olympus" is not a valid time zone`).
 * Undefined when it names none of them (the message then goes beside the form's button).
 */
export function fieldOfError<Field extends string>(message: string, envelope: string, fields: readonly Field[]): Field | undefined {
  const prefix = `${envelope}.`;
  if (!message.startsWith(prefix)) return undefined;
  const rest = message.slice(prefix.length);
  return fields.find((field) => rest === field || rest.startsWith(`${field} `) || rest.startsWith(`${field}:`));
}
