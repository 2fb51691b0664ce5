import type { IncomingMessage, ServerResponse } from 'node:http';
import { deprecationHeaders, V1_DEPRECATED_AT, v1LinkHeader } from './deprecation';
import { trustedProxies } from '../auth/trusted-proxies';
import { WorkspaceAddressing } from '../auth/workspace-addressing';

function headersAfter(url: string, host = 'acme.localhost:3000'): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as ServerResponse;
  const request = { url, headers: { host }, socket: {} } as unknown as IncomingMessage;
  let nextCalled = false;
  deprecationHeaders(new WorkspaceAddressing('localhost', trustedProxies([]), 'http://{subdomain}.localhost:3000'))(request, response, () => (nextCalled = true));
  expect(nextCalled).toBe(true);
  return headers;
}

describe('deprecation headers', () => {
  it('marks every v1 response with an RFC 9745 date and links to the v2 docs on the same host', () => {
    expect(headersAfter('/api/external/v1/forms?page_size=2')).toEqual({
      Deprecation: V1_DEPRECATED_AT,
      Link: '<http://acme.localhost:3000/api/docs#/v2>; rel="successor-version", <http://acme.localhost:3000/api/docs#/v1>; rel="deprecation"; type="text/html"',
    });
    expect(V1_DEPRECATED_AT).toMatch(/^@\d+$/);
  });

  it('leaves v2 and everything else alone', () => {
    expect(headersAfter('/api/external/v2/team-members')).toEqual({});
    expect(headersAfter('/api/external/v10/forms')).toEqual({});
    expect(headersAfter('/health/live')).toEqual({});
  });

  it('falls back to a relative link when the host is unusable', () => {
    expect(v1LinkHeader(undefined)).toMatch(/^<\/api\/docs#\/v2>; rel="successor-version"/);
  });
});
