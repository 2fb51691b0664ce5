import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Envelope recipients, lower case. */
  to: string[];
  from: string;
  raw: string;
  /** Subject and every text part, transfer-decoded, so assertions read what a person would. */
  text: string;
}

/** A real SMTP server on a free port that keeps every message it receives. */
export class MailCatcher {
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    readonly messages: readonly CaughtMail[],
  ) {}

  /** On a free port, or on `port` to bring a stopped server back where the app expects it. */
  static async start(port = 0): Promise<MailCatcher> {
    const messages: CaughtMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      // The app's transport is not pooled: nothing should hold a connection open at close.
      closeTimeout: 1_000,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          messages.push({
            to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            raw,
            text: readableText(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return new MailCatcher(server, (server.server.address() as AddressInfo).port, messages);
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): CaughtMail[] {
    return this.messages.filter((message) => message.to.includes(address.toLowerCase()));
  }

  /** Polls until `done` holds, or fails after `timeoutMs` with what arrived so far. */
  async waitFor(done: () => boolean, description: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) {
        const seen = this.messages.map((message) => message.to.join(',')).join('; ') || 'nothing';
        throw new Error(`mail: timed out after ${timeoutMs} ms waiting for ${description}; received: ${seen}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Minimal MIME reading: unfolded headers, multipart bodies, quoted-printable and base64. */
export function readableText(raw: string): string {
  const { headers, body } = splitEntity(raw);
  const subject = decodeEncodedWords(headers.get('subject') ?? '');
  return `${subject}\n${entityText(headers, body)}`;
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const separator = normalized.indexOf('\n\n');
  const head = separator === -1 ? normalized : normalized.slice(0, separator);
  const body = separator === -1 ? '' : normalized.slice(separator + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function entityText(headers: Map<string, string>, body: string): string {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => {
        const entity = splitEntity(part.replace(/^\n/, ''));
        return entityText(entity.headers, entity.body);
      })
      .join('\n');
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi, (_, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
