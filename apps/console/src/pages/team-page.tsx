import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, PAGE_SIZE, unwrap } from '../api';
import { ErrorMessage, Loading, PageHeading, Pagination } from '../components';
import { listSearch, pageOf } from '../lib/list-params';
import { useFormatDate } from '../me';

/** The workspace's members, active or not, oldest first. Inviting and changing them comes later. */
export function TeamPage() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const formatDate = useFormatDate();
  const members = useQuery({
    queryKey: ['team-members', { page }],
    queryFn: () => unwrap(api.GET('/api/console/team-members', { params: { query: { page_number: page, page_size: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeading title="Team">Team</PageHeading>
      {members.isPending ? (
        <Loading what="the team" />
      ) : members.isError ? (
        <ErrorMessage error={members.error} />
      ) : members.data.team_members.length === 0 ? (
        <p className="empty">No team members on this page.</p>
      ) : (
        <>
          <table className="table">
            <caption className="visually-hidden">Team members</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Member since</th>
              </tr>
            </thead>
            <tbody>
              {members.data.team_members.map((member) => (
                <tr key={member.id}>
                  <td data-label="Name">{`${member.first_name} ${member.last_name}`.trim() || '—'}</td>
                  <td data-label="Email" className="break">
                    {member.email}
                  </td>
                  <td data-label="Role">{member.organization_role}</td>
                  <td data-label="Status">{member.active ? 'Active' : 'Deactivated'}</td>
                  <td data-label="Member since">
                    <time dateTime={member.created_at}>{formatDate(member.created_at)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination label="Pages of team members" pagination={members.data.pagination} hrefOf={(next) => `/team${listSearch({ page: next })}`} />
        </>
      )}
    </>
  );
}
