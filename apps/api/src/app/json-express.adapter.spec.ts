import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { JsonExpressAdapter } from './json-express.adapter';

interface ExpressApp {
  request: object;
  response: object;
  get(path: string, handler: (request: IncomingMessage & { get(name: string): string | undefined }, response: ServerResponse & { status(code: number): { send(body: string): void } }) => void): void;
}

describe('JsonExpressAdapter', () => {
  let server: Server;
  let app: ExpressApp;
  const arrivedWith: { request: object | null; response: object | null }[] = [];

  beforeAll(async () => {
    const adapter = new JsonExpressAdapter({ headersTimeoutMs: 5_000, requestTimeoutMs: 10_000, keepAliveTimeoutMs: 6_000 });
    adapter.initHttpServer({});
    app = adapter.getInstance<ExpressApp>();
    server = adapter.getHttpServer() as Server;
    // Runs before Express sees the request: what Node created, before Express could swap anything.
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      arrivedWith.push({ request: Object.getPrototypeOf(request) as object, response: Object.getPrototypeOf(response) as object });
    });
    app.get('/echo', (request, response) => response.status(203).send(`probe=${request.get('x-probe') ?? ''}`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("creates requests and responses with Express's own prototypes, so Express has nothing to swap", async () => {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/echo`, { headers: { 'X-Probe': 'seen' } });

    expect(answer.status).toBe(203);
    expect(await answer.text()).toBe('probe=seen');
    expect(arrivedWith).toHaveLength(1);
    expect(arrivedWith[0].request).toBe(app.request);
    expect(arrivedWith[0].response).toBe(app.response);
  });

  it('applies the timeouts to the server', () => {
    expect(server.headersTimeout).toBe(5_000);
    expect(server.requestTimeout).toBe(10_000);
    expect(server.keepAliveTimeout).toBe(6_000);
  });
});
