import { TooManySubmissions } from '@forms/domain';
import { assertUnderClientLimit, secondsUntilFree, SUBMISSION_WINDOW_MS } from './client-window';

/** The submissions' window in memory: the times counted for each workspace and client key. */
class FakeWindow {
  readonly asked: Array<{ workspaceId: string; clientKey: string; since: Date; limit: number }> = [];
  constructor(private readonly times: Date[]) {}
  async lockClientWindow(workspaceId: string, clientKey: string, since: Date, limit: number): Promise<Date[]> {
    this.asked.push({ workspaceId, clientKey, since, limit });
    return this.times.filter((time) => time >= since).sort((a, b) => b.getTime() - a.getTime()).slice(0, limit);
  }
}

const now = new Date('2026-03-01T10:00:30Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('assertUnderClientLimit', () => {
  it('lets a client under the limit through, counting the rolling minute of its key', async () => {
    const window = new FakeWindow([ago(10), ago(70)]);
    await assertUnderClientLimit(window, 'ws', '203.0.113.9', now, 2);
    expect(window.asked).toEqual([{ workspaceId: 'ws', clientKey: '203.0.113.9', since: new Date(now.getTime() - SUBMISSION_WINDOW_MS), limit: 2 }]);
  });

  it('refuses the client at the limit, saying when the oldest counted leaves the minute', async () => {
    const window = new FakeWindow([ago(5), ago(20), ago(45)]);
    const refused = await assertUnderClientLimit(window, 'ws', '203.0.113.9', now, 2).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManySubmissions);
    // The newest two are 5 s and 20 s old: the older leaves the window in 40 s.
    expect((refused as TooManySubmissions).retryAfterSeconds).toBe(40);
  });

  it('is off at 0, without asking for the window', async () => {
    const window = new FakeWindow([ago(1), ago(2)]);
    await assertUnderClientLimit(window, 'ws', '203.0.113.9', now, 0);
    expect(window.asked).toHaveLength(0);
  });
});

describe('secondsUntilFree', () => {
  it('is between 1 and 60 whole seconds', () => {
    expect(secondsUntilFree(ago(59.5), now)).toBe(1);
    expect(secondsUntilFree(ago(0), now)).toBe(60);
    expect(secondsUntilFree(ago(90), now)).toBe(1);
    expect(secondsUntilFree(ago(30.2), now)).toBe(30);
  });
});
