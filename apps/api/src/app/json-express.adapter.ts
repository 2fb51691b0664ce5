import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { ServerResponse } from 'node:http';

/**
 * Handlers return plain JSON-ready objects (mapped by hand, never class instances), so a reply is one
 * JSON.stringify and one write. Express's res.json adds content-type negotiation, a Buffer copy and a
 * freshness check per response that this API has no use for.
 */
export class JsonExpressAdapter extends ExpressAdapter {
  override reply(response: ServerResponse, body: unknown, statusCode?: number): unknown {
    if (typeof body !== 'object' || body === null || body instanceof StreamableFile || body instanceof Error || Buffer.isBuffer(body)) {
      return super.reply(response, body, statusCode);
    }
    const json = JSON.stringify(body);
    if (statusCode) response.statusCode = statusCode;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(json));
    response.end(json);
    return response;
  }
}
