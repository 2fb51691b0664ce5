import { request as httpRequest } from 'node:http';

export interface HttpCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  /** May carry Host: fetch() would refuse to send a workspace's Host to 127.0.0.1. */
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface HttpAnswer {
  status: number;
  text: string;
  json(): unknown;
}

export function sendRequest(origin: string, call: HttpCall, timeoutMs = 30_000): Promise<HttpAnswer> {
  const url = new URL(call.path, origin);
  const headers = { ...call.headers, ...(call.body !== undefined && { 'Content-Length': String(Buffer.byteLength(call.body)) }) };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: call.method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            text,
            json: () => {
              try {
                return JSON.parse(text) as unknown;
              } catch {
                throw new Error(`${call.method} ${call.path} answered ${res.statusCode} with a body that is not JSON: ${text.slice(0, 200)}`);
              }
            },
          });
        });
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${call.method} ${call.path} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(call.body);
  });
}
