import { QueryFailedError } from 'typeorm';

interface PostgresErrorFields {
  code?: string;
  constraint?: string;
}

const UNIQUE_VIOLATION = '23505';

/** The server's error fields, whether the error came through TypeORM or straight from pg. */
function postgresFields(error: unknown): PostgresErrorFields | null {
  const source = error instanceof QueryFailedError ? error.driverError : error;
  return typeof source === 'object' && source !== null && 'code' in source ? (source as PostgresErrorFields) : null;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const fields = postgresFields(error);
  return fields?.code === UNIQUE_VIOLATION && fields.constraint === constraint;
}

const UNREACHABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// Server states in which it cannot serve anyone: connection exceptions (class 08), shutting down or
// starting up, out of connections. Also the per-connection limits (statement_timeout: 57014,
// lock_timeout: 55P03, idle_in_transaction_session_timeout: 25P03): the work could not be done in
// time, which the client is told as "try again" rather than as a fault.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '55P03', '25P03']);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** True when the error means the database cannot be reached right now (503), not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string') {
      if (UNREACHABLE_NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // Connecting to a host with several addresses fails with an AggregateError of one error per address.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current instanceof QueryFailedError ? current.driverError : (current as { cause?: unknown }).cause;
  }
  return false;
}
