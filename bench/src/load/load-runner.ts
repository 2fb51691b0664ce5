import autocannon from 'autocannon';
import type { LoadSample } from '../report/latency-stats';

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** A request made before each measured one, whose answer `then` turns into the measured request. */
export interface LoadPrelude {
  request: LoadRequest;
  then(answer: string, request: LoadRequest): LoadRequest;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
}

/** Drives one server with autocannon and keeps every 2xx response time (ms, sub-millisecond precision). */
export async function runLoad(
  origin: string,
  request: LoadRequest,
  settings: LoadSettings,
  prelude?: LoadPrelude,
  /** Requests each connection sends in turn instead of `request` alone, every one measured. */
  rotation?: readonly LoadRequest[],
): Promise<LoadSample & { statuses: Record<string, number> }> {
  const latenciesMs: number[] = [];
  const instance = autocannon({
    url: `${origin}${request.path}`,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: settings.connections,
    duration: settings.durationSeconds,
    timeout: 10,
    // Each connection sends the prelude, then the request built from its answer, over and over.
    ...(prelude && {
      requests: [
        {
          ...prelude.request,
          onResponse: (_status: number, body: string, context: Record<string, unknown>) => {
            context['answer'] = body;
          },
        },
        {
          ...request,
          setupRequest: (_request: unknown, context: Record<string, unknown>) => prelude.then(String(context['answer'] ?? ''), request),
        },
      ],
    }),
    ...(rotation && rotation.length > 0 && { requests: rotation.map((turn) => ({ ...turn })) }),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTimeMs: number) => {
    if (statusCode >= 200 && statusCode < 300) latenciesMs.push(responseTimeMs);
  });
  const result = await instance;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
  return {
    latenciesMs,
    responses: result.requests.total,
    durationSeconds: result.duration,
    errors: result.errors,
    non2xx: result.non2xx,
    statuses,
  };
}
