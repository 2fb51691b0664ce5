import type { IncomingMessage, ServerResponse } from 'node:http';
import { originFormTargets, pathOf, requestTargetOf } from './request-target';

function request(url: string, host = 'demo.localhost:3000'): IncomingMessage {
  return { url, headers: { host } } as unknown as IncomingMessage;
}

describe('requestTargetOf', () => {
  it('splits an origin-form target into path and query', () => {
    expect(requestTargetOf('/forms/abc?x=1')).toEqual({ path: '/forms/abc', search: '?x=1', authority: undefined });
    expect(requestTargetOf('/console')).toEqual({ path: '/console', search: '', authority: undefined });
  });

  it('reads the path of an absolute-form target, whatever the scheme\'s case', () => {
    expect(requestTargetOf('http://demo.localhost:3000/forms/abc?x=1')).toEqual({ path: '/forms/abc', search: '?x=1', authority: 'demo.localhost:3000' });
    expect(requestTargetOf('HTTPS://Demo.localhost/api/console/me')).toEqual({ path: '/api/console/me', search: '', authority: 'Demo.localhost' });
    expect(requestTargetOf('http://user:pw@demo.localhost/sign-in')).toMatchObject({ path: '/sign-in', authority: 'demo.localhost' });
  });

  it('reads an absolute target without a path as the root', () => {
    expect(requestTargetOf('http://demo.localhost:3000')).toEqual({ path: '/', search: '', authority: 'demo.localhost:3000' });
    expect(requestTargetOf('http://demo.localhost:3000?next=1')).toEqual({ path: '/', search: '?next=1', authority: 'demo.localhost:3000' });
  });

  it('leaves a target that is neither form as it is', () => {
    expect(pathOf(request('*'))).toBe('*');
    expect(pathOf(request('forms/abc'))).toBe('forms/abc');
  });
});

describe('originFormTargets', () => {
  function run(incoming: IncomingMessage): IncomingMessage {
    let called = false;
    originFormTargets()(incoming, {} as ServerResponse, () => (called = true));
    expect(called).toBe(true);
    return incoming;
  }

  it('turns an absolute-form target into origin form, its host into the Host header', () => {
    const normalised = run(request('http://other.localhost:3000/forms/abc?x=1'));
    expect(normalised.url).toBe('/forms/abc?x=1');
    expect(normalised.headers.host).toBe('other.localhost:3000');
  });

  it('leaves origin form untouched', () => {
    const untouched = run(request('/forms/abc?x=1'));
    expect(untouched.url).toBe('/forms/abc?x=1');
    expect(untouched.headers.host).toBe('demo.localhost:3000');
  });
});
