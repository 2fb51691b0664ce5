/** Where the team and its roles sit in the query cache. */
export const teamKeys = {
  roles: ['roles'] as const,
  members: ['team-members'] as const,
  memberPage: (page: number) => [...teamKeys.members, { page }] as const,
};
