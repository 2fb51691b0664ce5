import { embedScriptSnippet, embedScriptUrl } from './embed-snippets';

describe('the embed snippets', () => {
  const url = 'http://acme.localhost:3000/forms/0b8a2c6e-1d5f-4c1a-9a57-2f9a3c1d2e4f';

  it('load embed.js from the workspace address the form lives at', () => {
    expect(embedScriptUrl(url)).toBe('http://acme.localhost:3000/embed.js');
    expect(embedScriptUrl('https://forms.example.com/acme/forms/abc')).toBe('https://forms.example.com/acme/embed.js');
  });

  it('write one element per mode, with a button text for the popup and the slider', () => {
    expect(embedScriptSnippet(url, 'inline')).toBe(`<div data-form="${url}" data-mode="inline"></div>\n<script src="http://acme.localhost:3000/embed.js" async></script>`);
    expect(embedScriptSnippet(url, 'popup')).toBe(
      `<div data-form="${url}" data-mode="popup" data-button="Give feedback"></div>\n<script src="http://acme.localhost:3000/embed.js" async></script>`,
    );
    expect(embedScriptSnippet(url, 'slider')).toContain('data-mode="slider" data-button="Give feedback"');
  });

  it("list the form's hidden fields in data-hidden, the only host parameters embed.js passes on", () => {
    expect(embedScriptSnippet(url, 'inline', ['utm_source', 'ref'])).toBe(
      `<div data-form="${url}" data-mode="inline" data-hidden="utm_source,ref"></div>\n<script src="http://acme.localhost:3000/embed.js" async></script>`,
    );
    expect(embedScriptSnippet(url, 'popup', ['utm_source'])).toContain('data-mode="popup" data-button="Give feedback" data-hidden="utm_source"></div>');
    expect(embedScriptSnippet(url, 'slider', [])).not.toContain('data-hidden');
  });

  it('escape what could end an attribute', () => {
    expect(embedScriptSnippet('http://a.localhost/forms/x"y<z&', 'inline')).toContain('data-form="http://a.localhost/forms/x&quot;y&lt;z&amp;"');
  });
});
