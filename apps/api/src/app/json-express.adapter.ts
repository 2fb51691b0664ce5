import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { entityTagOf, ifNoneMatchMatches, isConditionalRead } from '../http/entity-tag';

/** How long a client may take; none of them may hold a connection open for nothing. */
export interface ServerTimeouts {
  /** All request headers must arrive within this (slow-header attacks, and connections that never send a byte). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (a body that never finishes). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; above the balancer's idle timeout, so the
   * balancer, not us, closes the connections it pools (else it may send a request on a closing socket). */
  keepAliveTimeoutMs: number;
}

/**
 * Handlers return plain JSON-ready objects (mapped by hand, never class instances), so a reply is one
 * JSON.stringify and one write. Express's res.json adds content-type negotiation, a Buffer copy and a
 * freshness check per response that this API has no use for. A v2 read also gets an ETag of the body it
 * sends, and a client that already holds that body (If-None-Match) gets 304 without it.
 */
export class JsonExpressAdapter extends ExpressAdapter {
  constructor(private readonly timeouts?: ServerTimeouts) {
    super();
  }

  override initHttpServer(options: Parameters<ExpressAdapter['initHttpServer']>[0]): void {
    if (!this.timeouts || options?.httpsOptions) return super.initHttpServer(options);
    const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs } = this.timeouts;
    const server = createServer(
      {
        headersTimeout: headersTimeoutMs,
        requestTimeout: requestTimeoutMs,
        keepAliveTimeout: keepAliveTimeoutMs,
        // How often the timeouts above are enforced (Node's default, 30 s, would let a slow client
        // overstay them by that much).
        connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs),
      },
      this.getInstance(),
    );
    server.keepAliveTimeout = keepAliveTimeoutMs;
    this.setHttpServer(server);
  }

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
