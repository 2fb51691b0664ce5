import { request as httpRequest } from 'node:http';
import { parseJson } from './api-client';
import type { OpenApiContract } from './openapi-contract';

/**
 * A fetch for the typed client that reaches a workspace address (`http://acme.localhost:PORT`) on the
 * test server without DNS: the connection goes to `origin`, the URL's host travels in the Host header,
 * as a real client's would. (The built-in fetch neither resolves `*.localhost` here nor lets a caller set
 * Host.) Every response is checked against the OpenAPI document, like the other test clients'.
 */
export function workspaceFetch(origin: string, contract: OpenApiContract | null): (input: Request) => Promise<Response> {
  const target = new URL(origin);
  return async (input: Request) => {
    const url = new URL(input.url);
    const body = input.body === null ? undefined : Buffer.from(await input.arrayBuffer());
    const headers: Record<string, string> = { host: url.host };
    input.headers.forEach((value, name) => {
      headers[name] = value;
    });
    if (body !== undefined) headers['content-length'] = String(body.length);
    const { status, responseHeaders, text } = await new Promise<{ status: number; responseHeaders: Headers; text: string }>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: target.hostname, port: target.port, method: input.method, path: `${url.pathname}${url.search}`, headers },
        (incoming) => {
          let received = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => (received += chunk));
          incoming.on('end', () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              if (value === undefined) continue;
              for (const each of Array.isArray(value) ? value : [value]) responseHeaders.append(name, each);
            }
            resolve({ status: incoming.statusCode ?? 0, responseHeaders, text: received });
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    contract?.check(input.method, url.pathname, status, responseHeaders.get('content-type') ?? undefined, parseJson(text, responseHeaders.get('content-type') ?? undefined));
    const nullBody = status === 204 || status === 304 || input.method === 'HEAD';
    return new Response(nullBody ? null : text, { status, headers: responseHeaders });
  };
}
