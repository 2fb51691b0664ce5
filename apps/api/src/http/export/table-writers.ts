import type { ServerResponse } from 'node:http';
import { PassThrough, type Writable } from 'node:stream';
import type { ExportColumn, ExportRow } from '@forms/application';
import { CSV_BYTE_ORDER_MARK, csvRecord } from '@forms/persistence';
import type ExcelJS from 'exceljs';
import { formatTimestamp } from '../shared/timestamp';
import type { ExportFormat } from './export-query';

/**
 * Writes an export's rows in one file format to a response, as they come: `add` takes each row of a
 * batch as it is read, `flush` sends the batch and resolves once the response can take more, so that
 * the next rows are read from the database only then.
 */
export interface TableWriter {
  add(row: ExportRow): void;
  flush(): Promise<void>;
  /** Writes what closes the file and ends the response. */
  end(): Promise<void>;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLSX_SHEET_NAME = 'Submissions';

// The version each submission answered sits beside its id: a reader tells at a glance which form it saw.
const LEADING_COLUMNS = ['submission_id', 'form_version', 'created_at'];

/**
 * How long a client may leave the response full before it is cut: a reader that is slow but keeps
 * reading is served to the end, one that stopped would otherwise hold its database connection forever.
 */
export interface StallLimit {
  timeoutMs: number;
  /** Ends the response (and the export with it). */
  cut(): void;
}

/**
 * Resolves when `stream` has room again, or is gone, or stayed full past the stall limit (then the
 * response is cut first): in the last two cases the caller stops.
 */
function roomIn(stream: Writable, stall: StallLimit): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    const timer = setTimeout(() => {
      stall.cut();
      done();
    }, stall.timeoutMs);
    stream.on('drain', done);
    stream.on('close', done);
  });
}

export function createTableWriter(format: ExportFormat, columns: readonly ExportColumn[], response: ServerResponse, stall: StallLimit): TableWriter {
  return format === 'xlsx' ? new XlsxTableWriter(columns, response, stall) : new CsvTableWriter(columns, response, stall);
}

/** RFC 4180 with a byte order mark; each batch of rows goes out as one chunk. */
class CsvTableWriter implements TableWriter {
  private chunk = '';

  constructor(
    columns: readonly ExportColumn[],
    private readonly response: ServerResponse,
    private readonly stall: StallLimit,
  ) {
    response.write(CSV_BYTE_ORDER_MARK + csvRecord([...LEADING_COLUMNS, ...columns.map((column) => column.name)]));
  }

  add(row: ExportRow): void {
    this.chunk += csvRecord([row.submissionId, String(row.formVersion), formatTimestamp(row.createdAt), ...row.cells]);
  }

  async flush(): Promise<void> {
    const chunk = this.chunk;
    this.chunk = '';
    if (chunk !== '') this.response.write(chunk);
    await roomIn(this.response, this.stall);
  }

  async end(): Promise<void> {
    await new Promise<void>((resolve) => this.response.end(() => resolve()));
  }
}

/** Characters XML 1.0 cannot hold: a cell keeps everything else. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

function textCell(value: string): string {
  return value.replace(NOT_XML, '');
}

/**
 * exceljs is large (a second or more of loading on a busy machine) and only an .xlsx export uses it: it
 * is loaded by the first one instead of with the app, which every process and every test file starts.
 */
let excel: typeof ExcelJS | undefined;
function exceljs(): typeof ExcelJS {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, on purpose
  return (excel ??= require('exceljs') as typeof ExcelJS);
}

/**
 * One worksheet, written through exceljs's streaming writer: each row is committed (serialised and
 * handed to the zip stream) as soon as it is added, so only the current batch is ever in memory. Answers
 * to number and rating questions are numeric cells; everything else is a text cell, never a formula.
 */
class XlsxTableWriter implements TableWriter {
  private readonly output = new PassThrough();
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  private readonly numeric: boolean[];

  constructor(
    columns: readonly ExportColumn[],
    private readonly response: ServerResponse,
    private readonly stall: StallLimit,
  ) {
    this.output.pipe(response);
    this.workbook = new (exceljs().stream.xlsx.WorkbookWriter)({ stream: this.output, useSharedStrings: false, useStyles: false });
    this.sheet = this.workbook.addWorksheet(XLSX_SHEET_NAME);
    this.numeric = columns.map((column) => column.numeric);
    this.sheet.addRow([...LEADING_COLUMNS, ...columns.map((column) => textCell(column.name))]).commit();
  }

  add(row: ExportRow): void {
    const values: (string | number)[] = [row.submissionId, row.formVersion, formatTimestamp(row.createdAt)];
    row.cells.forEach((cell, index) => {
      const number = this.numeric[index] && DECIMAL.test(cell) ? Number(cell) : NaN;
      values.push(Number.isFinite(number) ? number : textCell(cell));
    });
    this.sheet.addRow(values).commit();
  }

  async flush(): Promise<void> {
    // Let the zip stream take what was committed, then wait while the client is behind.
    await new Promise((resolve) => setImmediate(resolve));
    await roomIn(this.output, this.stall);
    await roomIn(this.response, this.stall);
  }

  async end(): Promise<void> {
    const finished = new Promise<void>((resolve) => {
      this.response.once('finish', resolve);
      this.response.once('close', resolve);
    });
    this.sheet.commit();
    await this.workbook.commit();
    await finished;
  }
}
