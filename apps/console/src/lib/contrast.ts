/**
 * The contrast rule the server checks on every change of the brand (WCAG 2.2 relative luminance,
 * ratios rounded down to two decimals), repeated here so that the Brand page shows the figures as the
 * colours are picked. The console may not import the server's code: this is its one copy, and its spec
 * checks the same figures as the server's.
 */

export const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The smallest ratios people with low vision can read: text 4.5:1, other shapes (buttons, focus rings) 3:1. */
export const TEXT_CONTRAST = 4.5;
export const SHAPE_CONTRAST = 3;

const WHITE = '#ffffff';
const BLACK = '#000000';

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(colour: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => linear(parseInt(colour.slice(start, start + 2), 16)));
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Lighter over darker, rounded DOWN to two decimals (a pair that reaches a threshold only by rounding up does not reach it). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return Math.floor(((lighter + 0.05) / (darker + 0.05)) * 100 + 1e-9) / 100;
}

/** A button's label on `accent`: white or black, whichever contrasts more (white when equal). */
export function buttonLabelOn(accent: string): string {
  return contrastRatio(WHITE, accent) >= contrastRatio(BLACK, accent) ? WHITE : BLACK;
}

export interface ContrastCheck {
  /** What is measured against what, in words. */
  pair: string;
  ratio: number;
  needed: number;
  passes: boolean;
  /** "4.62:1 — passes" or "2.84:1 — needs 4.5:1". */
  text: string;
}

function check(pair: string, ratio: number, needed: number): ContrastCheck {
  const passes = ratio >= needed;
  return { pair, ratio, needed, passes, text: `${ratio.toFixed(2)}:1 — ${passes ? 'passes' : `needs ${needed}:1`}` };
}

/** The three pairs the server checks, by the field a refusal names; null while a colour is not #rrggbb. */
export function contrastChecks(colors: { background: string; text: string; accent: string }): { text: ContrastCheck; accent: ContrastCheck; label: ContrastCheck } | null {
  if (![colors.background, colors.text, colors.accent].every((colour) => COLOUR.test(colour))) return null;
  const label = buttonLabelOn(colors.accent);
  return {
    text: check('Text on background', contrastRatio(colors.text, colors.background), TEXT_CONTRAST),
    accent: check('Accent against background', contrastRatio(colors.accent, colors.background), SHAPE_CONTRAST),
    label: check(`Button label (${label === WHITE ? 'white' : 'black'}) on accent`, contrastRatio(label, colors.accent), TEXT_CONTRAST),
  };
}
