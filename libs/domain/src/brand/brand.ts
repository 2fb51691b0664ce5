import { DomainError } from '../errors';

export const BRAND_FONTS = ['system', 'serif', 'rounded', 'mono'] as const;
export type BrandFont = (typeof BRAND_FONTS)[number];

export const BRAND_CORNERS = ['square', 'rounded', 'pill'] as const;
export type BrandCorners = (typeof BRAND_CORNERS)[number];

export const MAX_EMBED_ORIGINS = 20;

export interface BrandColors {
  background: string;
  text: string;
  accent: string;
}

/** How a workspace's forms look, and which sites may frame them. */
export interface Brand {
  colors: BrandColors;
  font: BrandFont;
  corners: BrandCorners;
  /** Sites that may show the forms in a frame; empty: any. */
  embedOrigins: string[];
}

/** The fields a change names replace those fields; the others keep their values. */
export interface BrandChanges {
  colors?: Partial<Record<keyof BrandColors, string>>;
  font?: string;
  corners?: string;
  embedOrigins?: readonly string[];
}

/** What a workspace that never chose anything shows. */
export const DEFAULT_BRAND: Brand = {
  colors: { background: '#ffffff', text: '#111827', accent: '#1d4ed8' },
  font: 'system',
  corners: 'rounded',
  embedOrigins: [],
};

export function defaultBrand(): Brand {
  return { colors: { ...DEFAULT_BRAND.colors }, font: DEFAULT_BRAND.font, corners: DEFAULT_BRAND.corners, embedOrigins: [] };
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The two labels a button can take, the one that contrasts more with its accent. */
const WHITE = '#ffffff';
const BLACK = '#000000';

/** The smallest ratios people with low vision can read (WCAG 2.2: text 4.5:1, other shapes 3:1). */
const TEXT_CONTRAST = 4.5;
const SHAPE_CONTRAST = 3;

/** A channel of sRGB as light: WCAG 2.2's relative luminance. */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(colour: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => linear(parseInt(colour.slice(start, start + 2), 16)));
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * The contrast of two colours, lighter over darker, rounded DOWN to two decimals: a pair that only reaches
 * a threshold by rounding up does not reach it. The small allowance keeps an exact figure (4.5) from
 * falling to 4.49 through binary fractions.
 */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  const ratio = (lighter + 0.05) / (darker + 0.05);
  return Math.floor(ratio * 100 + 1e-9) / 100;
}

/** The label of a button on `accent`: white or black, whichever contrasts more (white when equal). */
export function buttonLabelOn(accent: string): string {
  return contrastRatio(WHITE, accent) >= contrastRatio(BLACK, accent) ? WHITE : BLACK;
}

export function colourOf(field: string, value: string): string {
  if (!COLOUR.test(value)) throw DomainError.invalid(field, 'must be a colour written #rrggbb, such as #1d4ed8');
  return value.toLowerCase();
}

export function oneOf<T extends string>(field: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw DomainError.invalid(field, `must be one of: ${allowed.join(', ')}`);
  return value as T;
}

/** `https://host[:port]` exactly, lower-cased: what a browser sends as the origin of a page that frames the form. */
function originOf(field: string, value: string): string {
  const problem = 'must be an origin such as https://www.example.com (https, a host and an optional port, nothing after)';
  if (!/^https:\/\/[^/?#@\s]+$/i.test(value)) throw DomainError.invalid(field, problem);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw DomainError.invalid(field, problem);
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') throw DomainError.invalid(field, problem);
  return url.origin;
}

function embedOriginsOf(values: readonly string[]): string[] {
  if (values.length > MAX_EMBED_ORIGINS) throw DomainError.invalid('embedOrigins', `must list at most ${MAX_EMBED_ORIGINS} origins`);
  const origins = values.map((value, index) => originOf(`embedOrigins[${index}]`, value));
  origins.forEach((origin, index) => {
    if (origins.indexOf(origin) !== index) throw DomainError.invalid(`embedOrigins[${index}]`, `repeats ${origin}`);
  });
  return origins;
}

function figure(ratio: number): string {
  return `${ratio.toFixed(2)}:1`;
}

/**
 * Refuses colours people cannot read: text on background, the accent (buttons, focus rings, selected
 * options) against the background, and the button's label on the accent. `under` names the object the
 * colours belong to (`brand`), for the message's second field.
 */
export function assertReadableColours(colors: BrandColors, under: string): void {
  const text = contrastRatio(colors.text, colors.background);
  if (text < TEXT_CONTRAST) {
    throw DomainError.invalid('colors.text', `has a contrast of ${figure(text)} against ${under}.colors.background; at least ${TEXT_CONTRAST}:1 is needed`);
  }
  const accent = contrastRatio(colors.accent, colors.background);
  if (accent < SHAPE_CONTRAST) {
    throw DomainError.invalid('colors.accent', `has a contrast of ${figure(accent)} against ${under}.colors.background; at least ${SHAPE_CONTRAST}:1 is needed`);
  }
  const label = buttonLabelOn(colors.accent);
  const onAccent = contrastRatio(label, colors.accent);
  if (onAccent < TEXT_CONTRAST) {
    throw DomainError.invalid('colors.accent', `has a contrast of ${figure(onAccent)} against its button label (${label}); at least ${TEXT_CONTRAST}:1 is needed`);
  }
}

/** The brand with the change applied, checked whole: a refused change names the first field at fault. */
export function changeBrand(current: Brand, changes: BrandChanges): Brand {
  const colours = changes.colors ?? {};
  const colors: BrandColors = {
    background: colours.background === undefined ? current.colors.background : colourOf('colors.background', colours.background),
    text: colours.text === undefined ? current.colors.text : colourOf('colors.text', colours.text),
    accent: colours.accent === undefined ? current.colors.accent : colourOf('colors.accent', colours.accent),
  };
  const next: Brand = {
    colors,
    font: changes.font === undefined ? current.font : oneOf('font', changes.font, BRAND_FONTS),
    corners: changes.corners === undefined ? current.corners : oneOf('corners', changes.corners, BRAND_CORNERS),
    embedOrigins: changes.embedOrigins === undefined ? [...current.embedOrigins] : embedOriginsOf(changes.embedOrigins),
  };
  assertReadableColours(next.colors, 'brand');
  return next;
}
