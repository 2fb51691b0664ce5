import { DomainError } from '../errors';
import { assertReadableColours, buttonLabelOn, changeBrand, contrastRatio, defaultBrand, relativeLuminance } from './brand';

function refusal(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe('contrast (WCAG 2.2 relative luminance)', () => {
  it('gives the luminance of black, white and a mid grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#777777')).toBeCloseTo(0.18447, 4);
  });

  it('computes known ratios, rounded down to two decimals, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBe(4.47); // 4.478…: not rounded up to 4.48
    expect(contrastRatio('#767676', '#ffffff')).toBe(4.54);
    expect(contrastRatio('#999999', '#ffffff')).toBe(2.84); // 2.849…
    expect(contrastRatio('#959595', '#ffffff')).toBe(2.99); // 2.995…: below 3 although it would round to 3.00
    expect(contrastRatio('#111827', '#ffffff')).toBe(17.73);
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBe(6.7);
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1);
  });

  it('labels a button white or black, whichever contrasts more with the accent', () => {
    expect(buttonLabelOn('#1d4ed8')).toBe('#ffffff');
    expect(buttonLabelOn('#60a5fa')).toBe('#000000');
    expect(buttonLabelOn('#ffff00')).toBe('#000000');
  });
});

describe('the colours of a brand', () => {
  it('accepts the defaults', () => {
    expect(() => assertReadableColours(defaultBrand().colors, 'brand')).not.toThrow();
  });

  it('refuses text below 4.5:1 on the background, with both figures', () => {
    expect(refusal(() => assertReadableColours({ background: '#ffffff', text: '#777777', accent: '#1d4ed8' }, 'brand'))).toBe(
      'colors.text has a contrast of 4.47:1 against brand.colors.background; at least 4.5:1 is needed',
    );
    expect(() => assertReadableColours({ background: '#ffffff', text: '#767676', accent: '#1d4ed8' }, 'brand')).not.toThrow();
  });

  it('refuses an accent below 3:1 against the background', () => {
    expect(refusal(() => assertReadableColours({ background: '#ffffff', text: '#111827', accent: '#959595' }, 'brand'))).toBe(
      'colors.accent has a contrast of 2.99:1 against brand.colors.background; at least 3:1 is needed',
    );
    expect(() => assertReadableColours({ background: '#ffffff', text: '#111827', accent: '#949494' }, 'brand')).not.toThrow();
  });
});

describe('changing a brand', () => {
  it('replaces only the fields given, lower-casing colours and origins', () => {
    const changed = changeBrand(defaultBrand(), { colors: { text: '#0A0A0A' }, font: 'serif', embedOrigins: ['https://Shop.Example.com:8443'] });
    expect(changed).toEqual({
      colors: { background: '#ffffff', text: '#0a0a0a', accent: '#1d4ed8' },
      font: 'serif',
      corners: 'rounded',
      embedOrigins: ['https://shop.example.com:8443'],
    });
    expect(changeBrand(changed, { corners: 'pill' })).toEqual({ ...changed, corners: 'pill' });
  });

  it('checks the colours as they will be shown, the unchanged ones included', () => {
    expect(refusal(() => changeBrand(defaultBrand(), { colors: { background: '#1e293b' } }))).toMatch(/^colors\.text has a contrast of 1\.\d\d:1 against brand\.colors\.background/);
    expect(changeBrand(defaultBrand(), { colors: { background: '#0f172a', text: '#f8fafc', accent: '#60a5fa' } }).colors.accent).toBe('#60a5fa');
  });

  it.each([
    [{ colors: { accent: '#fff' } }, 'colors.accent must be a colour written #rrggbb, such as #1d4ed8'],
    [{ colors: { background: 'white' } }, 'colors.background must be a colour written #rrggbb, such as #1d4ed8'],
    [{ font: 'comic' }, 'font must be one of: system, serif, rounded, mono'],
    [{ corners: 'round' }, 'corners must be one of: square, rounded, pill'],
    [{ embedOrigins: ['http://example.com'] }, 'embedOrigins[0] must be an origin such as https://www.example.com (https, a host and an optional port, nothing after)'],
    [{ embedOrigins: ['https://example.com', 'https://example.com/page'] }, 'embedOrigins[1] must be an origin such as https://www.example.com (https, a host and an optional port, nothing after)'],
    [{ embedOrigins: ['https://a.example', 'https://A.example'] }, 'embedOrigins[1] repeats https://a.example'],
    [{ embedOrigins: Array.from({ length: 21 }, (_, index) => `https://site${index}.example`) }, 'embedOrigins must list at most 20 origins'],
  ])('refuses %j', (changes, message) => {
    expect(refusal(() => changeBrand(defaultBrand(), changes))).toBe(message);
  });

  it('takes up to 20 origins', () => {
    const origins = Array.from({ length: 20 }, (_, index) => `https://site${index}.example`);
    expect(changeBrand(defaultBrand(), { embedOrigins: origins }).embedOrigins).toEqual(origins);
  });
});
