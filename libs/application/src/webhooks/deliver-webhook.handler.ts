import type { DomainEvent } from '@forms/domain';
import type { OutboxDelivery, OutboxHandler } from '../shared/ports/outbox.port';
import type { Clock } from '../shared/ports/system.port';
import type { WebhookDeliveryStore, WebhookPayloads, WebhookTransport } from '../shared/ports/webhooks.port';
import { WEBHOOKS_HANDLER } from '../outbox/subscriptions';
import { signWebhook } from './webhook-signature';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Waits after the 1st, 2nd, ... failed attempt: the first retry within 10 seconds, then minutes, then
 * hours; they add up to about 30 hours, so a delivery is given up only after more than a day.
 */
const RETRY_DELAYS_MS = [5 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR, 6 * HOUR, 8 * HOUR, 8 * HOUR];

/** An endpoint that has not taken a single delivery for this long is switched off. */
export const DISABLE_FAILING_WEBHOOK_AFTER_MS = 5 * 24 * HOUR;

/**
 * Delivers one event to one endpoint, signed as Standard Webhooks specifies: `webhook-id` is the
 * delivery's id (the same on every retry, so receivers can drop duplicates), `webhook-timestamp` the
 * attempt's time. Every attempt is logged on the delivery; a non-2xx answer throws, so the outbox
 * retries it later.
 */
export class DeliverWebhook implements OutboxHandler {
  readonly name = WEBHOOKS_HANDLER;
  readonly maxAttempts = RETRY_DELAYS_MS.length + 1;

  constructor(
    private readonly store: WebhookDeliveryStore,
    private readonly payloads: WebhookPayloads,
    private readonly transport: WebhookTransport,
    private readonly clock: Clock,
    private readonly random: () => number = Math.random,
  ) {}

  /** The delay grows with each failure; up to a quarter more at random, so endpoints that failed together are not retried in lockstep. */
  retryDelayMs(failedAttempts: number): number {
    const base = RETRY_DELAYS_MS[Math.min(failedAttempts, RETRY_DELAYS_MS.length) - 1];
    return Math.round(base * (1 + this.random() / 4));
  }

  async handle(event: DomainEvent, message: OutboxDelivery): Promise<void> {
    if (message.targetId === null) return;
    const endpoint = await this.store.deliveryTarget(message.workspaceId, message.targetId, message.id);
    // The webhook deleted with its deliveries meanwhile: there is nobody to deliver to. Erased meanwhile
    // (the payload in hand was read before its submission or form was deleted): nothing may go out.
    if (endpoint === null || endpoint === 'erased') return;
    if (!endpoint.isActive) throw new Error('The webhook is not active');
    const body = this.payloads.render(event);
    const started = this.clock.now();
    const timestamp = Math.floor(started.getTime() / 1000);
    const answer = await this.transport.post({
      url: endpoint.url,
      headers: {
        'webhook-id': message.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(endpoint.secret, message.id, timestamp, body),
      },
      body,
    });
    const succeeded = answer.error === '';
    await this.store.recordAttempt(
      {
        workspaceId: message.workspaceId,
        webhookId: message.targetId,
        deliveryId: message.id,
        attemptedAt: started,
        statusCode: answer.statusCode,
        succeeded,
        error: answer.error,
        durationMs: this.clock.now().getTime() - started.getTime(),
      },
      DISABLE_FAILING_WEBHOOK_AFTER_MS,
    );
    if (!succeeded) throw new Error(answer.error);
  }
}
