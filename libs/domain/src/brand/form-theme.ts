import { DomainError } from '../errors';
import { assertReadableColours, type Brand, BRAND_CORNERS, BRAND_FONTS, type BrandColors, type BrandCorners, type BrandFont, buttonLabelOn, colourOf, contrastRatio, oneOf } from './brand';

/**
 * A form's own look over the workspace's brand: each field it sets replaces the brand's, the others
 * follow the brand (a later change of the brand reaches them). null on a form: the brand alone.
 */
export interface FormTheme {
  colors?: Partial<BrandColors>;
  font?: BrandFont;
  corners?: BrandCorners;
}

/** A theme as an owner sends it, before it is checked. */
export interface FormThemeInput {
  colors?: Partial<Record<keyof BrandColors, string>>;
  font?: string;
  corners?: string;
}

/** What a page shows: the theme's fields over the brand's. */
export interface ShownLook {
  colors: BrandColors;
  font: BrandFont;
  corners: BrandCorners;
}

const COLOUR_FIELDS: readonly (keyof BrandColors)[] = ['background', 'text', 'accent'];

/** The theme's shape checked (colours `#rrggbb`, stored lower-case; known font and corners); fields it leaves out stay out. */
export function checkFormTheme(input: FormThemeInput | null): FormTheme | null {
  if (input === null) return null;
  const theme: FormTheme = {};
  if (input.colors !== undefined) {
    const colors: Partial<BrandColors> = {};
    for (const field of COLOUR_FIELDS) {
      const value = input.colors[field];
      if (value !== undefined) colors[field] = colourOf(`theme.colors.${field}`, value);
    }
    theme.colors = colors;
  }
  if (input.font !== undefined) theme.font = oneOf('theme.font', input.font, BRAND_FONTS);
  if (input.corners !== undefined) theme.corners = oneOf('theme.corners', input.corners, BRAND_CORNERS);
  return theme;
}

/** The look a form shows: its theme over the brand (the brand alone without a theme). */
export function lookOf(brand: Pick<Brand, 'colors' | 'font' | 'corners'>, theme: FormTheme | null): ShownLook {
  return {
    colors: { ...brand.colors, ...definedOnly(theme?.colors ?? {}) },
    font: theme?.font ?? brand.font,
    corners: theme?.corners ?? brand.corners,
  };
}

function definedOnly(colors: Partial<BrandColors>): Partial<BrandColors> {
  return Object.fromEntries(Object.entries(colors).filter(([, value]) => value !== undefined));
}

/** Whether two themes show the same (null and no theme are the same; a field set to the brand's value is not). */
export function sameTheme(a: FormTheme | null, b: FormTheme | null): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

function normalised(theme: FormTheme | null): unknown {
  if (theme === null) return null;
  const colors = theme.colors === undefined ? undefined : COLOUR_FIELDS.map((field) => theme.colors?.[field] ?? null);
  return [colors ?? null, theme.font ?? null, theme.corners ?? null];
}

/**
 * Refuses a theme people could not read as it will be shown, the brand filling what it leaves out:
 * the same rule and figures as the brand's, the field named under `theme`.
 */
export function assertThemeReadable(theme: FormTheme | null, brand: Pick<Brand, 'colors' | 'font' | 'corners'>): void {
  if (theme === null) return;
  try {
    assertReadableColours(lookOf(brand, theme).colors, 'theme');
  } catch (error) {
    throw error instanceof DomainError ? error.withFieldNamed((field) => `theme.${field}`) : error;
  }
}

/** The pairs the contrast rule checks, in the order it checks them, with the least each needs. */
const PAIRS: readonly { fields: readonly (keyof BrandColors)[]; least: number; contrast: (colors: BrandColors) => number; words: string }[] = [
  { fields: ['text', 'background'], least: 4.5, contrast: (c) => contrastRatio(c.text, c.background), words: 'between its text and background' },
  { fields: ['accent', 'background'], least: 3, contrast: (c) => contrastRatio(c.accent, c.background), words: 'between its accent and background' },
  { fields: ['accent'], least: 4.5, contrast: (c) => contrastRatio(buttonLabelOn(c.accent), c.accent), words: 'between its accent and its button label' },
];

/** A form with its own theme, as a change of the brand is checked against it. */
export interface ThemedForm {
  id: string;
  title: string;
  theme: FormTheme;
}

/**
 * Refuses a new brand under which a form's theme could no longer be read: the first such form, named
 * with the brand field that made the difference (one the theme leaves to the brand and the change moved)
 * and the figures.
 */
export function assertBrandKeepsThemesReadable(before: Pick<Brand, 'colors'>, next: Pick<Brand, 'colors' | 'font' | 'corners'>, forms: readonly ThemedForm[]): void {
  for (const form of forms) {
    const colors = lookOf(next, form.theme).colors;
    for (const pair of PAIRS) {
      const ratio = pair.contrast(colors);
      if (ratio >= pair.least) continue;
      const inherited = pair.fields.filter((field) => form.theme.colors?.[field] === undefined);
      const blamed = inherited.find((field) => before.colors[field] !== next.colors[field]) ?? inherited[0] ?? pair.fields[0];
      throw DomainError.invalid(
        `colors.${blamed}`,
        `would give form "${form.title}" (${form.id}) a contrast of ${ratio.toFixed(2)}:1 ${pair.words}; at least ${pair.least}:1 is needed`,
      );
    }
  }
}
