import type { DomainEvent } from '@forms/domain';
import type { PageRequest } from '../pagination/page-request';

export interface WebhookView {
  id: string;
  url: string;
  events: string[];
  formId: string | null;
  description: string;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** Only the creation shows the secret. */
export interface CreatedWebhookView extends WebhookView {
  secret: string;
}

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string;
  /** null once the delivery succeeded or failed for good. */
  nextAttemptAt: Date | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

export interface WebhookReadModel {
  /** Oldest first. */
  page(workspaceId: string, page: PageRequest): Promise<{ items: WebhookView[]; totalRecords: number }>;
  findById(workspaceId: string, id: string): Promise<WebhookView | null>;
  /** Newest first; null when the webhook is not the workspace's. */
  deliveries(workspaceId: string, webhookId: string, page: PageRequest): Promise<{ items: WebhookDeliveryView[]; totalRecords: number } | null>;
}

export interface WebhookEndpoint {
  url: string;
  secret: string;
  isActive: boolean;
}

export interface WebhookAttempt {
  workspaceId: string;
  webhookId: string;
  deliveryId: string;
  attemptedAt: Date;
  /** null when no HTTP answer came (refused, timed out, not a public address). */
  statusCode: number | null;
  succeeded: boolean;
  /** "" on success. */
  error: string;
  durationMs: number;
}

/** What the delivery worker reads and writes besides the outbox message itself. */
export interface WebhookDeliveryStore {
  /**
   * Where a delivery goes, read as its attempt goes out: `erased` when its submission or form was deleted
   * since it was leased, null when the webhook or the delivery is gone.
   */
  deliveryTarget(workspaceId: string, webhookId: string, deliveryId: string): Promise<WebhookEndpoint | 'erased' | null>;
  /**
   * Logs the attempt on the delivery, and keeps the endpoint's health: an endpoint whose attempts have
   * failed without a single success for `disableAfterMs` is switched off.
   */
  recordAttempt(attempt: WebhookAttempt, disableAfterMs: number): Promise<void>;
  /**
   * Makes the delivery due now, whatever its state; `erased` when its submission was deleted (nothing is
   * left to send), null when there is no such delivery of the webhook.
   */
  retry(workspaceId: string, webhookId: string, deliveryId: string, now: Date): Promise<WebhookDeliveryView | 'erased' | null>;
}

/** Whether a URL's host may be called: internal addresses are refused unless the deployment allows them. */
export interface WebhookAddressPolicy {
  check(url: string): Promise<'allowed' | 'internal' | 'unresolvable'>;
}

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface WebhookAnswer {
  statusCode: number | null;
  /** Why it is not a success; "" for a 2xx. */
  error: string;
}

/**
 * Makes one POST, never following redirects, re-checking the address it connects to, giving up after
 * its timeout and reading at most a few KB of the answer. Never throws: every outcome is an answer.
 */
export interface WebhookTransport {
  post(request: WebhookPost): Promise<WebhookAnswer>;
}

/** The JSON body integrators receive for an event (the API's own representations). */
export interface WebhookPayloads {
  render(event: DomainEvent): string;
}
