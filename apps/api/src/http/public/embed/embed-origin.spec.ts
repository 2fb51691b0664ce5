import { allowedEmbedOriginOf, embedOriginOf, thankYouLocation } from './embed-origin';

describe('embedOriginOf', () => {
  const of = (value: string) => embedOriginOf(new URLSearchParams({ _embed: value }));

  it('takes an http or https origin as location.origin writes it', () => {
    expect(of('https://shop.example.com')).toBe('https://shop.example.com');
    expect(of('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(of('http://[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('refuses anything that is not exactly an origin, and a missing value', () => {
    for (const value of ['*', 'null', '', 'https://shop.example.com/', 'https://shop.example.com/path', 'javascript:alert(1)', 'https://a@b.com', 'ftp://x.com', 'https://EXAMPLE.com', 'https://x.com:443'])
      expect([value, of(value)]).toEqual([value, null]);
    expect(embedOriginOf(new URLSearchParams('utm_source=x'))).toBeNull();
  });
});

describe('allowedEmbedOriginOf', () => {
  const query = (value: string) => new URLSearchParams({ _embed: value });

  it('takes the named origin when the workspace lists no sites', () => {
    expect(allowedEmbedOriginOf(query('http://127.0.0.1:8080'), [])).toBe('http://127.0.0.1:8080');
  });

  it('takes it only when the workspace lists it, and never a value that is not an origin', () => {
    const listed = ['https://shop.example.com', 'https://blog.example.com:8443'];
    expect(allowedEmbedOriginOf(query('https://blog.example.com:8443'), listed)).toBe('https://blog.example.com:8443');
    expect(allowedEmbedOriginOf(query('https://blog.example.com'), listed)).toBeNull();
    expect(allowedEmbedOriginOf(query('https://evil.example.com'), listed)).toBeNull();
    expect(allowedEmbedOriginOf(query('*'), [])).toBeNull();
    expect(allowedEmbedOriginOf(new URLSearchParams(), listed)).toBeNull();
  });
});

describe('thankYouLocation', () => {
  const page = 'http://acme.localhost:3000/forms/f1/thank-you';

  it('is the plain thank-you page when the form is not embedded', () => {
    expect(thankYouLocation(page, null, 'abc')).toBe(page);
  });

  it('tells an embedded thank-you page the embedding origin and the submission id', () => {
    const url = new URL(thankYouLocation(page, 'https://shop.example.com', '0b8a2c6e-1d5f-4c1a-9a57-2f9a3c1d2e4f'));
    expect(`${url.origin}${url.pathname}`).toBe(page);
    expect(Object.fromEntries(url.searchParams)).toEqual({ _embed: 'https://shop.example.com', submission: '0b8a2c6e-1d5f-4c1a-9a57-2f9a3c1d2e4f' });
  });
});
