/** Where the member's own data sits in the query cache (the profile itself is `ME_KEY`, loaded by the shell). */
export const accountKeys = {
  sessions: ['sessions'] as const,
};
