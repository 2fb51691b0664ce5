import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { entityTagOf, ifNoneMatchMatches, isConditionalRead } from '../http/entity-tag';

/**
 * Handlers return plain JSON-ready objects (mapped by hand, never class instances), so a reply is one
 * JSON.stringify and one write. Express's res.json adds content-type negotiation, a Buffer copy and a
 * freshness check per response that this API has no use for. A v2 read also gets an ETag of the body it
 * sends, and a client that already holds that body (If-None-Match) gets 304 without it.
 */
export class JsonExpressAdapter extends ExpressAdapter {
  override reply(response: ServerResponse, body: unknown, statusCode?: number): unknown {
    if (typeof body !== 'object' || body === null || body instanceof StreamableFile || body instanceof Error || Buffer.isBuffer(body)) {
      return super.reply(response, body, statusCode);
    }
    const json = JSON.stringify(body);
    if (statusCode) response.statusCode = statusCode;
    const request = (response as ServerResponse & { req?: IncomingMessage }).req;
    if (response.statusCode === 200 && isConditionalRead(request)) {
      const entityTag = entityTagOf(json);
      response.setHeader('ETag', entityTag);
      if (ifNoneMatchMatches(request.headers['if-none-match'], entityTag)) {
        response.statusCode = 304;
        response.end();
        return response;
      }
    }
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(json));
    response.end(json);
    return response;
  }
}
