import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Shell } from '../../shell/shell';
import { descriptionOf, isInvalid } from '../../testing/dom';
import { installFakeApi, type FakeApi } from '../../testing/fake-api';
import { aMe, aPagination } from '../../testing/fixtures';
import { renderPage, testQueryClient } from '../../testing/render';
import { TeamPage } from './team-page';

const me = aMe();
const grace = { ...me.member, id: 'm2', email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', organization_role: 'Standard' };

function serve(api: FakeApi, manage = true) {
  api.on('GET', '/api/console/me', { body: aMe({ manage_team: manage }) });
  api.on('GET', '/api/console/team-members', (request) => ({
    body: { team_members: [me.member, grace], pagination: aPagination(Number(request.query.get('page_number') ?? 1), 2, 22) },
  }));
  api.on('GET', '/api/console/roles', { body: { roles: ['Admin', 'Standard', 'Editor'] } });
}

function open(at = '/team', manage = true) {
  const api = installFakeApi();
  serve(api, manage);
  return { api, page: renderPage(<TeamPage />, { at, pattern: 'team' }), user: userEvent.setup({ delay: null }) };
}

describe('the team page', () => {
  it('lists the members on the page the address names, with links to the others', async () => {
    const { api } = open('/team?page=2');
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getByText('grace@example.com')).toBeTruthy();
    expect(api.requestsTo('GET', '/api/console/team-members')[0].query.get('page_number')).toBe('2');
    const pages = screen.getByRole('navigation', { name: 'Pages of team members' });
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/team');
  });

  it('refuses an empty invitation before asking the server, beside the field', async () => {
    const { api, user } = open();
    await screen.findByRole('table', { name: 'Team members' });
    await user.click(screen.getByRole('button', { name: 'Invite members' }));
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    const emails = screen.getByLabelText('Emails');
    expect(isInvalid(emails)).toBe(true);
    expect(descriptionOf(emails)).toContain('Type at least one email address.');
    expect(api.requestsTo('POST', '/api/console/team-members')).toEqual([]);
  });

  it('invites several addresses at once in the role picked, and says who was invited', async () => {
    const { api, user } = open();
    api.on('POST', '/api/console/team-members', { status: 201, body: { team_members: [{ ...grace, id: 'm3', email: 'a@example.com' }, { ...grace, id: 'm4', email: 'b@example.com' }] } });
    await screen.findByRole('table', { name: 'Team members' });
    await user.click(screen.getByRole('button', { name: 'Invite members' }));
    fireEvent.change(screen.getByLabelText('Emails'), { target: { value: 'a@example.com, b@example.com' } });
    await waitFor(() => expect(within(screen.getByLabelText('Role', { selector: '#invite-role' })).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Role', { selector: '#invite-role' }), { target: { value: 'Editor' } });
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await screen.findByText('Invited a@example.com, b@example.com.');
    expect(api.requestsTo('POST', '/api/console/team-members')[0].body).toEqual({ emails: ['a@example.com', 'b@example.com'], organization_role: 'Editor' });
  });

  it("shows the server's refusal of an invitation beside the field", async () => {
    const { api, user } = open();
    api.on('POST', '/api/console/team-members', { status: 422, body: { error: 'emails[0] "nobody" is not an email address' } });
    await screen.findByRole('table', { name: 'Team members' });
    await user.click(screen.getByRole('button', { name: 'Invite members' }));
    fireEvent.change(screen.getByLabelText('Emails'), { target: { value: 'nobody' } });
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await screen.findByText('emails[0] "nobody" is not an email address');
    expect(descriptionOf(screen.getByLabelText('Emails'))).toContain('is not an email address');
  });

  it.each([
    ['tells an Admin how many bytes of files the workspace stores', true, ['Files stored: 1.5 MB']],
    ['tells a Standard member nothing of the files the workspace stores', false, []],
  ])('%s', async (_, manage, shown) => {
    const api = installFakeApi();
    serve(api, manage);
    const mine = aMe({ manage_team: manage });
    api.on('GET', '/api/console/me', { body: { ...mine, workspace: { ...mine.workspace, storage_bytes: 1_572_864 } } });
    renderPage(<TeamPage />, { at: '/team', pattern: 'team' });
    await screen.findByRole('table', { name: 'Team members' });
    // The tab is named with the workspace once the member's /me has come: what it says is on screen.
    await waitFor(() => expect(document.title).toBe('Team · Acme'));
    expect([...document.querySelectorAll('p')].map((paragraph) => paragraph.textContent).filter((text) => text?.includes('Files stored'))).toEqual(shown);
  });

  it('offers no invitation to a member who does not manage the team', async () => {
    open('/team', false);
    await screen.findByRole('table', { name: 'Team members' });
    expect(screen.queryByRole('button', { name: 'Invite members' })).toBeNull();
  });

  it('shows a Standard member the team without any control, and no Developers in the console', async () => {
    const api = installFakeApi();
    const standard = aMe({ manage_team: false, manage_developers: false, delete_forms: false, delete_submissions: false });
    const admin = { ...me.member, id: 'm1', email: 'admin@example.com', organization_role: 'Admin' };
    const member = { ...standard.member, email: 'standard@example.com', organization_role: 'Standard' };
    api.on('GET', '/api/console/me', { body: { ...standard, member } });
    api.on('GET', '/api/console/team-members', { body: { team_members: [admin, member], pagination: aPagination(1, 1, 2) } });
    api.on('GET', '/api/console/roles', { body: { roles: ['Admin', 'Standard'] } });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={['/team']}>
          <Routes>
            <Route element={<Shell />}>
              <Route path="team" element={<TeamPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Team members' });
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Forms', 'Team', 'Account']);
    expect([...table.querySelectorAll('td[data-label=Email]')].map((cell) => cell.textContent)).toEqual(['admin@example.com', 'standard@example.com']);
    await waitFor(() => expect([...document.querySelectorAll('.tag-list li')].map((tag) => tag.textContent)).toEqual(['Admin', 'Standard']));
    const main = screen.getByRole('main');
    expect(main.querySelectorAll('select, textarea, input')).toHaveLength(0);
    expect(within(main).queryAllByRole('button')).toEqual([]);
  });
});
