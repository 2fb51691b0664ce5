/** How embed.js shows a form on another site. */
export type EmbedMode = 'inline' | 'popup' | 'slider';

export const EMBED_MODES: ReadonlyArray<{ mode: EmbedMode; label: string; hint: string }> = [
  { mode: 'inline', label: 'Inline snippet', hint: 'The form inside the page, as tall as its content.' },
  { mode: 'popup', label: 'Popup snippet', hint: 'A button that opens the form in a dialog.' },
  { mode: 'slider', label: 'Slider snippet', hint: 'A button that opens the form in a panel at the side.' },
];

/** The button text a popup or slider snippet starts with; the owner edits it in the snippet. */
export const EMBED_BUTTON = 'Give feedback';

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** `{base_url}/embed.js`, next to the form's own address (`{base_url}/forms/{id}`). */
export function embedScriptUrl(attemptUrl: string): string {
  return `${attemptUrl.replace(/\/forms\/[^/]+\/?$/, '')}/embed.js`;
}

/**
 * What an owner pastes into their page: the placeholder element and the script that fills it. The form's
 * hidden fields go in `data-hidden`: embed.js passes on only the host page's query parameters listed
 * there (a visitor arriving with `?utm_source=...` keeps it), and nothing else of the host's address.
 */
export function embedScriptSnippet(attemptUrl: string, mode: EmbedMode, hiddenFields: readonly string[] = []): string {
  const button = mode === 'inline' ? '' : ` data-button="${attribute(EMBED_BUTTON)}"`;
  const hidden = hiddenFields.length === 0 ? '' : ` data-hidden="${attribute(hiddenFields.join(','))}"`;
  return `<div data-form="${attribute(attemptUrl)}" data-mode="${mode}"${button}${hidden}></div>\n<script src="${attribute(embedScriptUrl(attemptUrl))}" async></script>`;
}
