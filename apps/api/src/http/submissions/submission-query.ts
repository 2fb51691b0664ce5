import type { ListSubmissionsQuery } from '@forms/application';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ApiRequest } from '../auth/api-request';
import { requestShapeError } from '../errors/domain-fields';

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;
const ORDERS = ['newest', 'oldest'] as const;

/** Exactly `YYYY-MM-DDTHH:MM:SSZ` naming an instant that exists: no fraction, no offset, no 24:00 or Feb 30. */
export function parseTimestampParameter(raw: unknown, name: string): Date | undefined {
  if (raw === undefined) return undefined;
  const match = typeof raw === 'string' ? TIMESTAMP.exec(raw) : null;
  if (match) {
    const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
    const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    const exists =
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day &&
      date.getUTCHours() === hour &&
      date.getUTCMinutes() === minute &&
      date.getUTCSeconds() === second;
    if (exists) return date;
  }
  throw requestShapeError(name, 'must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ that exists, such as 2026-01-31T23:59:59Z');
}

function parseOrder(raw: unknown): 'newest' | 'oldest' | undefined {
  if (raw === undefined) return undefined;
  const order = ORDERS.find((candidate) => candidate === raw);
  if (!order) throw requestShapeError('order', `must be one of: ${ORDERS.join(', ')}`);
  return order;
}

export type SubmissionListParameters = Pick<ListSubmissionsQuery, 'pageNumber' | 'pageSize' | 'since' | 'until' | 'order'>;

/** page_number, page_size, since, until and order of a submissions list; other parameters are ignored. */
export const SubmissionListQuery = createParamDecorator((_: unknown, context: ExecutionContext): SubmissionListParameters => {
  const query = context.switchToHttp().getRequest<ApiRequest>().query ?? {};
  return {
    pageNumber: query['page_number'],
    pageSize: query['page_size'],
    since: parseTimestampParameter(query['since'], 'since'),
    until: parseTimestampParameter(query['until'], 'until'),
    order: parseOrder(query['order']),
  };
});
