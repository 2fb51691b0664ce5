import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { ApiRequest } from '../auth/api-request';
import { ApiErrorResponse } from '../openapi/openapi.decorators';
import { parseTimestampParameter } from '../submissions/submission-query';

export interface SummaryRangeParameters {
  since?: Date;
  until?: Date;
}

/** since and until of a summary, read as the submissions list reads them; other parameters are ignored. */
export const SummaryRangeQuery = createParamDecorator((_: unknown, context: ExecutionContext): SummaryRangeParameters => {
  const query = context.switchToHttp().getRequest<ApiRequest>().query ?? {};
  return { since: parseTimestampParameter(query['since'], 'since'), until: parseTimestampParameter(query['until'], 'until') };
});

/** The range parameters of a summary and their 422s, documented once for v2 and the console. */
export function SummaryRangeDocs(): MethodDecorator {
  return applyDecorators(
    ApiQuery({
      name: 'since',
      required: false,
      description: 'Only submissions created at or after this instant',
      schema: { type: 'string', format: 'date-time', example: '2026-01-01T00:00:00Z' },
    }),
    ApiQuery({
      name: 'until',
      required: false,
      description: 'Only submissions created before this instant',
      schema: { type: 'string', format: 'date-time', example: '2026-02-01T00:00:00Z' },
    }),
    ApiErrorResponse(
      422,
      'since or until is not a UTC timestamp YYYY-MM-DDTHH:MM:SSZ, or since is later than until',
      'since must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ that exists, such as 2026-01-31T23:59:59Z',
      'since must not be later than until',
    ),
  );
}
