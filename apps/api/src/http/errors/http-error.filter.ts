import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { type IncomingMessage, STATUS_CODES, type ServerResponse } from 'node:http';
import { DomainError, RateRefusal } from '@forms/domain';
import { wireFieldOf, wireMessageOf } from './domain-fields';
import { credentialOf } from '../access/access.guard';
import type { ApiRequest } from '../auth/api-request';
import { requestIdOf } from '../../observability/request-observer';
import { statusOfDomainError } from './error-status';
import { HttpError } from './http-error';

export interface ErrorReply {
  status: number;
  error: string;
  headers?: Readonly<Record<string, string>>;
  /** Unexpected: log it with its stack. */
  unexpected?: boolean;
}

/** "Not Found" -> "Not found": the same sentence case as every other message. */
function reasonPhrase(status: number): string {
  const phrase = STATUS_CODES[status] ?? 'Error';
  return phrase.charAt(0) + phrase.slice(1).toLowerCase();
}

function clientErrorStatus(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, statusCode } = exception as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && value >= 400 && value < 500 ? value : undefined;
}

/** What the client is told, for anything thrown while handling a request. Never internals. */
export function errorReplyOf(exception: unknown, isDatabaseUnavailable: (error: unknown) => boolean): ErrorReply {
  if (exception instanceof RateRefusal) {
    const headers = { 'Retry-After': String(exception.retryAfterSeconds) };
    return { status: statusOfDomainError(exception.code), error: exception.message, headers };
  }
  if (exception instanceof DomainError) {
    return { status: statusOfDomainError(exception.code), error: wireMessageOf(exception) };
  }
  if (exception instanceof HttpError) {
    return { status: exception.status, error: exception.message, headers: exception.headers };
  }
  if (isDatabaseUnavailable(exception)) return { status: 503, error: 'Service unavailable' };
  // Nest's own (the router's 404) and Express's (a malformed URL): their messages may echo the request.
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return { status, error: reasonPhrase(status), unexpected: status >= 500 };
  }
  const clientStatus = clientErrorStatus(exception);
  if (clientStatus !== undefined) return { status: clientStatus, error: reasonPhrase(clientStatus) };
  return { status: 500, error: 'Internal server error', unexpected: true };
}

/**
 * Every error body is `{"error": "..."}`; Nest's `{statusCode, message}` never leaves. The console's API
 * adds `field`, the path of the field the message names, so the console can show it beside that field;
 * the external API's bodies stay exactly `{"error": ...}`.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  constructor(private readonly isDatabaseUnavailable: (error: unknown) => boolean) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<ServerResponse>();
    const reply = errorReplyOf(exception, this.isDatabaseUnavailable);
    if (reply.unexpected || (reply.status === 503 && !(exception instanceof HttpError))) {
      const request = host.switchToHttp().getRequest<IncomingMessage>();
      const reason = exception instanceof Error ? exception.message : String(exception);
      // The route template when one matched: a raw path may carry a token.
      const route = (request as { route?: { path?: unknown } }).route?.path;
      const where = `${request.method} ${typeof route === 'string' ? route : 'unmatched route'}`;
      const reqId = requestIdOf(request);
      if (reply.unexpected) {
        this.logger.error({ msg: `${where} failed: ${reason}`, reqId }, exception instanceof Error ? exception.stack : undefined);
      } else {
        this.logger.warn({ msg: `${where}: database unavailable: ${reason}`, reqId });
      }
    }
    if (response.headersSent) {
      // Too late for a status: cut the response short rather than send a body that lies.
      response.destroy();
      return;
    }
    const field = reply.status === 422 && credentialOf(host.switchToHttp().getRequest<ApiRequest>()) === 'session' ? wireFieldOf(exception) : undefined;
    const body = JSON.stringify(field === undefined ? { error: reply.error } : { error: reply.error, field });
    response.statusCode = reply.status;
    for (const [name, value] of Object.entries(reply.headers ?? {})) response.setHeader(name, value);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(body));
    response.end(body);
  }
}
