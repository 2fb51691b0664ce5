import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Form } from './draft';
import { SharePanel } from './share-panel';

const url = 'http://acme.localhost:3000/forms/f1';
const form = {
  title: 'Feedback',
  attempt_url: url,
  hidden_fields: ['utm_source', 'ref'],
  is_published: true,
  is_archived: false,
  is_disabled: false,
  is_suspended: false,
} as unknown as Form;

describe('the share panel', () => {
  it('shows the inline, popup and slider snippets of embed.js, each copied by its own button', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<SharePanel form={form} />);
    for (const mode of ['inline', 'popup', 'slider']) {
      const snippet = (screen.getByLabelText(`${mode[0].toUpperCase()}${mode.slice(1)} snippet`) as HTMLTextAreaElement).value;
      expect(snippet).toContain(`data-form="${url}" data-mode="${mode}"`);
      // Only the host page's parameters named as the form's hidden fields go on to the form.
      expect(snippet).toContain(' data-hidden="utm_source,ref"></div>');
      expect(snippet).toContain('<script src="http://acme.localhost:3000/embed.js" async></script>');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: `Copy ${mode} snippet` })));
      expect(writeText).toHaveBeenLastCalledWith(snippet);
      expect(screen.getByText(`${mode[0].toUpperCase()}${mode.slice(1)} snippet copied.`)).toBeTruthy();
    }
    // The plain iframe stays for pages that run no script.
    expect((screen.getByLabelText('Embed code') as HTMLTextAreaElement).value).toContain(`<iframe src="${url}"`);
  });

  it('previews each snippet live on request: inline in the page, the popup in a dialog and the slider in a panel, behind its button', async () => {
    render(<SharePanel form={form} />);
    await screen.findByAltText(/^QR code of the form's link/);
    const preview = `${url}/preview`;
    expect(document.querySelectorAll('iframe')).toHaveLength(0);

    const inline = screen.getByRole('button', { name: 'Show inline preview' });
    expect(inline.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(inline);
    expect(inline.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByTitle('Inline preview: Feedback') as HTMLIFrameElement).src).toBe(preview);
    fireEvent.click(screen.getByRole('button', { name: 'Hide inline preview' }));
    expect(document.querySelectorAll('iframe')).toHaveLength(0);

    for (const [mode, box] of [
      ['popup', 'embed-preview-dialog'],
      ['slider', 'embed-preview-panel'],
    ]) {
      fireEvent.click(screen.getByRole('button', { name: `Show ${mode} preview` }));
      // One preview at a time: showing this one hid the others.
      expect(screen.getAllByRole('button', { name: /^Hide .* preview$/ })).toHaveLength(1);
      // The page shows the snippet's button; the form comes only once it is pressed.
      const button = screen.getByRole('button', { name: 'Give feedback' });
      expect([button.getAttribute('aria-expanded'), document.querySelectorAll('iframe').length]).toEqual(['false', 0]);
      fireEvent.click(button);
      const frame = screen.getByTitle(`${mode[0].toUpperCase()}${mode.slice(1)} preview: Feedback`) as HTMLIFrameElement;
      expect([button.getAttribute('aria-expanded'), frame.src, frame.parentElement!.className]).toEqual(['true', preview, box]);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect([button.getAttribute('aria-expanded'), document.querySelectorAll('iframe').length]).toEqual(['false', 0]);
    }
  });
});
