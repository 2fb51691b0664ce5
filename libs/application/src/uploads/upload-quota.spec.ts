import { CLIENT_WINDOW_MS, clientBytesOfLastHour, clientWindowStart, roomFor, secondsUntilRoom, type UploadQuotas, type UploadUsage } from './upload-quota';

const MB = 1_048_576;
const HOUR = CLIENT_WINDOW_MS;
const quotas: UploadQuotas = { pendingBytes: 512 * MB, clientBytesPerHour: 100 * MB, pendingMs: 2 * HOUR };
const usage = (changes: Partial<UploadUsage> = {}): UploadUsage => ({
  pendingBytes: 0,
  oldestPendingAt: null,
  clientCurrentBytes: 0,
  clientPreviousBytes: 0,
  ...changes,
});
/** `minutes` past a whole hour. */
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 14, 9) + minutes * 60_000);

describe('upload quotas', () => {
  it('count a client in hour windows', () => {
    expect(clientWindowStart(at(59.5))).toEqual(at(0));
    expect(clientWindowStart(at(60))).toEqual(at(60));
  });

  it("count the previous hour's bytes for the share of it still within the last 60 minutes", () => {
    expect(clientBytesOfLastHour(usage({ clientCurrentBytes: 10, clientPreviousBytes: 100 }), at(0))).toBe(110);
    expect(clientBytesOfLastHour(usage({ clientCurrentBytes: 10, clientPreviousBytes: 100 }), at(15))).toBe(85);
    expect(clientBytesOfLastHour(usage({ clientCurrentBytes: 10, clientPreviousBytes: 100 }), at(45))).toBe(35);
  });

  it('leave the room both quotas leave, none below zero, and all when both are off', () => {
    expect(roomFor(quotas, usage({ pendingBytes: 500 * MB, clientCurrentBytes: 50 * MB }), at(30))).toBe(12 * MB);
    expect(roomFor(quotas, usage({ pendingBytes: 10 * MB, clientCurrentBytes: 60 * MB, clientPreviousBytes: 80 * MB }), at(30))).toBe(0);
    expect(roomFor({ ...quotas, clientBytesPerHour: 0 }, usage({ clientCurrentBytes: 600 * MB }), at(30))).toBe(512 * MB);
    expect(roomFor({ ...quotas, pendingBytes: 0, clientBytesPerHour: 0 }, usage({ pendingBytes: 10_000 * MB }), at(30))).toBe(Infinity);
  });

  it("tell a client over its quota to wait until enough of its hour has slid out", () => {
    // 100 MB just before the hour turned: after it, 25 MB more fit once a quarter of the previous hour has gone.
    expect(secondsUntilRoom(quotas, usage({ clientPreviousBytes: 100 * MB }), at(60), 25 * MB)).toBe(15 * 60);
    // 100 MB in this window: the next window, then until 25 MB of it are out of the count.
    expect(secondsUntilRoom(quotas, usage({ clientCurrentBytes: 100 * MB }), at(40), 25 * MB)).toBe(20 * 60 + 15 * 60);
    // More than the whole quota at once never fits: an hour.
    expect(secondsUntilRoom(quotas, usage(), at(10), 101 * MB)).toBe(3600);
  });

  it("tell a workspace whose unused uploads are full to wait until the oldest is purged", () => {
    expect(secondsUntilRoom(quotas, usage({ pendingBytes: 512 * MB, oldestPendingAt: at(0) }), at(30), MB)).toBe(90 * 60);
    expect(secondsUntilRoom(quotas, usage({ pendingBytes: 512 * MB, oldestPendingAt: at(-200) }), at(0), MB)).toBe(1);
  });
});
