/** A mistake in the command line itself: reported before any database is opened, so nothing is written. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
