import { clientBytesOfLastHour, clientKeyOf, clientWindowStart, roomFor } from './baseline-upload-quota';

const HOUR = 3_600_000;

describe('the baseline upload quotas', () => {
  const start = Date.UTC(2026, 10, 28, 3, 0, 0);

  it('counts the previous window by the share of it still within the last hour', () => {
    const quarterPast = start + HOUR / 4;
    expect(clientWindowStart(quarterPast)).toBe(start);
    expect(clientBytesOfLastHour({ pending: 0, clientCurrent: 10, clientPrevious: 400 }, quarterPast)).toBe(310);
  });

  it('grants the least room of both quotas, none below nothing, all with both off', () => {
    const usage = { pending: 900, clientCurrent: 50, clientPrevious: 0 };
    expect(roomFor({ pending: 1000, clientPerHour: 500 }, usage, start)).toBe(100);
    expect(roomFor({ pending: 0, clientPerHour: 500 }, usage, start)).toBe(450);
    expect(roomFor({ pending: 800, clientPerHour: 0 }, usage, start)).toBe(0);
    expect(roomFor({ pending: 0, clientPerHour: 0 }, usage, start)).toBe(Infinity);
  });

  it('keys a client by its IPv4 address, or its IPv6 /64', () => {
    expect(clientKeyOf('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientKeyOf('2001:db8:0:0:5::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('')).toBe('');
  });
});
