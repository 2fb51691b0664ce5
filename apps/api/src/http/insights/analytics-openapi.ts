import { applyDecorators, type Type } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import { ApiErrorResponse, ApiSuccess } from '../openapi/openapi.decorators';
import { FormAnalyticsEnvelopeDto } from './analytics.dto';

const DESCRIPTION =
  'Views of the fill page and submissions over a range, in total and per UTC day. Without until: the end of the current second; ' +
  'without since: 30 x 24 hours before until. since is inclusive and until exclusive; submissions are counted to the second ' +
  'and are exact; views are kept per UTC hour (the views of every hour the range touches, from views_since to views_until) and may show up to 10 seconds late; ' +
  'the completion rate compares the submissions and views of those same hours. ' +
  'A range may span at most 366 days.';

/** What a form operation over a since/until range documents, the same for every such operation in v2 and the console. */
export function FormRangeOperation(
  operation: { operationId: string; summary: string; description: string },
  success: { type: Type<unknown>; description: string },
): MethodDecorator {
  return applyDecorators(
    ApiOperation(operation),
    ApiParam({ name: 'form_id', description: 'Id of a form of this workspace', schema: { type: 'string' }, example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e' }),
    ApiQuery({ name: 'since', required: false, description: 'Start of the range (inclusive); default: 30 days before until', schema: { type: 'string', format: 'date-time', example: '2026-10-26T13:00:00Z' } }),
    ApiQuery({ name: 'until', required: false, description: 'End of the range (exclusive); default: the end of the current second', schema: { type: 'string', format: 'date-time', example: '2026-11-25T13:00:00Z' } }),
    ApiSuccess('v2', 200, success.type, success.description),
    ApiErrorResponse(
      422,
      'A malformed since or until, since later than until, or a range longer than 366 days',
      'since must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ that exists, such as 2026-01-31T23:59:59Z',
      'since must not be later than until',
      'since must be at most 366 days before until',
    ),
    ApiErrorResponse(404, 'No such workspace, or no such form in it', 'Workspace not found', 'Form not found'),
  );
}

/** The documentation of the analytics operation, the same in v2 and in the console's API. */
export function AnalyticsOperation(operationId: string): MethodDecorator {
  return FormRangeOperation(
    { operationId, summary: 'Views, submissions and completion rate of a form, per UTC day', description: DESCRIPTION },
    { type: FormAnalyticsEnvelopeDto, description: "The form's analytics over the range" },
  );
}
