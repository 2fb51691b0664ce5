import pino from 'pino';
import { isoTimestamps } from './logger';

describe('isoTimestamps', () => {
  it("writes the same field as pino's isoTime, across seconds, minutes, years and in any order", () => {
    const instants = [
      Date.parse('2026-11-28T15:04:05.000Z'),
      Date.parse('2026-11-28T15:04:05.007Z'),
      Date.parse('2026-11-28T15:04:05.042Z'),
      Date.parse('2026-11-28T15:04:05.999Z'),
      Date.parse('2026-11-28T15:04:06.000Z'),
      Date.parse('2026-11-28T15:04:05.500Z'),
      Date.parse('2026-12-31T23:59:59.999Z'),
      Date.parse('2027-01-01T00:00:00.001Z'),
      Date.parse('1969-12-31T23:59:59.250Z'),
    ];
    let at = 0;
    const timestamp = isoTimestamps(() => instants[at]);
    const realNow = Date.now;
    try {
      for (at = 0; at < instants.length; at++) {
        Date.now = () => instants[at];
        expect(timestamp()).toBe(pino.stdTimeFunctions.isoTime());
      }
    } finally {
      Date.now = realNow;
    }
    expect(isoTimestamps(() => instants[1])()).toBe(',"time":"2026-11-28T15:04:05.007Z"');
  });
});
