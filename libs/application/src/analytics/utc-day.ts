const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant, `YYYY-MM-DD`. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Every UTC day that has an instant in [since, until), oldest first; none for an empty range. */
export function utcDaysTouched(since: Date, until: Date): string[] {
  if (until.getTime() <= since.getTime()) return [];
  const days: string[] = [];
  const last = utcDay(new Date(until.getTime() - 1));
  for (let day = Date.parse(`${utcDay(since)}T00:00:00Z`); ; day += DAY_MS) {
    const name = utcDay(new Date(day));
    days.push(name);
    if (name === last) return days;
  }
}

const HOUR_MS = 3_600_000;

/** The start of the UTC hour an instant is in. */
export function utcHourFloor(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS);
}

/** The start of the first UTC hour at or after an instant: the instant itself when it is on the hour. */
export function utcHourCeil(instant: Date): Date {
  return new Date(Math.ceil(instant.getTime() / HOUR_MS) * HOUR_MS);
}

/**
 * The whole hours that views of [since, until) are counted over, since views are kept per hour: from the
 * hour since is in to the end of the hour until falls in (until itself when it is on the hour). An empty
 * range stays empty, so that it counts nothing rather than the hour around it.
 */
export function viewWindow(since: Date, until: Date): { since: Date; until: Date } {
  const start = utcHourFloor(since);
  if (until.getTime() <= since.getTime()) return { since: start, until: start };
  return { since: start, until: utcHourCeil(until) };
}
