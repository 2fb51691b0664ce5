import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ApiRequest } from '../auth/api-request';
import { parseTimestampParameter } from '../submissions/submission-query';

export interface AnalyticsRangeParameters {
  since?: Date;
  until?: Date;
}

/** since and until of an analytics request; other parameters are ignored. */
export const AnalyticsRangeQuery = createParamDecorator((_: unknown, context: ExecutionContext): AnalyticsRangeParameters => {
  const query = context.switchToHttp().getRequest<ApiRequest>().query ?? {};
  return {
    since: parseTimestampParameter(query['since'], 'since'),
    until: parseTimestampParameter(query['until'], 'until'),
  };
});
