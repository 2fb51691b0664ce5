import request from 'supertest';
import type { OpenApiContract } from './openapi-contract';

export type Method = 'get' | 'post' | 'patch' | 'delete' | 'put';

export interface RequestOptions {
  query?: Record<string, string | number | boolean>;
  /** Sent as JSON with Content-Type application/json. */
  body?: unknown;
  /** Sent byte for byte; pair it with `contentType`. */
  rawBody?: string | Buffer;
  /** null: no Content-Type header. */
  contentType?: string | null;
  /** Defaults to application/json; null: no Accept header. */
  accept?: string | null;
  /** Defaults to the client's key; null: no X-Api-Key header. */
  apiKey?: string | null;
  /** Defaults to the client's workspace host. */
  host?: string;
  /** Any other request headers. */
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string | undefined>;
  /** Parsed JSON, or undefined when the response is not JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
  text: string;
}

/**
 * What a client developer would write against `{base_url}`: a workspace host and a key on every request.
 * Every response is also checked against the service's OpenAPI document.
 */
export class ApiClient {
  constructor(
    private readonly origin: string,
    readonly host: string,
    readonly apiKey: string | null,
    private readonly contract: OpenApiContract | null,
  ) {}

  /** The same client for another host or key. */
  with(overrides: { host?: string; apiKey?: string | null }): ApiClient {
    return new ApiClient(
      this.origin,
      overrides.host ?? this.host,
      overrides.apiKey === undefined ? this.apiKey : overrides.apiKey,
      this.contract,
    );
  }

  get(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return this.send('get', path, options);
  }
  post(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return this.send('post', path, options);
  }
  patch(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return this.send('patch', path, options);
  }
  delete(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return this.send('delete', path, options);
  }

  async send(method: Method, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const query = options.query
      ? `?${new URLSearchParams(Object.entries(options.query).map(([key, value]): [string, string] => [key, String(value)]))}`
      : '';
    const url = `${path}${query}`;
    let test = request(this.origin)[method](url).set('Host', options.host ?? this.host);
    const apiKey = options.apiKey === undefined ? this.apiKey : options.apiKey;
    if (apiKey !== null) test = test.set('X-Api-Key', apiKey);
    const accept = options.accept === undefined ? 'application/json' : options.accept;
    if (accept !== null) test = test.set('Accept', accept);
    for (const [name, value] of Object.entries(options.headers ?? {})) test = test.set(name, value);

    let payload: string | Buffer | undefined;
    let contentType = options.contentType;
    if (options.rawBody !== undefined) {
      payload = options.rawBody;
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      contentType = contentType === undefined ? 'application/json' : contentType;
    }
    if (contentType) test = test.set('Content-Type', contentType);
    // Buffer the raw text ourselves so that a non-JSON or broken body is visible to the assertions.
    test = test.buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
    if (payload !== undefined) test = test.send(payload);

    const response = await test;
    const text = typeof response.body === 'string' ? response.body : '';
    const headers = response.headers as Record<string, string | undefined>;
    const result: ApiResponse = {
      status: response.status,
      headers,
      text,
      body: parseJson(text, headers['content-type']),
    };
    this.contract?.check(method, path, result.status, headers['content-type'], result.body);
    return result;
  }
}

export function parseJson(text: string, contentType: string | undefined): unknown {
  if (!contentType || !/^application\/json\b/i.test(contentType) || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`response claims JSON but is not: ${text.slice(0, 500)}`);
  }
}
