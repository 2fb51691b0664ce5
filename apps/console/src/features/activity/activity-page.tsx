import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, PAGE_SIZE, unwrap } from '../../api';
import { ErrorMessage, Loading, PageHeading, Pagination } from '../../components/ui';
import { listSearch, pageOf } from '../../lib/list-params';
import { useFormatDate, useMe } from '../../me';
import { AdminsOnly } from '../../components/admins-only';
import { activityKeys } from './query-keys';

/** Who did what, newest first. */
export function ActivityPage() {
  return (
    <>
      <PageHeading title="Activity">Activity</PageHeading>
      <AdminsOnly what="the activity log">
        <ActivityLog />
      </AdminsOnly>
    </>
  );
}

function ActivityLog() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const formatDate = useFormatDate();
  const zone = useMe().data?.member.time_zone;
  const activity = useQuery({
    queryKey: activityKeys.page(page),
    queryFn: () => unwrap(api.GET('/api/console/activity', { params: { query: { page_number: page, page_size: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
  if (activity.isPending) return <Loading what="the activity log" />;
  if (activity.isError) return <ErrorMessage error={activity.error} />;
  if (activity.data.activity.length === 0) return <p className="empty">Nothing has happened yet.</p>;
  return (
    <>
      <table className="table">
        <caption className="visually-hidden">Activity, newest first{zone ? `, times in ${zone}` : ''}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">To</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {activity.data.activity.map((entry) => (
            <tr key={entry.id}>
              <td data-label="When">
                <time dateTime={entry.at}>{formatDate(entry.at)}</time>
              </td>
              <td data-label="Who" className="break">
                {entry.actor.label || entry.actor.type}
              </td>
              <td data-label="What">
                <code>{entry.action}</code>
              </td>
              <td data-label="To" className="break">
                {entry.target.label || entry.target.type}
              </td>
              <td data-label="From">{entry.ip_address || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination label="Pages of activity" pagination={activity.data.pagination} hrefOf={(next) => `/activity${listSearch({ page: next })}`} />
    </>
  );
}
