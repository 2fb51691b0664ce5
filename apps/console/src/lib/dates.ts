/**
 * Dates as the member reads them: in the time zone of their profile (not the browser's, which may be a
 * laptop abroad), with the browser's language conventions.
 */
export function formatDateTime(iso: string | null | undefined, timeZone: string, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone };
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch {
    // A zone this browser does not know: UTC, said as such, rather than a silently wrong local time.
    return `${new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date)} UTC`;
  }
}

/** The IANA zones this browser knows, with the member's own first kept even when it is not among them. */
export function timeZoneChoices(current: string, known: readonly string[]): string[] {
  const zones = known.includes('UTC') ? [...known] : ['UTC', ...known];
  return zones.includes(current) || !current ? zones : [current, ...zones];
}
