import { buttonLabelOn, contrastChecks, contrastRatio, relativeLuminance } from './contrast';

// The same figures as the server's rule (libs/domain/src/brand/brand.spec.ts): the page must show what
// the server will decide.

describe('contrast (WCAG 2.2 relative luminance), as the server computes it', () => {
  it('gives the luminance of black, white and a mid grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#777777')).toBeCloseTo(0.18447, 4);
  });

  it('computes known ratios, rounded down to two decimals, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBe(4.47);
    expect(contrastRatio('#767676', '#ffffff')).toBe(4.54);
    expect(contrastRatio('#999999', '#ffffff')).toBe(2.84);
    expect(contrastRatio('#959595', '#ffffff')).toBe(2.99);
    expect(contrastRatio('#111827', '#ffffff')).toBe(17.73);
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBe(6.7);
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1);
  });

  it('labels a button white or black, whichever contrasts more with the accent', () => {
    expect(buttonLabelOn('#1d4ed8')).toBe('#ffffff');
    expect(buttonLabelOn('#60a5fa')).toBe('#000000');
    expect(buttonLabelOn('#ffff00')).toBe('#000000');
  });

  it('words each pair as passing or what it needs, and waits for colours written #rrggbb', () => {
    const defaults = contrastChecks({ background: '#ffffff', text: '#111827', accent: '#1d4ed8' })!;
    expect([defaults.text.text, defaults.accent.text, defaults.label.text]).toEqual(['17.73:1 — passes', '6.70:1 — passes', '6.70:1 — passes']);
    const grey = contrastChecks({ background: '#ffffff', text: '#999999', accent: '#959595' })!;
    expect([grey.text.text, grey.accent.text]).toEqual(['2.84:1 — needs 4.5:1', '2.99:1 — needs 3:1']);
    expect(grey.text.passes).toBe(false);
    expect(contrastChecks({ background: '#ffffff', text: '#12345', accent: '#1d4ed8' })).toBeNull();
  });
});
