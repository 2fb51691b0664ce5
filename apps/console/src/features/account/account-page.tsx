import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, unwrap, type Schema } from '../../api';
import { ErrorMessage, Loading, PageHeading } from '../../components/ui';
import { timeZoneChoices } from '../../lib/dates';
import { fieldOfError, messageOf } from '../../lib/errors';
import { ME_KEY, useFormatDate, useMe } from '../../me';
import { accountKeys } from './query-keys';

const PROFILE_FIELDS = ['first_name', 'last_name', 'time_zone'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

export function AccountPage() {
  const me = useMe();
  return (
    <>
      <PageHeading title="Account">Account</PageHeading>
      {me.isPending ? <Loading what="your profile" /> : me.isError ? <ErrorMessage error={me.error} /> : <ProfileForm member={me.data.member} />}
      <Sessions />
    </>
  );
}

function knownTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

function ProfileForm({ member }: { member: Schema<'TeamMemberV1'> }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<ProfileField, string>>({
    first_name: member.first_name,
    last_name: member.last_name,
    time_zone: member.time_zone,
  });
  const save = useMutation({
    mutationFn: (changes: Record<ProfileField, string>) => unwrap(api.PATCH('/api/console/me', { body: { member: changes } })),
    onSuccess: ({ member: saved }) => {
      queryClient.setQueryData(ME_KEY, (old: Schema<'ConsoleMe'> | undefined) => (old ? { ...old, member: saved } : old));
    },
  });

  const fieldInError = fieldOfError(save.error, 'member', PROFILE_FIELDS);
  const errorId = (field: ProfileField) => `${field}-error`;
  const fieldProps = (field: ProfileField) => ({
    id: field,
    name: field,
    value: values[field],
    'aria-invalid': fieldInError === field ? true : undefined,
    'aria-describedby': fieldInError === field ? errorId(field) : undefined,
  });
  const fieldError = (field: ProfileField) =>
    fieldInError === field ? (
      <p className="field-error" id={errorId(field)} role="alert">
        {messageOf(save.error)}
      </p>
    ) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  const set = (field: ProfileField) => (event: { target: { value: string } }) => {
    setValues((old) => ({ ...old, [field]: event.target.value }));
    if (save.isSuccess || save.isError) save.reset();
  };

  return (
    <section aria-labelledby="profile-heading" className="section">
      <h2 id="profile-heading">Profile</h2>
      <p>
        Email: <strong>{member.email}</strong> · Role: {member.organization_role}
      </p>
      <form onSubmit={onSubmit} className="stacked-form" noValidate>
        <div className="field">
          <label htmlFor="first_name">First name</label>
          <input type="text" autoComplete="given-name" {...fieldProps('first_name')} onChange={set('first_name')} />
          {fieldError('first_name')}
        </div>
        <div className="field">
          <label htmlFor="last_name">Last name</label>
          <input type="text" autoComplete="family-name" {...fieldProps('last_name')} onChange={set('last_name')} />
          {fieldError('last_name')}
        </div>
        <div className="field">
          <label htmlFor="time_zone">Time zone</label>
          <select {...fieldProps('time_zone')} onChange={set('time_zone')}>
            {timeZoneChoices(member.time_zone, knownTimeZones()).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
          <p className="hint">Dates in the console are shown in this time zone.</p>
          {fieldError('time_zone')}
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={save.isPending}>
            Save profile
          </button>
          <span role="status">{save.isPending ? 'Saving…' : save.isSuccess ? 'Saved.' : ''}</span>
        </div>
        {save.isError && fieldInError === undefined && (
          <p role="alert" className="error">
            {messageOf(save.error)}
          </p>
        )}
      </form>
    </section>
  );
}

function Sessions() {
  const queryClient = useQueryClient();
  const formatDate = useFormatDate();
  const sessions = useQuery({ queryKey: accountKeys.sessions, queryFn: () => unwrap(api.GET('/api/console/sessions')) });
  const end = useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/console/sessions/{session_id}', { params: { path: { session_id: id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });

  return (
    <section aria-labelledby="sessions-heading" className="section">
      <h2 id="sessions-heading">Sessions</h2>
      <p>Where you are signed in. End a session you do not recognise: that browser is signed out at once.</p>
      {sessions.isPending ? (
        <Loading what="your sessions" />
      ) : sessions.isError ? (
        <ErrorMessage error={sessions.error} />
      ) : (
        <ul className="card-list">
          {sessions.data.sessions.map((session) => {
            const describedBy = `session-${session.id}`;
            const failed = end.isError && end.variables === session.id;
            return (
              <li key={session.id} className="card">
                <div id={describedBy}>
                  <p className="card-title">
                    {session.user_agent || 'Unknown browser'}
                    {session.current && <span className="badge published">This session</span>}
                  </p>
                  <p className="meta">
                    Signed in {formatDate(session.created_at)} · last active {formatDate(session.last_seen_at)}
                    {session.ip_address ? ` · ${session.ip_address}` : ''}
                  </p>
                </div>
                {!session.current && (
                  <div className="card-actions">
                    <button
                      type="button"
                      className="button secondary"
                      aria-describedby={failed ? `${describedBy} ${describedBy}-error` : describedBy}
                      disabled={end.isPending && end.variables === session.id}
                      onClick={() => end.mutate(session.id)}
                    >
                      End
                    </button>
                    {failed && <ErrorMessage error={end.error} id={`${describedBy}-error`} />}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
