import type { OpenedFile } from '@forms/application';
import type { ServerResponse } from 'node:http';

/**
 * Types a browser shows without running anything: raster images, PDF and plain text. Anything else (HTML,
 * SVG, scripts, whatever a stranger declared) is sent as application/octet-stream, so that a file
 * uploaded to a public form can never run as a page of the service's origin.
 */
const HARMLESS_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'application/pdf',
  'text/plain',
]);

export function servedContentType(storedType: string): string {
  return HARMLESS_TYPES.has(storedType) ? storedType : 'application/octet-stream';
}

/**
 * `attachment` with the original name: `filename` for every client (characters outside printable ASCII,
 * quotes and backslashes become `_`), and `filename*` with the exact name in UTF-8 (RFC 6266, RFC 8187).
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/** Resolves when the response can take more, or false once the client has gone. */
function writable(response: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (open: boolean) => () => {
      response.off('drain', onDrain);
      response.off('close', onClose);
      resolve(open);
    };
    const onDrain = settle(true);
    const onClose = settle(false);
    response.on('drain', onDrain);
    response.on('close', onClose);
  });
}

/**
 * Sends a stored file as a download, one chunk at a time with backpressure: a slow client holds one
 * chunk of memory, not the file. It can never run: attachment, nosniff, a sandbox CSP and a harmless type.
 */
export async function sendFile(response: ServerResponse, file: OpenedFile): Promise<void> {
  response.statusCode = 200;
  response.setHeader('Content-Type', servedContentType(file.contentType));
  response.setHeader('Content-Length', String(file.size));
  response.setHeader('Content-Disposition', contentDisposition(file.name));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Security-Policy', 'sandbox');
  response.setHeader('Cache-Control', 'no-store');
  try {
    for await (const chunk of file.content) {
      if (response.destroyed) return;
      if (!response.write(chunk) && !(await writable(response))) return;
    }
  } catch (error) {
    // Headers are out: the only honest end is a cut connection (the client sees a short download).
    response.destroy(error instanceof Error ? error : undefined);
    return;
  }
  response.end();
}
