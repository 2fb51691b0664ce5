import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * A script the fill page loads from its own origin (its policy allows no other), addressed by its
 * content: a browser may keep it for good and still gets the new one when it changes.
 */
export class PageScript {
  /** The address pages name: the file, with a version taken from the content. */
  readonly path: string;
  private readonly body: Buffer;

  constructor(file: string, source: string) {
    this.path = `/${file}?v=${createHash('sha256').update(source).digest('hex').slice(0, 12)}`;
    this.body = Buffer.from(source, 'utf8');
  }

  send(response: ServerResponse): void {
    response.statusCode = 200;
    response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('Content-Length', this.body.length);
    response.end(this.body);
  }
}
