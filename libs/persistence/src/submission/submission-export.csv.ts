// The bytes of an export in CSV: RFC 4180 records (comma-separated, CRLF-terminated, a field holding a
// comma, a quote, CR or LF quoted with its quotes doubled). It is wire format, not persistence; it lives
// beside the export's SQL because the benchmark's raw baseline must write the very same bytes with it,
// and persistence's SQL entry point is all the baseline may load. Loads nothing.

/** First in the file, so that spreadsheet programs read the text as UTF-8 (accents, emoji, RTL). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;
const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * Whether a spreadsheet would take the cell for a formula: it starts with `=`, `+`, `-`, `@`, a tab or a
 * CR. A plain decimal number (`-5`, `3.5`) is data, not a formula.
 */
function looksLikeFormula(cell: string): boolean {
  const first = cell.charCodeAt(0);
  // = + - @ \t \r
  if (first !== 61 && first !== 43 && first !== 45 && first !== 64 && first !== 9 && first !== 13) return false;
  return !PLAIN_DECIMAL.test(cell);
}

/** One field: a cell that a spreadsheet would run as a formula gets a leading `'`, then it is quoted if it must be. */
export function csvField(value: string): string {
  const cell = value.length > 0 && looksLikeFormula(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One record, with its CRLF. Header cells go through the same rules: labels are typed by people. */
export function csvRecord(cells: readonly string[]): string {
  let line = '';
  for (let index = 0; index < cells.length; index++) {
    if (index > 0) line += ',';
    line += csvField(cells[index]);
  }
  return `${line}\r\n`;
}
