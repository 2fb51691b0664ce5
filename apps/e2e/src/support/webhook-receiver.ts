import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: Record<string, string>;
  body: string;
  at: number;
}

/** How the receiver answers one request; by default 200. */
export type Answer = (request: IncomingMessage, response: ServerResponse, delivery: ReceivedDelivery) => void;

/**
 * A real HTTP server on loopback that records every POST it gets, answering as the test says. Requests
 * whose answer hangs are tracked so that close() can end them.
 */
export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  private answer: Answer = (_request, response) => response.writeHead(200).end('ok');
  private waiters: { count: number; resolve: () => void }[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(path = '/hooks'): Promise<WebhookReceiver> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const receiver = new WebhookReceiver(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => receiver.handle(request, response));
    return receiver;
  }

  answerWith(answer: Answer): void {
    this.answer = answer;
  }

  /** Resolves once `count` deliveries in all have arrived. */
  waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedDelivery[]> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`expected ${count} deliveries, got ${this.received.length}`)), timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve(this.received.slice(0, count));
      };
      if (this.received.length >= count) done();
      else this.waiters.push({ count, resolve: done });
    });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const delivery: ReceivedDelivery = {
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      this.received.push(delivery);
      this.answer(request, response, delivery);
      this.waiters = this.waiters.filter((waiter) => {
        if (this.received.length < waiter.count) return true;
        waiter.resolve();
        return false;
      });
    });
  }
}
