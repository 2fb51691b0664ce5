import { DomainErrorCode } from '../errors';
import { ApiKey, apiKeyScope, assertApiKeyPermits } from './api-key.entity';

const now = new Date('2026-01-01T00:00:00Z');
const issue = (expiresAt: Date | null) =>
  ApiKey.issue({ id: 'k', workspaceId: 'w', prefix: 'abc', secretHash: new Uint8Array([1]), scope: 'write', now, expiresAt });

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

  it('read keys read, write keys read and write', () => {
    expect(() => assertApiKeyPermits('read', 'read')).not.toThrow();
    expect(() => assertApiKeyPermits('write', 'write')).not.toThrow();
    expect(() => assertApiKeyPermits('read', 'write')).toThrow(expect.objectContaining({ code: DomainErrorCode.ReadOnlyApiKey, message: 'This API key can only read' }));
  });

  it('knows the scopes by name and refuses others, naming the field', () => {
    expect(apiKeyScope('read')).toBe('read');
    expect(apiKeyScope('write')).toBe('write');
    expect(() => apiKeyScope('admin')).toThrow('scope must be one of: read, write');
  });
});
