import { formatDateTime, timeZoneChoices } from './dates';

describe('formatDateTime', () => {
  it('shows the instant in the member’s time zone', () => {
    expect(formatDateTime('2026-01-15T23:30:00Z', 'Europe/Berlin', 'en-GB')).toBe('16 Jan 2026, 00:30');
    expect(formatDateTime('2026-01-15T23:30:00Z', 'America/New_York', 'en-GB')).toBe('15 Jan 2026, 18:30');
  });

  it('falls back to UTC, saying so, for a zone the browser does not know', () => {
    expect(formatDateTime('2026-01-15T23:30:00Z', 'Mars/Olympus', 'en-GB')).toBe('15 Jan 2026, 23:30 UTC');
  });

  it('shows nothing for a missing date', () => {
    expect(formatDateTime(null, 'UTC')).toBe('');
  });
});

describe('timeZoneChoices', () => {
  it('keeps the member’s zone first when the browser does not list it', () => {
    expect(timeZoneChoices('Etc/Unknown', ['Europe/Berlin'])).toEqual(['Etc/Unknown', 'UTC', 'Europe/Berlin']);
    expect(timeZoneChoices('Europe/Berlin', ['Europe/Berlin', 'UTC'])).toEqual(['Europe/Berlin', 'UTC']);
  });
});
