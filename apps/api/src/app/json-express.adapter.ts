import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type Express } from 'express';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { entityTagOf, ifNoneMatchMatches, isConditionalRead } from '../http/response/entity-tag';
import { answerClientError } from '../http/request/receive-deadline';
import { ROUTE_METHODS, RouteFamilies } from './route-families';

/**
 * Paths match exactly as documented: `/METRICS` or `/metrics/` is another path (404), so that a rule
 * written for a path (the balancer's deny of /metrics, a cache's, a firewall's) cannot be walked around by
 * spelling it differently. Express reads these settings once, when it creates its router on the first
 * route or middleware, so they are set before Nest's adapter adds its own.
 */
function exactRoutingExpress(): Express {
  const app = express();
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  return app;
}

/** How long a client may take; none of them may hold a connection open for nothing. */
export interface ServerTimeouts {
  /** All request headers must arrive within this (slow-header attacks, and connections that never send a byte). */
  headersTimeoutMs: number;
  /**
   * The whole request, body included, must arrive within this (a body that never finishes): the longest
   * any request may take (an upload's); `receiveDeadlines` holds each request to its own, shorter, limit.
   */
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
    super(exactRoutingExpress());
    // Nest registers each route by calling the adapter's method of its HTTP method with (path, handler);
    // `get` with a name alone reads one of Express's settings, as before.
    const app = this.getInstance<Express>();
    const families = new RouteFamilies(app);
    for (const method of ROUTE_METHODS) {
      Object.defineProperty(this, method, {
        value: (path: unknown, ...handlers: unknown[]): unknown =>
          handlers.length === 0 ? (app[method] as (name: unknown) => unknown).call(app, path) : families.register(method, path, handlers),
      });
    }
  }

  override initHttpServer(options: Parameters<ExpressAdapter['initHttpServer']>[0]): void {
    if (options?.httpsOptions) return super.initHttpServer(options);
    const app = this.getInstance<ExpressPrototypes & ((request: IncomingMessage, response: ServerResponse) => void)>();
    const timeouts = this.timeouts;
    const server = createServer(
      {
        ...expressPrototypesFrom(app),
        ...(timeouts && {
          headersTimeout: timeouts.headersTimeoutMs,
          requestTimeout: timeouts.requestTimeoutMs,
          keepAliveTimeout: timeouts.keepAliveTimeoutMs,
          // How often the timeouts above are enforced (Node's default, 30 s, would let a slow client
          // overstay them by that much).
          connectionsCheckingInterval: Math.min(1_000, timeouts.headersTimeoutMs),
        }),
      },
      app,
    );
    if (timeouts) server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
    // Requests Node refuses on its own (timed out, malformed) are answered with {error} too.
    server.on('clientError', answerClientError);
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
      // A handler that knows its representation's version (a form's revision) has set the tag already.
      const preset = response.getHeader('ETag');
      const entityTag = typeof preset === 'string' ? preset : entityTagOf(json);
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

/** What an Express application gives its requests and responses as their prototypes. */
export interface ExpressPrototypes {
  request: object;
  response: object;
}

/**
 * Request and response classes whose instances are born with Express's prototypes (`app.request`,
 * `app.response`), which already inherit from Node's.
 *
 * Express gives every request and response its own methods by swapping their prototype
 * (`Object.setPrototypeOf`) as it starts to handle them. Swapping the prototype of a live object throws
 * away what V8 learned about its shape, so every later property access on it, in Node's HTTP code as
 * much as in ours, takes the slow path: on a light request that was a third of the CPU it cost. Created
 * with the right prototype from the start, the swap finds nothing to change.
 */
export function expressPrototypesFrom(app: ExpressPrototypes): {
  IncomingMessage?: typeof IncomingMessage;
  ServerResponse?: typeof ServerResponse;
} {
  // Node writes both as plain constructor functions, which a subclass initialises with .call(this): the
  // objects then get one stable shape, and stay fast (Reflect.construct would work for classes too, but
  // costs the very speed this is for). Were they ever classes, Express's swap is left to happen.
  if (isClass(IncomingMessage) || isClass(ServerResponse)) return {};
  const incomingMessage = IncomingMessage as unknown as (this: unknown, socket: Socket) => void;
  const serverResponse = ServerResponse as unknown as (this: unknown, request: IncomingMessage, options?: object) => void;
  function ExpressIncomingMessage(this: unknown, socket: Socket): void {
    incomingMessage.call(this, socket);
  }
  ExpressIncomingMessage.prototype = app.request;
  function ExpressServerResponse(this: unknown, request: IncomingMessage, options?: object): void {
    serverResponse.call(this, request, options);
  }
  ExpressServerResponse.prototype = app.response;
  return {
    IncomingMessage: ExpressIncomingMessage as unknown as typeof IncomingMessage,
    ServerResponse: ExpressServerResponse as unknown as typeof ServerResponse,
  };
}

function isClass(constructor: unknown): boolean {
  return /^class\b/.test(Function.prototype.toString.call(constructor));
}
