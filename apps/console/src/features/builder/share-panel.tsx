import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { embedSnippet, type Form } from './draft';
import { EMBED_BUTTON, EMBED_MODES, type EmbedMode, embedScriptSnippet } from './embed-snippets';

/**
 * How a snippet's mode shows the form on a customer's page, live: the member's preview of the form (the
 * page respondents get, in any state of the form, storing nothing) inline in a sketch of the page, or
 * behind the snippet's button in a dialog (popup) or a side panel (slider). The preview is a page of
 * this origin, which it lets frame it, and the console's policy allows frames of its own origin.
 */
function EmbedPreview({ mode, label, src, formTitle }: { mode: EmbedMode; label: string; src: string; formTitle: string }) {
  const [open, setOpen] = useState(false);
  const frame = <iframe className="embed-preview-frame" src={src} title={`${label} preview: ${formTitle}`} />;
  if (mode === 'inline') return <div className="embed-preview">{frame}</div>;
  const boxId = `share-preview-${mode}-box`;
  return (
    <div className="embed-preview">
      <button type="button" className="button" aria-expanded={open} aria-controls={boxId} onClick={() => setOpen((value) => !value)}>
        {EMBED_BUTTON}
      </button>
      <div id={boxId} className={mode === 'popup' ? 'embed-preview-dialog' : 'embed-preview-panel'} hidden={!open}>
        <button type="button" className="button secondary embed-preview-close" onClick={() => setOpen(false)}>
          Close
        </button>
        {open && frame}
      </div>
    </div>
  );
}

/**
 * The form's link to hand out: copied, as a QR code, or embedded in another site (a plain iframe, or
 * embed.js in one of its three modes, each snippet with its own copy button).
 */
export function SharePanel({ form }: { form: Form }) {
  const url = form.attempt_url;
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const [snippetCopied, setSnippetCopied] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<EmbedMode | null>(null);

  useEffect(() => {
    let current = true;
    // An SVG drawn here and shown as a data: image: nothing is fetched from elsewhere (img-src allows data:).
    qrSvg(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (current) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, or permission refused): the field stays there to copy by hand.
      setCopied('failed');
    }
  };

  const copySnippet = async (label: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setSnippetCopied(`${label} copied.`);
    } catch {
      setSnippetCopied('Copying is not allowed here: select the snippet and copy it.');
    }
  };

  const accepting = form.is_published && !form.is_archived && !form.is_disabled && !form.is_suspended;
  return (
    <section className="section builder-panel" aria-labelledby="share-heading">
      <h2 id="share-heading">Share</h2>
      {!accepting && <p className="hint">Until the form is published, its link shows a page saying that it is not accepting responses.</p>}
      <div className="field">
        <label htmlFor="share-link">Link</label>
        <div className="inline-field">
          <input id="share-link" type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
          <button type="button" className="button secondary" onClick={() => void copy()}>
            Copy link
          </button>
        </div>
        <p role="status" className="hint">
          {copied === 'yes' ? 'Link copied.' : copied === 'failed' ? 'Copying is not allowed here: select the link and copy it.' : ''}
        </p>
      </div>
      <div className="share-grid">
        <figure className="qr">
          {qr ? <img src={qr} width={176} height={176} alt={`QR code of the form's link, ${url}`} /> : <span className="hint">Drawing the QR code…</span>}
          <figcaption className="hint">Scan to open the form</figcaption>
        </figure>
        <div className="field embed">
          <label htmlFor="share-embed">Embed code</label>
          <textarea id="share-embed" readOnly rows={4} value={embedSnippet(url, form.title)} onFocus={(event) => event.target.select()} />
          <p className="hint">Paste it into a page of your site to show the form there.</p>
        </div>
      </div>
      {/* Not a heading: the builder's level-3 headings are its questions. */}
      <div role="group" aria-labelledby="share-embedjs" aria-describedby="share-embedjs-hint">
        <p id="share-embedjs">
          <strong>Embed with embed.js</strong>
        </p>
        <p className="hint" id="share-embedjs-hint">
          The form's height follows its content, and your page receives the events form:ready, form:page and form:submitted on the element. Only the query
          parameters of your page that data-hidden lists (the form's hidden fields) are passed on to the form.
        </p>
        {EMBED_MODES.map(({ mode, label, hint }) => {
          const snippet = embedScriptSnippet(url, mode, form.hidden_fields);
          return (
            <div className="field embed" key={mode}>
              <label htmlFor={`share-embed-${mode}`}>{label}</label>
              <div className="inline-field">
                <textarea id={`share-embed-${mode}`} readOnly rows={3} value={snippet} aria-describedby={`share-embed-${mode}-hint`} onFocus={(event) => event.target.select()} />
                <button type="button" className="button secondary" onClick={() => void copySnippet(label, snippet)}>
                  Copy {label.toLowerCase()}
                </button>
              </div>
              <p className="hint" id={`share-embed-${mode}-hint`}>
                {hint}
              </p>
              <button
                type="button"
                className="button secondary"
                aria-expanded={previewing === mode}
                aria-controls={`share-preview-${mode}`}
                onClick={() => setPreviewing((shown) => (shown === mode ? null : mode))}
              >
                {previewing === mode ? 'Hide' : 'Show'} {mode} preview
              </button>
              <div id={`share-preview-${mode}`}>
                {previewing === mode && <EmbedPreview mode={mode} label={label.replace(/ snippet$/, '')} src={`${url}/preview`} formTitle={form.title} />}
              </div>
            </div>
          );
        })}
        <p role="status" className="hint">
          {snippetCopied ?? ''}
        </p>
      </div>
    </section>
  );
}
