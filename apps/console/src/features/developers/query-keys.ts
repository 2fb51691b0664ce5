/** Where API keys, webhooks and their deliveries sit in the query cache. */
export const developerKeys = {
  apiKeys: ['api-keys'] as const,
  webhooks: ['webhooks'] as const,
  deliveries: (webhookId: string) => ['webhook-deliveries', webhookId] as const,
  deliveryPage: (webhookId: string, page: number) => [...developerKeys.deliveries(webhookId), { page }] as const,
};
