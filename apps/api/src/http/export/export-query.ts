import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ApiRequest } from '../auth/api-request';
import { requestShapeError } from '../errors/domain-fields';
import { parseTimestampParameter } from '../submissions/submission-query';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const EXPORT_ORDERS = ['oldest', 'newest'] as const;

export interface ExportParameters {
  format: ExportFormat;
  since?: Date;
  until?: Date;
  order: 'oldest' | 'newest';
}

function oneOf<T extends string>(raw: unknown, name: string, allowed: readonly T[], fallback: T): T {
  if (raw === undefined) return fallback;
  const found = allowed.find((candidate) => candidate === raw);
  if (!found) throw requestShapeError(name, `must be one of: ${allowed.join(', ')}`);
  return found;
}

/** format (csv by default), since, until (as in the submissions list) and order (oldest first by default). */
export const SubmissionExportQuery = createParamDecorator((_: unknown, context: ExecutionContext): ExportParameters => {
  const query = context.switchToHttp().getRequest<ApiRequest>().query ?? {};
  return {
    format: oneOf(query['format'], 'format', EXPORT_FORMATS, 'csv'),
    since: parseTimestampParameter(query['since'], 'since'),
    until: parseTimestampParameter(query['until'], 'until'),
    order: oneOf(query['order'], 'order', EXPORT_ORDERS, 'oldest'),
  };
});
