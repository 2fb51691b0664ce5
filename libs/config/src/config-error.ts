/**
 * A bad environment variable. The message is a single line so that it reads well as the only output of a
 * process that refuses to start.
 */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}
