/**
 * The responses list's date filter: days as the member reads them (`2026-03-14` in the time zone of
 * their profile), sent to the API as instants (`since` inclusive, `until` exclusive).
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day from the address bar (`YYYY-MM-DD` naming a real date), or undefined. */
export function dayOf(raw: string | null): string | undefined {
  if (raw === null || !DAY.test(raw)) return undefined;
  const [year, month, day] = raw.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? raw : undefined;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a day begins in a time zone (UTC for a zone this browser does not know). */
export function startOfDay(day: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date);
  let zone = timeZone;
  try {
    offsetAt(wall, zone);
  } catch {
    zone = 'UTC';
  }
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  let instant = wall - offsetAt(wall, zone);
  instant = wall - offsetAt(instant, zone);
  // The API takes whole seconds only (`2026-03-14T23:00:00Z`), which a day's start always is.
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The day after, for an exclusive end: "up to 14 March" means before 15 March begins. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The list query of a range of days, both ends optional. */
export function rangeQuery(range: { from?: string; to?: string }, timeZone: string): { since?: string; until?: string } {
  return {
    since: range.from ? startOfDay(range.from, timeZone) : undefined,
    until: range.to ? startOfDay(nextDay(range.to), timeZone) : undefined,
  };
}

/** The address bar's query of the responses list: empty values and page 1 are left out. */
export function responsesSearch(input: { from?: string; to?: string; page?: number }): string {
  const search = new URLSearchParams();
  if (input.from) search.set('from', input.from);
  if (input.to) search.set('to', input.to);
  if (input.page && input.page > 1) search.set('page', String(input.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
