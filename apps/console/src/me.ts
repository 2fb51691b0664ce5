import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';
import { formatDateTime } from './lib/dates';

export const ME_KEY = ['me'] as const;

/** The signed-in member, their workspace and what they may do: the shell loads it once. */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: () => unwrap(api.GET('/api/console/me')) });
}

/** Formats instants in the member's time zone (UTC until the profile has loaded). */
export function useFormatDate(): (iso: string | null | undefined) => string {
  const { data } = useMe();
  const zone = data?.member.time_zone || 'UTC';
  return (iso) => formatDateTime(iso, zone);
}
