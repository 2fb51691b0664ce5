import { DomainError } from '../errors';
import { defaultBrand } from './brand';
import { assertBrandKeepsThemesReadable, assertThemeReadable, checkFormTheme, lookOf, sameTheme } from './form-theme';

function refusal(work: () => unknown): { field?: string; message: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return { field: error.field?.name, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('a form theme', () => {
  it('keeps only the fields given, colours lower-cased; null is the brand alone', () => {
    expect(checkFormTheme(null)).toBeNull();
    expect(checkFormTheme({ colors: { background: '#0B1020' }, corners: 'pill' })).toEqual({ colors: { background: '#0b1020' }, corners: 'pill' });
    expect(checkFormTheme({})).toEqual({});
  });

  it('refuses a malformed colour, font or corners, naming the field under theme', () => {
    expect(refusal(() => checkFormTheme({ colors: { accent: 'blue' } })).field).toBe('theme.colors.accent');
    expect(refusal(() => checkFormTheme({ font: 'comic' })).message).toBe('theme.font must be one of: system, serif, rounded, mono');
    expect(refusal(() => checkFormTheme({ corners: 'round' })).field).toBe('theme.corners');
  });

  it('is shown over the brand: the fields it leaves out are the brand\'s', () => {
    const brand = { ...defaultBrand(), font: 'serif' as const };
    expect(lookOf(brand, { colors: { background: '#0b1020' } })).toEqual({
      colors: { background: '#0b1020', text: '#111827', accent: '#1d4ed8' },
      font: 'serif',
      corners: 'rounded',
    });
    expect(lookOf(brand, null)).toEqual({ colors: brand.colors, font: 'serif', corners: 'rounded' });
  });

  it('is compared by what it sets', () => {
    expect(sameTheme(null, null)).toBe(true);
    expect(sameTheme({ font: 'mono' }, { font: 'mono' })).toBe(true);
    expect(sameTheme({ font: 'mono' }, null)).toBe(false);
    expect(sameTheme({ colors: { text: '#111111' } }, { colors: { text: '#111112' } })).toBe(false);
    // Setting a field to the brand's value is still a choice: it no longer follows the brand.
    expect(sameTheme({}, null)).toBe(false);
  });

  it('is checked as shown: a dark background alone leaves the brand\'s dark text unreadable, with the figures', () => {
    const refused = refusal(() => assertThemeReadable({ colors: { background: '#0b1020' } }, defaultBrand()));
    expect(refused.field).toBe('theme.colors.text');
    expect(refused.message).toBe('theme.colors.text has a contrast of 1.06:1 against theme.colors.background; at least 4.5:1 is needed');
  });

  it('passes a dark theme whose text and accent are light enough', () => {
    expect(() => assertThemeReadable({ colors: { background: '#0b1020', text: '#f9fafb', accent: '#93c5fd' } }, defaultBrand())).not.toThrow();
    expect(() => assertThemeReadable(null, defaultBrand())).not.toThrow();
  });

  it('refuses an accent too close to the brand\'s background, naming the accent', () => {
    expect(refusal(() => assertThemeReadable({ colors: { accent: '#d1d5db' } }, defaultBrand())).field).toBe('theme.colors.accent');
  });
});

describe('a change of the brand under themed forms', () => {
  const feedback = { id: 'f-1', title: 'Feedback', theme: { colors: { text: '#374151' } } };

  it('is refused when a form would become unreadable, naming the brand field it leaves to the brand and the form', () => {
    const before = defaultBrand();
    const next = { ...before, colors: { ...before.colors, background: '#4b5563' } };
    const refused = refusal(() => assertBrandKeepsThemesReadable(before, next, [feedback]));
    expect(refused.field).toBe('colors.background');
    expect(refused.message).toBe(
      'colors.background would give form "Feedback" (f-1) a contrast of 1.36:1 between its text and background; at least 4.5:1 is needed',
    );
  });

  it('names the accent when the label on it fails', () => {
    const before = defaultBrand();
    const next = { ...before, colors: { ...before.colors, accent: '#1e3a8a' } };
    const dark = { id: 'f-2', title: 'Dark', theme: { colors: { background: '#000000', text: '#ffffff' } } };
    // The brand's new accent is too dark on the form's black background (2.02:1).
    expect(refusal(() => assertBrandKeepsThemesReadable(before, next, [dark])).field).toBe('colors.accent');
  });

  it('passes when every themed form stays readable, and with no themed form', () => {
    const before = defaultBrand();
    const next = { ...before, colors: { ...before.colors, accent: '#1e40af' } };
    expect(() => assertBrandKeepsThemesReadable(before, next, [feedback])).not.toThrow();
    expect(() => assertBrandKeepsThemesReadable(before, { ...before, colors: { ...before.colors, background: '#000000' } }, [])).not.toThrow();
  });
});
