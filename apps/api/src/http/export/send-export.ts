import type { ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '@forms/config';
import type { SubmissionExport } from '@forms/application';
import { createTableWriter, CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from './table-writers';
import type { ExportFormat } from './export-query';

const FALLBACK_NAME = 'form';

/** The title as ASCII `a-z0-9-`: what every client can take as a file name. */
export function asciiFileStem(title: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return stem || FALLBACK_NAME;
}

/** RFC 8187 value characters: everything else is percent-encoded from its UTF-8 bytes. */
function extValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment` with an ASCII `filename` and, for clients that read it (RFC 6266), `filename*` with the
 * title in UTF-8; characters no file system takes (separators, control characters) become `-`.
 */
export function contentDisposition(title: string, date: Date, extension: string): string {
  const day = date.toISOString().slice(0, 10);
  const unicodeStem = title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '-').trim() || FALLBACK_NAME;
  const ascii = `${asciiFileStem(title)}-submissions-${day}.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(`${unicodeStem}-submissions-${day}.${extension}`)}`;
}

/** How long an export may take: a stall without reading, and the whole export however steady. */
export interface ExportLimits {
  stallTimeoutMs: number;
  maxSeconds: number;
}

export function exportLimits(config: Pick<AppConfig, 'EXPORT_STALL_TIMEOUT_MS' | 'EXPORT_MAX_SECONDS'>): ExportLimits {
  return { stallTimeoutMs: config.EXPORT_STALL_TIMEOUT_MS, maxSeconds: config.EXPORT_MAX_SECONDS };
}

const logger = new Logger('SubmissionExport');

/**
 * Sends an export that is open: headers, then rows as fast as the client takes them, one page read per
 * page sent. A client that goes away ends the export at once (its database connection goes back to the
 * pool, its slot is freed), and so does one that takes nothing for `stallTimeoutMs`, or one still
 * reading after `maxSeconds`: its socket is destroyed, so the client sees the transfer end without its
 * last chunk (a cut file, never one that looks whole). A failure once bytes are out can only cut the
 * response short.
 */
export async function sendExport(
  exported: SubmissionExport,
  format: ExportFormat,
  response: ServerResponse,
  now: Date,
  limits: ExportLimits,
  formId: string,
): Promise<void> {
  let gone = response.destroyed;
  const onClose = () => {
    if (response.writableFinished) return;
    gone = true;
    void exported.close();
  };
  response.on('close', onClose);
  const deadline = setTimeout(() => {
    if (gone || response.writableFinished) return;
    logger.warn(`export of form ${formId} cut after ${limits.maxSeconds} s (EXPORT_MAX_SECONDS)`);
    response.destroy();
  }, limits.maxSeconds * 1000);
  try {
    if (gone) return;
    response.statusCode = 200;
    response.setHeader('Content-Type', format === 'xlsx' ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPE);
    response.setHeader('Content-Disposition', contentDisposition(exported.formTitle, now, format));
    const writer = createTableWriter(format, exported.columns, response, { timeoutMs: limits.stallTimeoutMs, cut: () => response.destroy() });
    for (;;) {
      const count = await exported.next((row) => writer.add(row));
      if (gone || response.destroyed) return;
      if (count === 0) break;
      await writer.flush();
      if (gone || response.destroyed) return;
    }
    await writer.end();
  } catch (error) {
    // Before any byte is out, the error filter still answers with a status; after, it cuts the response.
    if (!response.headersSent) {
      response.removeHeader('Content-Type');
      response.removeHeader('Content-Disposition');
    }
    throw error;
  } finally {
    clearTimeout(deadline);
    response.off('close', onClose);
    await exported.close();
  }
}
