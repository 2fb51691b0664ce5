import { type BrandCorners, type BrandFont, buttonLabelOn, contrastRatio, DEFAULT_BRAND, type FormTheme, lookOf, type ShownLook } from '@forms/domain';
import { createHash } from 'node:crypto';

// Font stacks the browser already has: nothing is downloaded (the pages load nothing from elsewhere).
const FONTS: Record<BrandFont, string> = {
  system: 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
  serif: 'Georgia,Cambria,"Times New Roman",Times,serif',
  rounded: 'ui-rounded,"SF Pro Rounded","Arial Rounded MT Bold",system-ui,sans-serif',
  mono: 'ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace',
};

// Fields and buttons, then the card around the form.
const CORNERS: Record<BrandCorners, [string, string]> = {
  square: ['0', '0'],
  rounded: ['8px', '12px'],
  pill: ['1.5rem', '1.5rem'],
};

// The page's own red, or a light one on a dark background: the first that reads at 4.5:1, else the text colour.
const ERROR_COLOURS = ['#b91c1c', '#fca5a5'];

function errorColourOn(look: ShownLook): string {
  return ERROR_COLOURS.find((colour) => contrastRatio(colour, look.colors.background) >= 4.5) ?? look.colors.text;
}

/**
 * The rules a look sets, over the page's own stylesheet (which it follows in the page): custom properties
 * for the colours, font and corners, then the rules that use them. Every colour people read is the text
 * or the button's label (checked for contrast when the theme or brand was saved), or a red chosen to read
 * on the background; the summary of problems and the preview banner keep their own light boxes.
 */
function cssOf(look: ShownLook): string {
  const [field, card] = CORNERS[look.corners];
  return `:root{--form-background:${look.colors.background};--form-text:${look.colors.text};--form-accent:${look.colors.accent};` +
    `--form-on-accent:${buttonLabelOn(look.colors.accent)};--form-error:${errorColourOn(look)};--form-font:${FONTS[look.font]};` +
    `--form-field-radius:${field};--form-card-radius:${card}}
body{background:var(--form-background);color:var(--form-text);font-family:var(--form-font)}
.card{background:var(--form-background);border-radius:var(--form-card-radius)}
.workspace,.required,.hint,.progress,.applies{color:var(--form-text)}
a{color:var(--form-text)}
input[type=text],input[type=email],input[type=number],input[type=tel],input[type=url],input[type=date],textarea,select,input[type=file]{background:var(--form-background);color:var(--form-text);border-color:var(--form-text);border-radius:var(--form-field-radius)}
input:focus,textarea:focus,select:focus,button:focus{outline-color:var(--form-accent)}
.choice input{accent-color:var(--form-accent)}
button{background:var(--form-accent);color:var(--form-on-accent);border-radius:var(--form-field-radius)}
button.back{color:var(--form-text);background:var(--form-background);border-color:var(--form-accent)}
[aria-invalid=true]{border-color:var(--form-error)}
.error{color:var(--form-error)}
.summary{color:#1b1b1f}
`;
}

export interface ThemeStylesheet {
  /** Where pages link it: named by its content, so a browser keeps it for good and a new look is a new address. */
  path: string;
  hash: string;
  css: string;
}

/** The stylesheet of a look, and its address under the workspace's host. */
export function themeStylesheet(look: ShownLook): ThemeStylesheet {
  const css = cssOf(look);
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 20);
  return { path: `/theme/${hash}.css`, hash, css };
}

/** Whether a look is the default brand's: the page's own stylesheet shows it, with nothing to link. */
export function isDefaultLook(look: ShownLook): boolean {
  return (
    look.font === DEFAULT_BRAND.font &&
    look.corners === DEFAULT_BRAND.corners &&
    look.colors.background === DEFAULT_BRAND.colors.background &&
    look.colors.text === DEFAULT_BRAND.colors.text &&
    look.colors.accent === DEFAULT_BRAND.colors.accent
  );
}

/**
 * The stylesheets this process linked lately, by hash, so that the page's next request finds its
 * stylesheet without reading anything; another replica, or this one after a restart, works the
 * stylesheet out again from the workspace's brand and themes. Bounded: the oldest are forgotten first.
 */
const LINKED = new Map<string, string>();
const MAX_LINKED = 500;

export function remember(stylesheet: ThemeStylesheet): void {
  if (LINKED.has(stylesheet.hash)) return;
  if (LINKED.size >= MAX_LINKED) LINKED.delete(LINKED.keys().next().value as string);
  LINKED.set(stylesheet.hash, stylesheet.css);
}

export function linkedStylesheet(hash: string): string | undefined {
  return LINKED.get(hash);
}

/** The page's link to the stylesheet of the look its form shows (see FormPage); none for the default brand's. */
export function themeLink(form: { theme: FormTheme | null }): string {
  if (form.theme === null) return '';
  const look = lookOf(DEFAULT_BRAND, form.theme);
  if (isDefaultLook(look)) return '';
  const stylesheet = themeStylesheet(look);
  remember(stylesheet);
  return `<link rel="stylesheet" href="${stylesheet.path}">\n`;
}

/** A hash the pages could name: what `themeStylesheet` makes, and nothing else reaches the lookup. */
export const STYLESHEET_FILE = /^([0-9a-f]{20})\.css$/;
