import type { ReactNode } from 'react';
import { THEME_CORNERS, THEME_FONTS } from '../../lib/server-rules';
import type { ThemeDraft, ThemeField } from './form-theme';

export type ThemeErrors = Partial<Record<ThemeField, string>>;

/** A label, its control, a hint and the API's refusal right under it. */
function ThemeControl({ field, label, hint, errors, children }: { field: ThemeField; label: string; hint?: string; errors: ThemeErrors; children: (props: Record<string, unknown>) => ReactNode }) {
  const id = `theme-${field}`;
  const error = errors[field];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({ id, ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(error ? { 'aria-invalid': true } : {}) })}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const COLOURS = [
  { field: 'background', label: 'Background' },
  { field: 'text', label: 'Text' },
  { field: 'accent', label: 'Accent (buttons, focus rings, selected options)' },
] as const;

/**
 * How this form looks: the workspace's brand, or colours, font and corners of its own over it. Saved
 * through the draft with the rest of the form; the server checks the colours for contrast as they will be
 * shown and its refusal, with the figures, is shown beside the field it names.
 */
export function ThemePanel({ theme, errors, onChange }: { theme: ThemeDraft; errors: ThemeErrors; onChange: (change: Partial<ThemeDraft>) => void }) {
  return (
    <section className="section builder-panel" aria-labelledby="theme-heading">
      <h2 id="theme-heading">Theme</h2>
      <fieldset className="checkboxes">
        <legend>Look</legend>
        <label className="checkbox">
          <input type="radio" name="theme-look" checked={theme.useBrand} onChange={() => onChange({ useBrand: true })} /> Use the workspace brand
        </label>
        <label className="checkbox">
          <input type="radio" name="theme-look" checked={!theme.useBrand} onChange={() => onChange({ useBrand: false })} /> Custom colours, font and corners
        </label>
      </fieldset>
      {errors.theme && (
        <p className="field-error" role="alert">
          {errors.theme}
        </p>
      )}
      {!theme.useBrand && (
        <>
          {COLOURS.map(({ field, label }) => (
            <ThemeControl key={field} field={field} label={label} hint="#rrggbb; empty: the brand's" errors={errors}>
              {(props) => <input type="text" value={theme[field]} placeholder="#rrggbb" spellCheck={false} onChange={(event) => onChange({ [field]: event.target.value })} {...props} />}
            </ThemeControl>
          ))}
          <ThemeControl field="font" label="Font" errors={errors}>
            {(props) => (
              <select value={theme.font} onChange={(event) => onChange({ font: event.target.value })} {...props}>
                <option value="">The brand&apos;s</option>
                {THEME_FONTS.map((font) => (
                  <option key={font} value={font}>
                    {font}
                  </option>
                ))}
              </select>
            )}
          </ThemeControl>
          <ThemeControl field="corners" label="Corners" errors={errors}>
            {(props) => (
              <select value={theme.corners} onChange={(event) => onChange({ corners: event.target.value })} {...props}>
                <option value="">The brand&apos;s</option>
                {THEME_CORNERS.map((corners) => (
                  <option key={corners} value={corners}>
                    {corners}
                  </option>
                ))}
              </select>
            )}
          </ThemeControl>
        </>
      )}
    </section>
  );
}
