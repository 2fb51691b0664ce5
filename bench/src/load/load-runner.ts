import autocannon from 'autocannon';
import type { LoadSample } from '../report/latency-stats';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
}

/** Drives one server with autocannon and keeps every 2xx response time (ms, sub-millisecond precision). */
export async function runLoad(origin: string, request: LoadRequest, settings: LoadSettings): Promise<LoadSample & { statuses: Record<string, number> }> {
  const latenciesMs: number[] = [];
  const instance = autocannon({
    url: `${origin}${request.path}`,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: settings.connections,
    duration: settings.durationSeconds,
    timeout: 10,
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
