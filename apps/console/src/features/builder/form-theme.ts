import type { Schema } from '../../api';

/** The Theme section of the builder: the form's own look over the workspace's brand, as edited. */

export type FormThemeInput = Schema<'FormThemeInput'>;


/** Every field as its control holds it: '' follows the brand. */
export interface ThemeDraft {
  /** true: the workspace's brand alone (the API's null). */
  useBrand: boolean;
  background: string;
  text: string;
  accent: string;
  font: string;
  corners: string;
}

export type ThemeField = 'background' | 'text' | 'accent' | 'font' | 'corners' | 'theme';

/** A form's theme as the API shows it (only the fields it sets), or null. */
interface ShownTheme {
  colors?: { background?: string; text?: string; accent?: string };
  font?: string;
  corners?: string;
}

export function themeDraftOf(theme: ShownTheme | null | undefined): ThemeDraft {
  return {
    useBrand: theme === null || theme === undefined,
    background: theme?.colors?.background ?? '',
    text: theme?.colors?.text ?? '',
    accent: theme?.colors?.accent ?? '',
    font: theme?.font ?? '',
    corners: theme?.corners ?? '',
  };
}

/** What a save sends: null for the brand alone, else the fields set (the API replaces the whole theme). */
export function themeChangeOf(draft: ThemeDraft): FormThemeInput | null {
  if (draft.useBrand) return null;
  const colors = Object.fromEntries((['background', 'text', 'accent'] as const).map((name) => [name, draft[name].trim()]).filter(([, value]) => value !== ''));
  // The font and corners as chosen from the lists; anything else the server refuses by its field.
  return {
    ...(Object.keys(colors).length > 0 ? { colors } : {}),
    ...(draft.font ? { font: draft.font as FormThemeInput['font'] } : {}),
    ...(draft.corners ? { corners: draft.corners as FormThemeInput['corners'] } : {}),
  };
}

export function sameThemeDraft(a: ThemeDraft, b: ThemeDraft): boolean {
  return JSON.stringify(themeChangeOf(a)) === JSON.stringify(themeChangeOf(b));
}

/** The theme's field a refusal names (`form.theme.colors.text`, `form.theme.font`), or null when it names another. */
export function themeFieldOfPath(path: string): ThemeField | null {
  const match = /^form\.theme(?:\.(?:colors\.(background|text|accent)|(font|corners)))?$/.exec(path);
  if (!match) return null;
  return (match[1] ?? match[2] ?? 'theme') as ThemeField;
}
