/** Where the workspace's brand sits in the query cache. */
export const brandKeys = {
  brand: ['brand'] as const,
};
