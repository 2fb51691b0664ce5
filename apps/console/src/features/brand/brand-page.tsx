import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, unwrap, type Schema } from '../../api';
import { AdminsOnly } from '../../components/admins-only';
import { ErrorMessage, Loading, PageHeading } from '../../components/ui';
import { buttonLabelOn, COLOUR, contrastChecks, type ContrastCheck } from '../../lib/contrast';
import { ApiError, fieldOfError, messageOf } from '../../lib/errors';
import { brandKeys } from './query-keys';

type Brand = Schema<'Brand'>;

const COLOUR_FIELDS = [
  { key: 'background', label: 'Background' },
  { key: 'text', label: 'Text' },
  { key: 'accent', label: 'Accent (buttons, focus rings, selected options)' },
] as const;
type ColourKey = (typeof COLOUR_FIELDS)[number]['key'];

const FONTS: Record<Brand['font'], { label: string; stack: string }> = {
  system: { label: 'System', stack: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  serif: { label: 'Serif', stack: 'Georgia, "Times New Roman", serif' },
  rounded: { label: 'Rounded', stack: 'ui-rounded, "SF Pro Rounded", "Nunito", system-ui, sans-serif' },
  mono: { label: 'Monospace', stack: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace' },
};
const CORNERS: Record<Brand['corners'], { label: string; radius: string; button: string }> = {
  square: { label: 'Square', radius: '0', button: '0' },
  rounded: { label: 'Rounded', radius: '0.5rem', button: '0.5rem' },
  pill: { label: 'Pill', radius: '0.75rem', button: '999px' },
};

/** The fields a refusal of the brand may name (`brand.colors.text`, `brand.embed_origins[1]`). */
const BRAND_FIELDS = ['colors.background', 'colors.text', 'colors.accent', 'font', 'corners', 'embed_origins'] as const;
type BrandField = (typeof BRAND_FIELDS)[number];

interface Values {
  colors: Record<ColourKey, string>;
  font: Brand['font'];
  corners: Brand['corners'];
  origins: string;
}

function valuesOf(brand: Brand): Values {
  return { colors: { ...brand.colors }, font: brand.font, corners: brand.corners, origins: brand.embed_origins.join('\n') };
}

/** How the workspace's forms look: colours checked for contrast, font, corners, logo and the sites that may frame them. */
export function BrandPage() {
  return (
    <>
      <PageHeading title="Brand">Brand</PageHeading>
      <AdminsOnly what="the brand">
        <BrandEditor />
      </AdminsOnly>
    </>
  );
}

function BrandEditor() {
  const brand = useQuery({ queryKey: brandKeys.brand, queryFn: () => unwrap(api.GET('/api/console/brand')) });
  if (brand.isPending) return <Loading what="the brand" />;
  if (brand.isError) return <ErrorMessage error={brand.error} />;
  return (
    <>
      <BrandForm brand={brand.data.brand} />
      <LogoSection logo={brand.data.brand.logo} />
    </>
  );
}

function Figure({ check, id }: { check: ContrastCheck | undefined; id: string }) {
  if (!check) return null;
  return (
    <p className={check.passes ? 'hint' : 'hint contrast-fails'} id={id}>
      {check.pair}: {check.text}
    </p>
  );
}

function BrandForm({ brand }: { brand: Brand }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(brand));
  const save = useMutation({
    mutationFn: (next: Values) =>
      unwrap(
        api.PATCH('/api/console/brand', {
          body: {
            brand: {
              colors: next.colors,
              font: next.font,
              corners: next.corners,
              embed_origins: next.origins
                .split('\n')
                .map((line) => line.trim())
                .filter((line) => line !== ''),
            },
          },
        }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(brandKeys.brand, saved),
  });
  const checks = contrastChecks(values.colors);
  const fieldInError = fieldOfError(save.error, 'brand', BRAND_FIELDS);
  const errorId = (field: BrandField) => `${field.replace('.', '-')}-error`;
  const fieldError = (field: BrandField) =>
    fieldInError === field ? (
      <p className="field-error" id={errorId(field)} role="alert">
        {messageOf(save.error)}
      </p>
    ) : null;
  const describedBy = (field: BrandField, ...others: string[]) => [...others, ...(fieldInError === field ? [errorId(field)] : [])].join(' ') || undefined;
  const changed = () => {
    if (save.isSuccess || save.isError) save.reset();
  };
  const setColour = (key: ColourKey, value: string) => {
    setValues((old) => ({ ...old, colors: { ...old.colors, [key]: value } }));
    changed();
  };
  const figureFor: Record<ColourKey, ContrastCheck[]> = {
    background: [],
    text: checks ? [checks.text] : [],
    accent: checks ? [checks.accent, checks.label] : [],
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };

  return (
    <section aria-labelledby="look-heading" className="section">
      <h2 id="look-heading">Look</h2>
      <div className="brand-layout">
        <form onSubmit={onSubmit} className="stacked-form" noValidate>
          {COLOUR_FIELDS.map(({ key, label }) => {
            const field = `colors.${key}` as BrandField;
            const value = values.colors[key];
            const figures = figureFor[key].map((_, index) => `${key}-contrast-${index}`);
            return (
              <div className="field" key={key}>
                <label htmlFor={`colour-${key}`}>{label}</label>
                <div className="inline-field">
                  <input
                    type="text"
                    id={`colour-${key}`}
                    name={key}
                    value={value}
                    spellCheck={false}
                    autoComplete="off"
                    aria-invalid={fieldInError === field ? true : undefined}
                    aria-describedby={describedBy(field, ...figures)}
                    onChange={(event) => setColour(key, event.target.value)}
                  />
                  <input
                    type="color"
                    aria-label={`${label}: pick`}
                    value={COLOUR.test(value) ? value.toLowerCase() : '#000000'}
                    onChange={(event) => setColour(key, event.target.value)}
                  />
                </div>
                {figureFor[key].map((check, index) => (
                  <Figure key={check.pair} check={check} id={figures[index]} />
                ))}
                {fieldError(field)}
              </div>
            );
          })}
          <div className="field">
            <label htmlFor="brand-font">Font</label>
            <select
              id="brand-font"
              value={values.font}
              aria-invalid={fieldInError === 'font' ? true : undefined}
              aria-describedby={describedBy('font')}
              onChange={(event) => {
                setValues((old) => ({ ...old, font: event.target.value as Brand['font'] }));
                changed();
              }}
            >
              {Object.entries(FONTS).map(([font, { label }]) => (
                <option key={font} value={font}>
                  {label}
                </option>
              ))}
            </select>
            <p className="hint">Fonts every browser already has: nothing is downloaded.</p>
            {fieldError('font')}
          </div>
          <div className="field">
            <label htmlFor="brand-corners">Corners</label>
            <select
              id="brand-corners"
              value={values.corners}
              aria-invalid={fieldInError === 'corners' ? true : undefined}
              aria-describedby={describedBy('corners')}
              onChange={(event) => {
                setValues((old) => ({ ...old, corners: event.target.value as Brand['corners'] }));
                changed();
              }}
            >
              {Object.entries(CORNERS).map(([corners, { label }]) => (
                <option key={corners} value={corners}>
                  {label}
                </option>
              ))}
            </select>
            {fieldError('corners')}
          </div>
          <div className="field">
            <label htmlFor="brand-origins">Sites that may show your forms in a frame</label>
            <textarea
              id="brand-origins"
              rows={3}
              value={values.origins}
              aria-invalid={fieldInError === 'embed_origins' ? true : undefined}
              aria-describedby={describedBy('embed_origins', 'brand-origins-hint')}
              onChange={(event) => {
                setValues((old) => ({ ...old, origins: event.target.value }));
                changed();
              }}
            />
            <p className="hint" id="brand-origins-hint">
              One origin a line, such as https://www.example.com. Empty: any site.
            </p>
            {fieldError('embed_origins')}
          </div>
          <div className="actions">
            <button type="submit" className="button" disabled={save.isPending}>
              Save brand
            </button>
            <span role="status">{save.isPending ? 'Saving…' : save.isSuccess ? 'Saved.' : ''}</span>
          </div>
          {save.isError && fieldInError === undefined && (
            <p role="alert" className="error">
              {messageOf(save.error)}
            </p>
          )}
        </form>
        <Preview values={values} logo={brand.logo} />
      </div>
    </section>
  );
}

/** A sample form in the colours, font and corners chosen: set through the style prop, which the page's policy allows. */
function Preview({ values, logo }: { values: Values; logo: Brand['logo'] }) {
  const valid = COLOUR_FIELDS.every(({ key }) => COLOUR.test(values.colors[key]));
  const colors = valid ? values.colors : { background: '#ffffff', text: '#111827', accent: '#1d4ed8' };
  const corners = CORNERS[values.corners];
  return (
    <figure className="brand-preview">
      <figcaption>Preview</figcaption>
      <div
        className="brand-preview-card"
        data-testid="brand-preview"
        style={{ background: colors.background, color: colors.text, fontFamily: FONTS[values.font].stack, borderRadius: corners.radius }}
      >
        {logo && <img className="brand-preview-logo" src={logo.url} alt={logo.alt} width={logo.width} height={logo.height} />}
        <p className="brand-preview-title">Customer feedback</p>
        <label className="brand-preview-label" htmlFor="brand-preview-answer">
          How did we do?
        </label>
        <input
          id="brand-preview-answer"
          type="text"
          readOnly
          tabIndex={-1}
          value="Very well"
          style={{ borderRadius: corners.radius, borderColor: colors.text, color: colors.text, background: colors.background }}
        />
        <span className="brand-preview-button" style={{ background: colors.accent, color: buttonLabelOn(colors.accent), borderRadius: corners.button }}>
          Submit
        </span>
      </div>
    </figure>
  );
}

function LogoSection({ logo }: { logo: Brand['logo'] }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(logo?.alt ?? '');
  const upload = useMutation({
    mutationFn: ({ file, alt }: { file: File | null; alt: string }) => {
      const body = new FormData();
      body.append('alt', alt);
      if (file) body.append('file', file, file.name);
      // The generated client sends FormData as it is: the browser writes the multipart body and its boundary.
      return unwrap(api.PUT('/api/console/brand/logo', { body: body as unknown as { file: string; alt: string } }));
    },
    onSuccess: (saved) => queryClient.setQueryData(brandKeys.brand, saved),
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/console/brand/logo')),
    onSuccess: (saved) => queryClient.setQueryData(brandKeys.brand, saved),
  });
  // The logo's refusals name the multipart part itself: `file` or `alt`.
  const fieldInError = upload.error instanceof ApiError ? upload.error.field : undefined;
  const problem = (field: 'file' | 'alt') =>
    fieldInError === field ? (
      <p className="field-error" id={`logo-${field}-error`} role="alert">
        {messageOf(upload.error)}
      </p>
    ) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    upload.mutate({ file, alt });
  };

  return (
    <section aria-labelledby="logo-heading" className="section">
      <h2 id="logo-heading">Logo</h2>
      {logo ? (
        <p>
          <img className="brand-logo" src={logo.url} alt={logo.alt} width={logo.width} height={logo.height} />
        </p>
      ) : (
        <p className="empty">No logo yet: the forms show the workspace&apos;s name only.</p>
      )}
      <form onSubmit={onSubmit} className="stacked-form" noValidate>
        <div className="field">
          <label htmlFor="logo-file">Image</label>
          <input
            id="logo-file"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-invalid={fieldInError === 'file' ? true : undefined}
            aria-describedby={['logo-file-hint', ...(fieldInError === 'file' ? ['logo-file-error'] : [])].join(' ')}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              upload.reset();
            }}
          />
          <p className="hint" id="logo-file-hint">
            PNG, JPEG or WebP, at most 512 KiB and 2000 pixels a side.
          </p>
          {problem('file')}
        </div>
        <div className="field">
          <label htmlFor="logo-alt">Alt text</label>
          <input
            id="logo-alt"
            type="text"
            value={alt}
            maxLength={200}
            aria-invalid={fieldInError === 'alt' ? true : undefined}
            aria-describedby={['logo-alt-hint', ...(fieldInError === 'alt' ? ['logo-alt-error'] : [])].join(' ')}
            onChange={(event) => {
              setAlt(event.target.value);
              upload.reset();
            }}
          />
          <p className="hint" id="logo-alt-hint">
            What the logo says, for people who cannot see it (usually the name it shows).
          </p>
          {problem('alt')}
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={upload.isPending}>
            Upload logo
          </button>
          {logo && (
            <button type="button" className="button secondary" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Remove logo
            </button>
          )}
          <span role="status">{upload.isPending ? 'Uploading…' : upload.isSuccess ? 'Logo saved.' : remove.isSuccess && !logo ? 'Logo removed.' : ''}</span>
        </div>
        {upload.isError && fieldInError !== 'file' && fieldInError !== 'alt' && (
          <p role="alert" className="error">
            {messageOf(upload.error)}
          </p>
        )}
        {remove.isError && <ErrorMessage error={remove.error} />}
      </form>
    </section>
  );
}
