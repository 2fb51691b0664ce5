import { ApiKey } from './api-key.entity';

const now = new Date('2026-01-01T00:00:00Z');
const issue = (expiresAt: Date | null) =>
  ApiKey.issue({ id: 'k', workspaceId: 'w', prefix: 'abc', secretHash: new Uint8Array([1]), now, expiresAt });

describe('ApiKey', () => {
  it('is usable until it expires', () => {
    const key = issue(new Date('2026-01-02T00:00:00Z'));
    expect(key.isUsableAt(now)).toBe(true);
    expect(key.isUsableAt(new Date('2026-01-02T00:00:00Z'))).toBe(false);
  });

  it('stops working when revoked and keeps the first revocation time', () => {
    const key = issue(null);
    key.revoke(now);
    key.revoke(new Date('2026-02-01T00:00:00Z'));
    expect(key.revokedAt).toBe(now);
    expect(key.isUsableAt(now)).toBe(false);
  });
});
