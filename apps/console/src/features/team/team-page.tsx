import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { api, PAGE_SIZE, unwrap, type Schema } from '../../api';
import { ErrorMessage, Loading, PageHeading, Pagination } from '../../components/ui';
import { parseEmails } from '../../lib/emails';
import { listSearch, pageOf } from '../../lib/list-params';
import { formatStoredBytes } from '../../lib/storage';
import { ME_KEY, useFormatDate, useMe } from '../../me';
import { ConfirmAction } from '../../components/admin-parts';
import { teamKeys } from './query-keys';

function useRoles(enabled: boolean) {
  return useQuery({ queryKey: teamKeys.roles, queryFn: () => unwrap(api.GET('/api/console/roles')), enabled });
}

/**
 * The workspace's members, active or not, oldest first; Admins invite, change and remove them here, and
 * see how many bytes of files the workspace stores.
 */
export function TeamPage() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const formatDate = useFormatDate();
  const me = useMe().data;
  const manage = me?.can.manage_team ?? false;
  const members = useQuery({
    queryKey: teamKeys.memberPage(page),
    queryFn: () => unwrap(api.GET('/api/console/team-members', { params: { query: { page_number: page, page_size: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
  // After the members: a session that has ended then makes one refused request, not two at once.
  const roles = useRoles(members.isSuccess);

  return (
    <>
      <PageHeading title="Team">Team</PageHeading>
      {manage && me && <p className="meta">Files stored: {formatStoredBytes(me.workspace.storage_bytes)}</p>}
      {manage && <InviteMembers roles={roles.data?.roles ?? []} />}
      {members.isPending ? (
        <Loading what="the team" />
      ) : members.isError ? (
        <ErrorMessage error={members.error} />
      ) : members.data.team_members.length === 0 ? (
        <p className="empty">No team members on this page.</p>
      ) : (
        <>
          <table className="table" aria-busy={members.isFetching}>
            <caption className="visually-hidden">Team members</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Member since</th>
                {manage && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {members.data.team_members.map((member) =>
                manage ? (
                  <ManagedMemberRow key={member.id} member={member} roles={roles.data?.roles ?? [member.organization_role]} formatDate={formatDate} />
                ) : (
                  <tr key={member.id}>
                    <MemberCells member={member} formatDate={formatDate} />
                  </tr>
                ),
              )}
            </tbody>
          </table>
          <Pagination label="Pages of team members" pagination={members.data.pagination} hrefOf={(next) => `/team${listSearch({ page: next })}`} />
        </>
      )}
      <Roles manage={manage} roles={roles} />
    </>
  );
}

function nameOf(member: Schema<'TeamMemberV1'>): string {
  return `${member.first_name} ${member.last_name}`.trim();
}

function MemberCells({ member, formatDate, role }: { member: Schema<'TeamMemberV1'>; formatDate: (iso: string) => string; role?: ReactNode }) {
  return (
    <>
      <td data-label="Name" id={`member-${member.id}`}>
        {nameOf(member) || '—'}
      </td>
      <td data-label="Email" className="break" id={`member-${member.id}-email`}>
        {member.email}
      </td>
      <td data-label="Role">{role ?? member.organization_role}</td>
      <td data-label="Status">{member.active ? 'Active' : 'Deactivated'}</td>
      <td data-label="Member since">
        <time dateTime={member.created_at}>{formatDate(member.created_at)}</time>
      </td>
    </>
  );
}

/** One member with an Admin's controls; a refusal (the last Admin, say) is shown in the member's row. */
function ManagedMemberRow({ member, roles, formatDate }: { member: Schema<'TeamMemberV1'>; roles: string[]; formatDate: (iso: string) => string }) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: teamKeys.members });
    // Changing oneself changes what one may do.
    void queryClient.invalidateQueries({ queryKey: ME_KEY });
  };
  const update = useMutation({
    mutationFn: (changes: Schema<'ConsoleTeamMemberChanges'>) =>
      unwrap(api.PATCH('/api/console/team-members/{team_member_id}', { params: { path: { team_member_id: member.id } }, body: { team_member: changes } })),
    onSuccess: ({ team_member: saved }) => {
      // The row shows the change at once, not after the list has been fetched again.
      queryClient.setQueriesData<Schema<'TeamMemberListV1'>>({ queryKey: teamKeys.members }, (old) =>
        old ? { ...old, team_members: old.team_members.map((other) => (other.id === saved.id ? saved : other)) } : old,
      );
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/console/team-members/{team_member_id}', { params: { path: { team_member_id: member.id } } })),
    onSuccess: refresh,
  });
  const who = `member-${member.id}-email`;
  const errorId = `member-${member.id}-error`;
  const roleChoices = roles.includes(member.organization_role) ? roles : [member.organization_role, ...roles];

  return (
    <tr>
      <MemberCells
        member={member}
        formatDate={formatDate}
        role={
          <>
            <label htmlFor={`member-${member.id}-role`} className="visually-hidden">
              Role
            </label>
            <select
              id={`member-${member.id}-role`}
              // While the change is on its way the select keeps the role just picked, instead of flicking back
              // to the stored one until the answer arrives.
              value={update.isPending ? (update.variables?.organization_role ?? member.organization_role) : member.organization_role}
              disabled={update.isPending}
              aria-describedby={update.isError ? `${who} ${errorId}` : who}
              onChange={(event) => update.mutate({ organization_role: event.target.value })}
            >
              {roleChoices.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          </>
        }
      />
      <td data-label="Actions">
        <div className="actions row-actions">
          <button
            type="button"
            className="button secondary"
            disabled={update.isPending}
            aria-describedby={update.isError ? `${who} ${errorId}` : who}
            onClick={() => update.mutate({ active: !member.active })}
          >
            {member.active ? 'Deactivate' : 'Reactivate'}
          </button>
          <ConfirmAction
            label="Remove"
            describedBy={who}
            question={`Remove ${member.email} from the workspace? They are signed out at once.`}
            confirmLabel="Remove member"
            pending={remove.isPending}
            error={remove.isError ? remove.error : undefined}
            onConfirm={() => remove.mutate()}
          />
        </div>
        {update.isPending && <span role="status">Saving…</span>}
        {update.isError && <ErrorMessage error={update.error} id={errorId} />}
      </td>
    </tr>
  );
}

function InviteMembers({ roles }: { roles: string[] }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState('Standard');
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: (input: { emails: string[]; role: string }) =>
      unwrap(api.POST('/api/console/team-members', { body: { emails: input.emails, organization_role: input.role } })),
    onSuccess: () => {
      setEmails('');
      void queryClient.invalidateQueries({ queryKey: teamKeys.members });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const list = parseEmails(emails);
    if (list.length === 0) {
      setProblem('Type at least one email address.');
      return;
    }
    setProblem(null);
    invite.mutate({ emails: list, role });
  };
  const emailsError = problem ?? (invite.isError ? invite.error : null);

  return (
    <section aria-labelledby="invite-heading" className="section tight">
      <h2 id="invite-heading" className="visually-hidden">
        Invite members
      </h2>
      <button type="button" className="button" aria-expanded={open} aria-controls="invite-form" onClick={() => setOpen((value) => !value)}>
        Invite members
      </button>
      <form id="invite-form" hidden={!open} onSubmit={onSubmit} className="stacked-form panel" noValidate>
        <div className="field">
          <label htmlFor="invite-emails">Emails</label>
          <p className="hint" id="invite-emails-hint">
            Several at once: separate them with commas or put one on each line. Each gets an invitation email.
          </p>
          <textarea
            id="invite-emails"
            name="emails"
            rows={3}
            value={emails}
            aria-invalid={emailsError ? true : undefined}
            aria-describedby={emailsError ? 'invite-emails-hint invite-error' : 'invite-emails-hint'}
            onChange={(event) => {
              setEmails(event.target.value);
              if (invite.isError || invite.isSuccess) invite.reset();
            }}
          />
          {problem ? (
            <p role="alert" className="field-error" id="invite-error">
              {problem}
            </p>
          ) : invite.isError ? (
            <ErrorMessage error={invite.error} id="invite-error" />
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" name="role" value={role} onChange={(event) => setRole(event.target.value)}>
            {(roles.length ? roles : ['Standard']).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={invite.isPending}>
            Send invitations
          </button>
          <span role="status">
            {invite.isPending
              ? 'Sending…'
              : invite.isSuccess
                ? invite.data.team_members.length === 0
                  ? 'They are members already: nobody new was invited.'
                  : `Invited ${invite.data.team_members.map((member) => member.email).join(', ')}.`
                : ''}
          </span>
        </div>
      </form>
    </section>
  );
}

function Roles({ manage, roles }: { manage: boolean; roles: ReturnType<typeof useRoles> }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const add = useMutation({
    mutationFn: (role: string) => unwrap(api.POST('/api/console/roles', { body: { role: { name: role } } })),
    onSuccess: (data) => {
      setName('');
      queryClient.setQueryData(teamKeys.roles, data);
    },
  });
  return (
    <section aria-labelledby="roles-heading" className="section">
      <h2 id="roles-heading">Roles</h2>
      {roles.isPending ? (
        <Loading what="roles" />
      ) : roles.isError ? (
        <ErrorMessage error={roles.error} />
      ) : (
        <ul className="tag-list">
          {roles.data.roles.map((role) => (
            <li key={role} className="badge">
              {role}
            </li>
          ))}
        </ul>
      )}
      {manage && (
        <form
          className="inline-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(name.trim());
          }}
        >
          <div className="field">
            <label htmlFor="role-name">New role</label>
            <input
              id="role-name"
              type="text"
              value={name}
              aria-invalid={add.isError ? true : undefined}
              aria-describedby={add.isError ? 'role-error' : undefined}
              onChange={(event) => {
                setName(event.target.value);
                if (add.isError || add.isSuccess) add.reset();
              }}
            />
          </div>
          <button type="submit" className="button secondary" disabled={add.isPending}>
            Add role
          </button>
          <span role="status">{add.isSuccess ? `Added ${add.variables}.` : ''}</span>
          {add.isError && <ErrorMessage error={add.error} id="role-error" />}
        </form>
      )}
    </section>
  );
}
