import type { CreatedWebhookView, WebhookDeliveryView, WebhookView } from '@forms/application';
import { formatTimestamp } from '../shared/timestamp';

export interface WebhookRepresentation {
  id: string;
  url: string;
  events: string[];
  form_id: string | null;
  description: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveryRepresentation {
  id: string;
  event_id: string;
  event_type: string;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string;
  next_attempt_at: string | null;
  created_at: string;
  delivered_at: string | null;
}

export function toWebhookV2(webhook: WebhookView): WebhookRepresentation {
  return {
    id: webhook.id,
    url: webhook.url,
    events: [...webhook.events],
    form_id: webhook.formId,
    description: webhook.description,
    is_active: webhook.isActive,
    created_at: formatTimestamp(webhook.createdAt),
    updated_at: formatTimestamp(webhook.updatedAt),
  };
}

export function toCreatedWebhookV2(webhook: CreatedWebhookView): WebhookRepresentation & { secret: string } {
  return Object.assign(toWebhookV2(webhook), { secret: webhook.secret });
}

export function toWebhookDeliveryV2(delivery: WebhookDeliveryView): WebhookDeliveryRepresentation {
  return {
    id: delivery.id,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    last_status_code: delivery.lastStatusCode,
    last_error: delivery.lastError,
    next_attempt_at: delivery.nextAttemptAt && formatTimestamp(delivery.nextAttemptAt),
    created_at: formatTimestamp(delivery.createdAt),
    delivered_at: delivery.deliveredAt && formatTimestamp(delivery.deliveredAt),
  };
}
