/**
 * @jest-environment jsdom
 */
import { EMBED_SCRIPT } from './embed-script';

/* eslint-disable @typescript-eslint/no-explicit-any -- jsdom's globals: the server's compilation has no DOM types */
const { window, document } = globalThis as any;

// embed.js run on a host page in jsdom: which of the host page's query parameters reach the form's
// address. The browser spec drives the whole embed in Chromium; this keeps the rule itself cheap to check.

const FORM = 'https://acme.forms.example.com/forms/0b8a2c6e-1d5f-4c1a-9a57-2f9a3c1d2e4f';

/** The iframe's address embed.js makes for this element on a host page opened at `search`. */
function embeddedAddress(search: string, attributes: Record<string, string>): URL {
  window.history.replaceState(null, '', `/shop${search}`);
  delete window.__formsEmbed;
  document.body.innerHTML = '';
  const el = document.createElement('div');
  el.setAttribute('data-form', FORM);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.appendChild(el);
  new Function(EMBED_SCRIPT)();
  return new URL(el.querySelector('iframe')!.src);
}

describe('embed.js on a host page', () => {
  it('passes on only the host parameters data-hidden lists, with the prefill and the embedding origin', () => {
    const url = embeddedAddress('?utm_source=newsletter&ref=spring&token=secret&your_name=Eve', {
      'data-hidden': 'utm_source, ref',
      'data-prefill-plan': 'Pro',
    });
    expect(`${url.origin}${url.pathname}`).toBe(FORM);
    expect(Object.fromEntries(url.searchParams)).toEqual({ plan: 'Pro', utm_source: 'newsletter', ref: 'spring', _embed: window.location.origin });
  });

  it("passes on none of the host page's parameters without data-hidden", () => {
    const url = embeddedAddress('?utm_source=newsletter&token=secret', { 'data-prefill-your_name': 'Ada' });
    expect(Object.fromEntries(url.searchParams)).toEqual({ your_name: 'Ada', _embed: window.location.origin });
  });

  it('keeps a prefilled value over a host parameter of the same name, and ignores names no field can have', () => {
    const url = embeddedAddress('?plan=Basic&_embed=https%3A%2F%2Fevil.example&Utm=x', { 'data-hidden': 'plan,_embed,Utm', 'data-prefill-plan': 'Pro' });
    expect(Object.fromEntries(url.searchParams)).toEqual({ plan: 'Pro', _embed: window.location.origin });
  });
});
