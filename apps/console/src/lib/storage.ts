const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * Bytes as an Admin reads them: "512 bytes", "12.3 MB" (1 MB = 1,048,576 bytes, as file questions'
 * max_size_mb counts), one decimal below 100 of a unit, none above.
 */
export function formatStoredBytes(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = value >= 100 ? Math.round(value).toString() : (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
  return `${shown} ${UNITS[unit]}`;
}
