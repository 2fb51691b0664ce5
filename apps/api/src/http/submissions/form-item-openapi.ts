import { applyDecorators } from '@nestjs/common';
import { ApiParam, ApiQuery } from '@nestjs/swagger';
import { audienceOfPath } from '../access/mounts';

// What the routes under a form (its submissions, its partial responses) document alike in both documents.

export const FORM_ID_PARAM = { name: 'form_id', description: 'Id of a form of this workspace', schema: { type: 'string' } } as const;
/** v2's document shows an example of each id; the console's does not. */
export const V2_FORM_ID_PARAM = { ...FORM_ID_PARAM, example: '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e' } as const;
const V2_ITEM_ID_EXAMPLE = '11111111-2222-4333-8444-555555555555';

/** The path of one item of a form (its form's id, then the item's), as each document shows it. */
export function formItemPath(item: { name: string; description: string }): (audience: 'v2' | 'console') => MethodDecorator {
  const param = { ...item, schema: { type: 'string' } } as const;
  return (audience) =>
    audience === 'v2'
      ? applyDecorators(ApiParam(V2_FORM_ID_PARAM), ApiParam({ ...param, example: V2_ITEM_ID_EXAMPLE }))
      : applyDecorators(ApiParam(FORM_ID_PARAM), ApiParam(param));
}

/**
 * The until and since filters of a list, in that order: a document lists query parameters in the order
 * their decorators were applied. v2's shows an example of each.
 */
export function timeWindowQueries(audience: 'v2' | 'console', descriptions: { since: string; until: string }): MethodDecorator {
  const until = { name: 'until', required: false, description: descriptions.until } as const;
  const since = { name: 'since', required: false, description: descriptions.since } as const;
  return audience === 'v2'
    ? applyDecorators(
        ApiQuery({ ...until, schema: { type: 'string', format: 'date-time', example: '2026-02-01T00:00:00Z' } }),
        ApiQuery({ ...since, schema: { type: 'string', format: 'date-time', example: '2026-01-01T00:00:00Z' } }),
      )
    : applyDecorators(ApiQuery({ ...until, schema: { type: 'string', format: 'date-time' } }), ApiQuery({ ...since, schema: { type: 'string', format: 'date-time' } }));
}

/** The console's mount, whose answers name each file answer's file. */
export function forConsole(request: { originalUrl: string }): boolean {
  return audienceOfPath(request.originalUrl) === 'console';
}
