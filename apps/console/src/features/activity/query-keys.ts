/** Where the workspace's activity log sits in the query cache. */
export const activityKeys = {
  all: ['activity'] as const,
  page: (page: number) => [...activityKeys.all, { page }] as const,
};
