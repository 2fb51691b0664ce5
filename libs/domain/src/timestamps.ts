/**
 * Timestamps are shown to the second. A change must show a new updated_at, so a change
 * within the second of the previous one is stamped one second later than it.
 */
export function nextUpdateTime(previous: Date, now: Date): Date {
  const previousSecond = Math.floor(previous.getTime() / 1000) * 1000;
  return now.getTime() >= previousSecond + 1000 ? now : new Date(previousSecond + 1000);
}
