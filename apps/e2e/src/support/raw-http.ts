import { Agent, request } from 'node:http';
import { parseJson } from './api-client';
import type { OpenApiContract } from './openapi-contract';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON from the wire
  text: string;
}

export interface RawRequest {
  method: string;
  path: string;
  host: string;
  apiKey: string;
  body?: unknown;
}

/**
 * Plain node:http on its own socket per request: nothing queues client-side, so a batch reaches the
 * server at once (supertest would serialise through one connection per call).
 */
export class RawHttp {
  private readonly agent = new Agent({ keepAlive: false, maxSockets: Infinity });

  constructor(
    private readonly port: number,
    private readonly contract: OpenApiContract,
  ) {}

  send(input: RawRequest): Promise<RawResponse> {
    const payload = input.body === undefined ? undefined : Buffer.from(JSON.stringify(input.body));
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: input.method,
          path: input.path,
          agent: this.agent,
          headers: {
            Host: input.host,
            'X-Api-Key': input.apiKey,
            Accept: 'application/json',
            ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}),
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            try {
              const text = Buffer.concat(chunks).toString('utf8');
              const contentType = incoming.headers['content-type'];
              const body = parseJson(text, contentType);
              this.contract.check(input.method, input.path, incoming.statusCode ?? 0, contentType, body);
              resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body, text });
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
