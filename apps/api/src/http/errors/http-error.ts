/**
 * A refusal decided by the HTTP layer itself (content negotiation, body limits, routing, health), as
 * opposed to a DomainError, which the model raises. Either way the client sees `{error}`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
