import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import type { OpenApiContract } from '../support/openapi-contract';
import type { TestApp } from '../support/test-app';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON from the wire */

export const BOUNDARY = '----upload-test-boundary-7MA4YWxkTrZu0gW';

export interface MultipartFilePart {
  name: string;
  fileName: string;
  contentType?: string;
  /** The bytes, whole (small files) or as a generator of pieces (large ones, never whole in the test either). */
  data: Buffer | (() => Iterable<Buffer>);
}

export type MultipartPart = { name: string; value: string } | MultipartFilePart;

function escapeQuoted(text: string): string {
  return text.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
}

/** The body of a multipart/form-data request as a browser writes it, one piece at a time. */
export function* multipartPieces(parts: readonly MultipartPart[]): Generator<Buffer> {
  for (const part of parts) {
    if ('value' in part) {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${escapeQuoted(part.name)}"\r\n\r\n${part.value}\r\n`);
      continue;
    }
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${escapeQuoted(part.name)}"; filename="${escapeQuoted(part.fileName)}"\r\n` +
        `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    );
    if (Buffer.isBuffer(part.data)) yield part.data;
    else yield* part.data();
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}

/** The length of a multipart body, counted without building it. */
export function multipartLength(parts: readonly MultipartPart[]): number {
  let length = 0;
  for (const piece of multipartPieces(parts)) length += piece.length;
  return length;
}

export interface PostResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: any;
  /** Bytes the client managed to write before the answer came or the connection closed. */
  written: number;
}

/**
 * A multipart POST (or PUT) written piece by piece with backpressure, as a browser uploads. The answer may come
 * before the body is all sent (a refusal): it is taken, and the client stops sending.
 */
export function postMultipart(
  t: Pick<TestApp, 'port'>,
  host: string,
  path: string,
  parts: readonly MultipartPart[],
  options: { headers?: Record<string, string>; chunked?: boolean; declaredLength?: number; method?: 'POST' | 'PUT' } = {},
): Promise<PostResult> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let settled = false;
    let answered = false;
    const headers: Record<string, string> = {
      host,
      accept: 'application/json',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...options.headers,
    };
    if (!options.chunked) headers['content-length'] = String(options.declaredLength ?? multipartLength(parts));
    const req = request({ host: '127.0.0.1', port: t.port, method: options.method ?? 'POST', path, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', () => undefined);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: any = undefined;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        settled = true;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body, written });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      // The server closing a connection whose body it refused to read: the answer already came (or comes).
      if (!settled && !answered) reject(error);
    });
    const pieces = multipartPieces(parts);
    const pump = (): void => {
      for (;;) {
        if (answered || req.destroyed) return;
        const next = pieces.next();
        if (next.done) {
          req.end();
          return;
        }
        written += next.value.length;
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

/** An upload answered 201; on failure, the answer shows what it was instead. */
export function expectCreated(result: PostResult): void {
  expect({ status: result.status, text: result.status === 201 ? '' : result.text }).toEqual({ status: 201, text: '' });
}

/** Pseudo-random bytes of a given size, generated in 64 KiB pieces, with their SHA-256 and size. */
export function generatedFile(size: number, seed = 'file'): { pieces: () => Iterable<Buffer>; sha256: string; size: number } {
  const block = createHash('sha512').update(seed).digest();
  const piece = Buffer.alloc(64 * 1024);
  for (let offset = 0; offset < piece.length; offset += block.length) block.copy(piece, offset);
  const pieces = function* (): Generator<Buffer> {
    let left = size;
    let index = 0;
    while (left > 0) {
      const length = Math.min(left, piece.length);
      // Each piece differs from the others (its index in its first bytes), so a misplaced chunk shows.
      const out = Buffer.from(piece.subarray(0, length));
      if (length >= 4) out.writeUInt32BE(index >>> 0, 0);
      index++;
      yield out;
      left -= length;
    }
  };
  const hash = createHash('sha256');
  for (const out of pieces()) hash.update(out);
  return { pieces, sha256: hash.digest('hex'), size };
}

export function randomFile(size: number): Buffer {
  return randomBytes(size);
}

export interface Download {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  sha256: string;
  size: number;
  text: string;
}

/**
 * A GET whose body is hashed as it arrives (never kept whole), with its first bytes as text for errors.
 * Every answer is checked against `contract` (the app's external document by default; pass the console's
 * for console paths): refusals must be the JSON the document declares, files must not come as JSON.
 */
export function download(
  t: Pick<TestApp, 'port'> & Partial<Pick<TestApp, 'contract'>>,
  host: string,
  path: string,
  headers: Record<string, string> = {},
  contract: OpenApiContract | undefined = t.contract,
): Promise<Download> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: t.port, method: 'GET', path, headers: { host, ...headers }, agent: false }, (res) => {
      const hash = createHash('sha256');
      let size = 0;
      let head = '';
      res.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
        if (head.length < 2000) head += chunk.toString('utf8');
      });
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const contentType = res.headers['content-type'];
        try {
          contract?.check('GET', path, status, contentType, contentType && /^application\/json\b/i.test(contentType) ? JSON.parse(head) : head);
        } catch (error) {
          reject(error as Error);
          return;
        }
        resolve({ status, headers: res.headers, sha256: hash.digest('hex'), size, text: head });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Counts the bytes the server read from each connection, as the kernel handed them to it. */
export function watchBytesRead(t: TestApp): { total(): number; stop(): void } {
  const server = t.app.getHttpServer() as { on(event: 'connection', listener: (socket: Socket) => void): void; off(event: 'connection', listener: (socket: Socket) => void): void };
  const sockets = new Set<Socket>();
  const onConnection = (socket: Socket): void => {
    sockets.add(socket);
  };
  server.on('connection', onConnection);
  return {
    total: () => [...sockets].reduce((sum, socket) => sum + socket.bytesRead, 0),
    stop: () => server.off('connection', onConnection),
  };
}
