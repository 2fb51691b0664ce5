import type { ApiRequest } from '../auth/api-request';
import { accessOf, credentialOf } from './access.guard';

const request = (url: string): ApiRequest => ({ url, headers: {} }) as unknown as ApiRequest;

describe('what a request must present', () => {
  it('is a session under the console prefix and a key anywhere else', () => {
    expect(credentialOf(request('/api/console/forms'))).toBe('session');
    expect(credentialOf(request('/api/console'))).toBe('session');
    expect(credentialOf(request('/API/Console/forms?x=1'))).toBe('session');
    expect(credentialOf(request('/api/external/v2/forms'))).toBe('api-key');
    expect(credentialOf(request('/api/consoles/forms'))).toBe('api-key');
  });

  it('asks a key for write scope on everything but the safe methods', () => {
    expect(['GET', 'HEAD', 'OPTIONS'].map(accessOf)).toEqual(['read', 'read', 'read']);
    expect(['POST', 'PATCH', 'PUT', 'DELETE'].map(accessOf)).toEqual(['write', 'write', 'write', 'write']);
  });
});
