import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../testing/fake-api';
import { aForm, aMe, FORM_ID } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { Builder } from './builder';

// How the Add question list answers Escape, by mouse and by keyboard alone. This is the builder's own
// behaviour, so it is checked here against a fake of the console API; the browser specs keep the journeys.

async function openEmptyBuilder() {
  const api = installFakeApi();
  api.on('GET', '/api/console/me', { body: aMe() });
  api.on('GET', '/api/console/forms/:id', { body: { form: aForm({ title: 'Escape hatch', questions: [] }) }, headers: { ETag: '"v1"' } });
  renderPage(<Builder formId={FORM_ID} />, { at: `/forms/${FORM_ID}`, pattern: 'forms/:formId' });
  await screen.findByRole('heading', { name: 'Questions' });
  return { api, user: userEvent.setup({ delay: null }) };
}

const kinds = () => screen.queryByRole('list', { name: 'Kinds of question' });
const cards = () => document.querySelectorAll('.question-card');

it('closes the Add question list on Escape, from the button or from inside the list, and gives the focus back to the button', async () => {
  const { api, user } = await openEmptyBuilder();
  const add = screen.getByRole('button', { name: 'Add question' });
  await user.click(add);
  expect(kinds()).not.toBeNull();
  expect(add.getAttribute('aria-expanded')).toBe('true');
  await user.keyboard('{Escape}');
  expect(kinds()).toBeNull();
  expect(add.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement?.id).toBe('add-question');

  // Opened from the keyboard, walked into, then left with Escape.
  await user.keyboard('{Enter}');
  expect(kinds()).not.toBeNull();
  await user.tab();
  await user.tab();
  expect(document.activeElement?.textContent).toBe('Long text');
  await user.keyboard('{Escape}');
  expect(kinds()).toBeNull();
  expect(document.activeElement?.id).toBe('add-question');
  // Nothing was added.
  expect(cards()).toHaveLength(0);
  expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
});
