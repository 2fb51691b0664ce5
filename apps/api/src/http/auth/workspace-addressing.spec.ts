import type { IncomingMessage } from 'node:http';
import { trustedProxies } from './trusted-proxies';
import { WorkspaceAddressing } from './workspace-addressing';

const BALANCER = '10.0.0.5';

function requestWith(headers: Record<string, string>, encrypted = false, remoteAddress = BALANCER): IncomingMessage {
  return { headers, socket: { encrypted, remoteAddress } } as unknown as IncomingMessage;
}

describe('WorkspaceAddressing', () => {
  const direct = new WorkspaceAddressing('localhost', trustedProxies([]), 'http://{subdomain}.localhost:3000');
  const behindProxy = new WorkspaceAddressing('localhost', trustedProxies(['10.0.0.0/24']), 'http://{subdomain}.localhost:3000');

  it('reads the subdomain and base URL from Host, port included', () => {
    expect(direct.resolve(requestWith({ host: 'acme.localhost:3000' }))).toEqual({
      subdomain: 'acme',
      baseUrl: 'http://acme.localhost:3000',
      publicOrigin: 'http://acme.localhost:3000',
    });
    expect(direct.resolve(requestWith({ host: 'acme.localhost' }))).toEqual({
      subdomain: 'acme',
      baseUrl: 'http://acme.localhost',
      publicOrigin: 'http://acme.localhost:3000',
    });
  });

  it('is case-insensitive and reports the host in lower case', () => {
    expect(direct.resolve(requestWith({ host: 'ACME.LocalHost:3000' }))?.baseUrl).toBe('http://acme.localhost:3000');
  });

  it('uses https on a TLS socket', () => {
    expect(direct.resolve(requestWith({ host: 'acme.localhost' }, true))?.baseUrl).toBe('https://acme.localhost');
  });

  it.each([
    ['the bare domain', 'localhost:3000'],
    ['another domain', 'acme.example.com'],
    ['two labels', 'a.acme.localhost'],
    ['a too short label', 'ab.localhost'],
    ['a leading dash', '-acme.localhost'],
    ['a trailing dash', 'acme-.localhost'],
    ['an underscore', 'ac_me.localhost'],
    ['a suffix match', 'acme.notlocalhost'],
    ['a bad port', 'acme.localhost:abc'],
    ['an IP address', '127.0.0.1:3000'],
  ])('refuses %s (%s)', (_label, host) => {
    expect(direct.resolve(requestWith({ host }))).toBeNull();
  });

  it('refuses a request without Host', () => {
    expect(direct.resolve(requestWith({}))).toBeNull();
  });

  it('escapes the dots of APP_DOMAIN', () => {
    const addressing = new WorkspaceAddressing('forms.example.com', trustedProxies([]), 'http://{subdomain}.forms.example.com:3000');
    expect(addressing.resolve(requestWith({ host: 'acme.forms.example.com' }))?.subdomain).toBe('acme');
    expect(addressing.resolve(requestWith({ host: 'acme.formsXexample.com' }))).toBeNull();
  });

  it('ignores X-Forwarded-* unless the proxy is trusted', () => {
    const headers = { host: 'internal:3000', 'x-forwarded-host': 'acme.localhost', 'x-forwarded-proto': 'https' };
    expect(direct.resolve(requestWith(headers))).toBeNull();
    expect(behindProxy.resolve(requestWith(headers))).toEqual({ subdomain: 'acme', baseUrl: 'https://acme.localhost', publicOrigin: 'http://acme.localhost:3000' });
  });

  it('believes X-Forwarded-* only on a connection from a listed balancer address', () => {
    const headers = { host: 'internal:3000', 'x-forwarded-host': 'acme.localhost', 'x-forwarded-proto': 'https' };
    expect(behindProxy.resolve(requestWith(headers, false, '::ffff:10.0.0.7'))?.subdomain).toBe('acme');
    expect(behindProxy.resolve(requestWith(headers, false, '10.0.1.5'))).toBeNull();
    expect(behindProxy.resolve(requestWith(headers, false, '127.0.0.1'))).toBeNull();
  });

  it('takes the first (client-facing) value of a forwarded list, and Host when none is forwarded', () => {
    expect(
      behindProxy.resolve(requestWith({ host: 'x', 'x-forwarded-host': 'acme.localhost, lb.internal', 'x-forwarded-proto': 'https, http' })),
    ).toEqual({ subdomain: 'acme', baseUrl: 'https://acme.localhost', publicOrigin: 'http://acme.localhost:3000' });
    expect(behindProxy.resolve(requestWith({ host: 'acme.localhost:3000' }))?.baseUrl).toBe('http://acme.localhost:3000');
    expect(behindProxy.resolve(requestWith({ host: 'acme.localhost', 'x-forwarded-proto': 'gopher' }))?.baseUrl).toBe('http://acme.localhost');
  });

  it('takes the public origin from the template, never from the port or scheme the client sent', () => {
    const configured = new WorkspaceAddressing('localhost', trustedProxies([]), 'https://{subdomain}.forms.example');
    const address = configured.resolve(requestWith({ host: 'acme.localhost:6666', 'x-forwarded-proto': 'http' }, false, '203.0.113.9'));
    expect(address).toEqual({ subdomain: 'acme', baseUrl: 'http://acme.localhost:6666', publicOrigin: 'https://acme.forms.example' });
  });

  it('gives the origin of any sane host, for links outside a workspace', () => {
    expect(direct.origin(requestWith({ host: 'localhost:3000' }))).toBe('http://localhost:3000');
    expect(direct.origin(requestWith({ host: 'evil"><script>' }))).toBeUndefined();
  });
});
