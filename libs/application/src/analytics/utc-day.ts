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
