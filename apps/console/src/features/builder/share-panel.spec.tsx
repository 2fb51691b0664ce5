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
});
