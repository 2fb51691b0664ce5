import busboy from 'busboy';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { HttpError } from '../errors/http-error';

/** A text field of a multipart body. */
export interface MultipartField {
  kind: 'field';
  name: string;
  value: string;
}

/**
 * A file part. Its bytes are read only as `content` is iterated, straight off the request; a consumer
 * that stops early (or never starts) leaves the rest to be skipped, not kept.
 */
export interface MultipartFile {
  kind: 'file';
  name: string;
  /** As the client named it ("" when a page's file input was left empty). */
  fileName: string;
  contentType: string;
  content: AsyncIterable<Uint8Array>;
}

export type MultipartPart = MultipartField | MultipartFile;

export interface MultipartLimits {
  /** The whole body: beyond it the request is refused (413) and no more of it is read. */
  maxBodyBytes: number;
  /** What the refusal of a body over `maxBodyBytes` says. */
  tooLargeMessage: string;
  maxFields: number;
  maxFieldBytes: number;
  maxFiles: number;
}

export function isMultipart(request: IncomingMessage): boolean {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'multipart/form-data';
}

/**
 * Answers the request without reading the rest of its body: the response says `Connection: close`, and
 * once it is sent Node closes the connection instead of draining what the client still sends. This is
 * how a body over its limit is refused without the server ever reading it all.
 */
export function stopReading(request: IncomingMessage, response: ServerResponse): void {
  request.unpipe();
  request.pause();
  if (!response.headersSent) response.setHeader('Connection', 'close');
}

type Item = { part: MultipartPart } | { error: Error } | { end: true };

/**
 * Reads a `multipart/form-data` body part by part with busboy, as it arrives: fields as text, files as
 * streams that the consumer reads at its own pace (busboy holds the rest of the body back meanwhile), so
 * a file goes from the socket to its destination without ever being whole in memory.
 *
 * Refused: another Content-Type (415), a declared or counted length over `maxBodyBytes` (413, and
 * reading stops), more fields, files or field bytes than allowed (422), a body that is not valid
 * multipart (400). A refusal is thrown from the iteration; the caller answers with it after
 * `stopReading`.
 */
export async function* readMultipart(request: IncomingMessage, limits: MultipartLimits): AsyncGenerator<MultipartPart> {
  if (!isMultipart(request)) throw new HttpError(415, 'Content-Type must be multipart/form-data');
  const declared = Number(request.headers['content-length']);
  if (declared > limits.maxBodyBytes) throw new HttpError(413, limits.tooLargeMessage);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      // Names in UTF-8, as browsers send them (busboy's default would read them as Latin-1).
      defParamCharset: 'utf8',
      limits: {
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        files: limits.maxFiles,
        parts: limits.maxFields + limits.maxFiles,
        fieldNameSize: 200,
        headerPairs: 20,
      },
    });
  } catch {
    throw new HttpError(400, 'The multipart body could not be read: its Content-Type has no boundary');
  }

  const queue: Item[] = [];
  let wake: (() => void) | null = null;
  let failed = false;
  const push = (item: Item): void => {
    queue.push(item);
    wake?.();
    wake = null;
  };
  const fail = (error: Error): void => {
    if (failed) return;
    failed = true;
    request.unpipe(parser);
    request.pause();
    push({ error });
  };

  let received = 0;
  const onData = (chunk: Buffer): void => {
    received += chunk.length;
    if (received > limits.maxBodyBytes) fail(new HttpError(413, limits.tooLargeMessage));
  };
  const onBroken = (): void => fail(new HttpError(400, 'The request body could not be read'));
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) fail(new HttpError(422, `${name} must be at most ${limits.maxFieldBytes} bytes`));
    else push({ part: { kind: 'field', name, value } });
  });
  parser.on('file', (name, stream, info) => {
    push({ part: { kind: 'file', name, fileName: info.filename ?? '', contentType: info.mimeType, content: contentOf(stream) } });
  });
  parser.on('fieldsLimit', () => fail(new HttpError(422, `body must have at most ${limits.maxFields} fields`)));
  parser.on('filesLimit', () => fail(new HttpError(422, `body must have at most ${limits.maxFiles} ${limits.maxFiles === 1 ? 'file' : 'files'}`)));
  parser.on('partsLimit', () => fail(new HttpError(422, `body must have at most ${limits.maxFields + limits.maxFiles} parts`)));
  parser.on('error', () => fail(new HttpError(400, 'The multipart body could not be read')));
  parser.on('close', () => push({ end: true }));
  request.on('data', onData);
  request.on('aborted', onBroken);
  request.on('error', onBroken);
  request.pipe(parser);

  let current: MultipartFile | null = null;
  let finished = false;
  try {
    for (;;) {
      if (current !== null) {
        // Whatever the consumer left of the previous file is skipped, so that the next part can arrive.
        skipRest(current.content);
        current = null;
      }
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const item = queue.shift()!;
      if ('error' in item) throw item.error;
      if ('end' in item) {
        finished = true;
        return;
      }
      if (item.part.kind === 'file') current = item.part;
      yield item.part;
    }
  } finally {
    request.off('data', onData);
    request.off('aborted', onBroken);
    request.off('error', onBroken);
    if (!failed && !finished) {
      // Left before the end (the consumer refused something): read no further.
      request.unpipe(parser);
      request.pause();
    }
  }
}

const SKIP = Symbol('skip');

/**
 * The bytes of a file part as an async iterable that reads with backpressure, and that, when left
 * early, lets the rest flow away unread by anyone (busboy's stream must never be destroyed: busboy would
 * wait for it forever).
 */
function contentOf(stream: Readable): AsyncIterable<Uint8Array> & { [SKIP]: () => void } {
  let ended = false;
  let error: Error | null = null;
  stream.once('end', () => (ended = true));
  stream.once('error', (cause: Error) => (error = cause));
  const skip = (): void => {
    if (ended) return;
    // Flowing with nobody listening: the rest is read off the request and dropped. Resumed again on the
    // next tick too, since a 'readable' listener removed just now still holds the stream paused until then.
    stream.removeAllListeners('readable');
    stream.resume();
    process.nextTick(() => stream.resume());
  };
  return {
    [SKIP]: skip,
    async *[Symbol.asyncIterator]() {
      try {
        for (;;) {
          const chunk = stream.read() as Buffer | null;
          if (chunk !== null) {
            yield chunk;
            continue;
          }
          if (error) throw new HttpError(400, 'The request body could not be read');
          if (ended) return;
          await new Promise<void>((resolve) => {
            const done = (): void => {
              stream.off('readable', done);
              stream.off('end', done);
              stream.off('error', done);
              resolve();
            };
            stream.on('readable', done);
            stream.on('end', done);
            stream.on('error', done);
          });
        }
      } finally {
        // Left early, the rest stays unread for now: the reader skips it only if the caller asks for the
        // next part, and reads no further if the caller gives up on the request.
      }
    },
  };
}

function skipRest(content: AsyncIterable<Uint8Array>): void {
  (content as { [SKIP]?: () => void })[SKIP]?.();
}

/**
 * The length the request declares for its body (its Content-Length), which no file in it can exceed;
 * undefined for a chunked body or none given. Node refuses a request whose body runs past it.
 */
export function declaredBodyLength(request: IncomingMessage): number | undefined {
  if (request.headers['transfer-encoding'] !== undefined) return undefined;
  const raw = request.headers['content-length'];
  return raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}
