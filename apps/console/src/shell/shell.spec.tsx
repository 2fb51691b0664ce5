import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PageHeading } from '../components/ui';
import { installFakeApi } from '../testing/fake-api';
import { aMe } from '../testing/fixtures';
import { testQueryClient } from '../testing/render';
import { Shell } from './shell';

// How the frame's menu answers the keyboard. That the menu folds away at 375 px, and reads well open,
// needs a real layout: the console's browser spec checks it.

function openAt(at: string) {
  installFakeApi().on('GET', '/api/console/me', { body: aMe() });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route element={<Shell />}>
            <Route path="forms" element={<PageHeading title="Forms">Forms</PageHeading>} />
            <Route path="team" element={<PageHeading title="Team">Team</PageHeading>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const focusedText = () => document.activeElement?.textContent;

describe("the console's menu", () => {
  it('opens and closes by keyboard alone: Tab past the skip link, Enter opens, Escape from inside closes it and gives the focus back', async () => {
    const user = openAt('/forms');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    expect(focusedText()).toBe('Skip to content');
    await user.tab();
    expect(focusedText()).toBe('Menu');
    await user.keyboard('{Enter}');
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('site-menu')?.className).toBe('site-menu open');
    // From inside the open menu, Escape closes it and the focus goes back to its button.
    await user.tab();
    expect(focusedText()).toBe('Forms');
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(focusedText()).toBe('Menu');
  });

  it('following a link from the open menu closes it and puts the focus on the new page’s heading', async () => {
    const user = openAt('/forms');
    await screen.findByRole('button', { name: 'Menu' });
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    expect(focusedText()).toBe('Team');
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Team' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
