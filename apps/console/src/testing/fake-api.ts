/**
 * A fake of the console API for component tests: the test says what each route answers, and every
 * request the components send is recorded, so that a test can assert what was sent as well as what is
 * shown. It answers through the global fetch that the test environment (jest.environment.js) routes here.
 */

export interface FakeRequest {
  method: string;
  /** The path without the query string: `/api/console/forms/abc`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, or undefined. */
  body: unknown;
  /** The `:name` parts of the route's pattern. */
  params: Record<string, string>;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

export interface FakeApi {
  /** Answer `method path` (`:name` matches one segment); a later route for the same request wins. */
  on(method: string, path: string, handler: Handler | FakeAnswer): FakeApi;
  /** Every request so far, in order. */
  readonly requests: FakeRequest[];
  /** The requests made to `method path` (exact path, no query). */
  requestsTo(method: string, path: string): FakeRequest[];
}

export function installFakeApi(): FakeApi {
  const routes: Route[] = [];
  const requests: FakeRequest[] = [];
  const fake: FakeApi = {
    on(method, path, handler) {
      const names: string[] = [];
      const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([a-z_]+)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      routes.unshift({ method, pattern: new RegExp(`^${source}$`), names, handler: typeof handler === 'function' ? handler : () => handler });
      return fake;
    },
    requests,
    requestsTo: (method, path) => requests.filter((request) => request.method === method && request.path === path),
  };
  (globalThis as { __consoleFetch?: unknown }).__consoleFetch = async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(input, init) : input;
    const url = new URL(request.url);
    // A multipart body (a file upload) is kept as its FormData; any other as parsed JSON.
    const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
    const text = multipart ? '' : await request.text();
    const recorded: FakeRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: multipart ? await request.formData() : text ? JSON.parse(text) : undefined,
      params: {},
    };
    requests.push(recorded);
    for (const route of routes) {
      const match = route.method === request.method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      recorded.params = Object.fromEntries(route.names.map((name, at) => [name, decodeURIComponent(match[at + 1])]));
      const answer = await route.handler(recorded);
      const status = answer.status ?? 200;
      const body = answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body);
      return new Response(body, { status, headers: { 'Content-Type': 'application/json', ...answer.headers } });
    }
    return new Response(JSON.stringify({ error: `The fake API has no route for ${request.method} ${url.pathname}` }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return fake;
}
