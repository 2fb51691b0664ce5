import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { descriptionOf, isInvalid } from '../../testing/dom';
import { installFakeApi } from '../../testing/fake-api';
import { aMe } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { AccountPage } from './account-page';

function open(refusal: { status: number; body: unknown }) {
  const api = installFakeApi()
    .on('GET', '/api/console/me', { body: aMe() })
    .on('GET', '/api/console/sessions', { body: { sessions: [] } })
    .on('PATCH', '/api/console/me', refusal);
  renderPage(<AccountPage />, { at: '/account', pattern: 'account' });
  return { api, user: userEvent.setup({ delay: null }) };
}

async function save(user: ReturnType<typeof userEvent.setup>) {
  const first = await screen.findByLabelText('First name');
  fireEvent.change(first, { target: { value: 'Augusta' } });
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
}

describe('the profile shows a refusal beside the field the API names', () => {
  it.each([
    ['first_name', 'First name'],
    ['last_name', 'Last name'],
    ['time_zone', 'Time zone'],
  ])('%s', async (field, label) => {
    const { user } = open({ status: 422, body: { error: 'is not acceptable', field: `member.${field}` } });
    await save(user);
    await screen.findByText('is not acceptable');
    const input = screen.getByLabelText(label);
    expect(isInvalid(input)).toBe(true);
    expect(descriptionOf(input)).toContain('is not acceptable');
    expect(screen.getAllByText('is not acceptable')).toHaveLength(1);
  });

  it('under the form when it names no field of the profile, whatever the message says', async () => {
    const { user } = open({ status: 422, body: { error: 'member.time_zone "Mars/Olympus" is not a valid time zone' } });
    await save(user);
    const alert = await screen.findByText('member.time_zone "Mars/Olympus" is not a valid time zone');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(isInvalid(screen.getByLabelText('Time zone'))).toBe(false);
  });

  it('under the form for a field it does not show', async () => {
    const { user } = open({ status: 422, body: { error: 'member.email is not allowed', field: 'member.email' } });
    await save(user);
    await screen.findByText('member.email is not allowed');
    for (const label of ['First name', 'Last name', 'Time zone']) expect(isInvalid(screen.getByLabelText(label))).toBe(false);
  });
});
