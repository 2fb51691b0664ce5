import { DEFAULT_BRAND, lookOf } from '@forms/domain';
import { isDefaultLook, STYLESHEET_FILE, themeLink, themeStylesheet } from './theme-stylesheet';

const DARK = lookOf(DEFAULT_BRAND, { colors: { background: '#0b1020', text: '#f9fafb', accent: '#93c5fd' }, font: 'mono', corners: 'square' });

describe('the stylesheet of a look', () => {
  it('sets the colours, font and corners as custom properties, the label on the accent the readable one', () => {
    const { css } = themeStylesheet(DARK);
    expect(css).toContain(':root{--form-background:#0b1020;--form-text:#f9fafb;--form-accent:#93c5fd;--form-on-accent:#000000;');
    expect(css).toContain('--form-font:ui-monospace');
    expect(css).toContain('--form-field-radius:0;--form-card-radius:0}');
    expect(css).toContain('button{background:var(--form-accent);color:var(--form-on-accent)');
  });

  it("shows problems in a red that reads on the background: the page's own on light, a light one on dark", () => {
    expect(themeStylesheet(lookOf(DEFAULT_BRAND, null)).css).toContain('--form-error:#b91c1c');
    expect(themeStylesheet(DARK).css).toContain('--form-error:#fca5a5');
  });

  it('is addressed by the hash of its content: the same look the same address, another look another', () => {
    const first = themeStylesheet(DARK);
    expect(first.path).toBe(`/theme/${first.hash}.css`);
    expect(STYLESHEET_FILE.exec(`${first.hash}.css`)?.[1]).toBe(first.hash);
    expect(themeStylesheet(DARK)).toEqual(first);
    expect(themeStylesheet({ ...DARK, corners: 'pill' }).hash).not.toBe(first.hash);
  });

  it('is not linked for the default brand without a theme: the page keeps its own look', () => {
    expect(isDefaultLook(lookOf(DEFAULT_BRAND, null))).toBe(true);
    expect(themeLink({ theme: lookOf(DEFAULT_BRAND, null) })).toBe('');
    expect(themeLink({ theme: null })).toBe('');
    expect(themeLink({ theme: DARK })).toBe(`<link rel="stylesheet" href="${themeStylesheet(DARK).path}">\n`);
  });
});
