import { connect } from 'node:net';

export interface WireResponse {
  status: number;
  /** Header names lower-cased; a repeated header's values joined with ', '. */
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a request exactly as written, request line included, on a socket of its own, and reads the answer
 * until the server closes it. node:http would only send origin-form targets and HTTP/1.1; this is for the
 * spellings clients may send anyway (`GET http://host/path`, HTTP/1.0 without Host).
 */
export function sendRequestLine(port: number, requestLine: string, headers: Record<string, string>, body = ''): Promise<WireResponse> {
  const head = [requestLine, ...Object.entries({ ...headers, connection: 'close' }).map(([name, value]) => `${name}: ${value}`)];
  if (body !== '') head.push(`content-length: ${Buffer.byteLength(body)}`);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Not half-closed after writing: Node's server drops a request whose client has already ended; `connection: close` ends it.
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head.join('\r\n')}\r\n\r\n${body}`));
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${requestLine}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function parseResponse(wire: Buffer): WireResponse {
  const end = wire.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`not an HTTP response: ${JSON.stringify(wire.subarray(0, 200).toString('latin1'))}`);
  const [statusLine, ...lines] = wire.subarray(0, end).toString('latin1').split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!status) throw new Error(`not a status line: ${statusLine}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const raw = wire.subarray(end + 4);
  const body = /chunked/i.test(headers['transfer-encoding'] ?? '') ? dechunk(raw) : raw;
  return { status: Number(status[1]), headers, body: body.toString('utf8') };
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
