import { DomainError } from '../errors';

// Intl's own list; zones it only accepts as aliases (US/Pacific, UTC) are still valid IANA names.
const KNOWN = new Set<string>([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC']);

function isIanaZone(name: string): boolean {
  if (KNOWN.has(name)) return true;
  // Offsets such as "+02:00" are accepted by Intl but are not zone names.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export class TimeZone {
  private constructor(readonly value: string) {}

  static create(raw: string, field = 'timeZone'): TimeZone {
    if (raw.trim().length === 0) {
      throw DomainError.invalid(field, 'must be a time zone name such as Europe/Berlin');
    }
    if (!isIanaZone(raw)) throw DomainError.invalid(field, `"${raw}" is not a valid time zone`);
    return new TimeZone(raw);
  }

  static fromTrusted(value: string): TimeZone {
    return new TimeZone(value);
  }
}
