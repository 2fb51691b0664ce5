import { DomainError, DomainErrorCode } from '../errors';
import { isWebhookEventType, type WebhookEventType } from '../events';

export interface WebhookProps {
  id: string;
  workspaceId: string;
  url: string;
  events: WebhookEventType[];
  /** null: every form of the workspace. */
  formId: string | null;
  description: string;
  isActive: boolean;
  /** `whsec_` + base64 of random bytes; the receiver verifies signatures with it. */
  secret: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface WebhookChanges {
  url?: string;
  events?: readonly string[];
  formId?: string | null;
  description?: string;
  isActive?: boolean;
}

const MAX_URL_LENGTH = 2000;

/**
 * Endpoints one workspace may have. Every event is one delivery per endpoint, each of which may hold a
 * delivery slot for the receiver's whole timeout: without a bound, one workspace could multiply its
 * events into more work than the workers do for everyone else.
 */
export const MAX_WEBHOOKS_PER_WORKSPACE = 25;

/** Refuses one more endpoint for a workspace that already has `existing`. */
export function assertRoomForWebhook(existing: number): void {
  if (existing >= MAX_WEBHOOKS_PER_WORKSPACE) {
    throw new DomainError(
      DomainErrorCode.ValidationFailed,
      `A workspace has at most ${MAX_WEBHOOKS_PER_WORKSPACE} webhooks; delete one to add another`,
    );
  }
}
const MAX_DESCRIPTION_LENGTH = 1000;

/** An absolute http(s) URL with a host and without credentials (they would end up in logs). */
function webhookUrl(raw: string): string {
  const value = raw.trim();
  if (value.length === 0) throw DomainError.invalid('url', 'must not be blank');
  if (value.length > MAX_URL_LENGTH) throw DomainError.invalid('url', `must be at most ${MAX_URL_LENGTH} characters`);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw DomainError.invalid('url', 'must be an absolute http or https URL');
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '') {
    throw DomainError.invalid('url', 'must be an absolute http or https URL');
  }
  if (parsed.username !== '' || parsed.password !== '') throw DomainError.invalid('url', 'must not contain credentials');
  return parsed.toString();
}

/** A non-empty list of known events, each once. */
function webhookEvents(raw: readonly string[]): WebhookEventType[] {
  if (raw.length === 0) throw DomainError.invalid('events', 'must list at least one event');
  const seen = new Set<string>();
  return raw.map((event, index) => {
    if (!isWebhookEventType(event)) throw DomainError.invalid(`events[${index}]`, `is not a known event: "${event}"`);
    if (seen.has(event)) throw DomainError.invalid(`events[${index}]`, `repeats "${event}"`);
    seen.add(event);
    return event;
  });
}

function webhookDescription(raw: string): string {
  if (raw.length > MAX_DESCRIPTION_LENGTH) {
    throw DomainError.invalid('description', `must be at most ${MAX_DESCRIPTION_LENGTH} characters`);
  }
  return raw;
}

/**
 * An endpoint that receives the workspace's events. Whether the form exists and whether the address is
 * public need the outside world; the use cases check them before a webhook is created or changed.
 */
export class Webhook {
  private constructor(private readonly props: WebhookProps) {}

  static create(input: {
    id: string;
    workspaceId: string;
    url: string;
    events: readonly string[];
    formId: string | null;
    description?: string;
    isActive?: boolean;
    secret: string;
    now: Date;
  }): Webhook {
    return new Webhook({
      id: input.id,
      workspaceId: input.workspaceId,
      url: webhookUrl(input.url),
      events: webhookEvents(input.events),
      formId: input.formId,
      description: webhookDescription(input.description ?? ''),
      isActive: input.isActive ?? true,
      secret: input.secret,
      createdAt: input.now,
      updatedAt: input.now,
    });
  }

  /** The URL as a webhook would store it; refuses what no webhook may have. */
  static checkUrl(raw: string): string {
    return webhookUrl(raw);
  }

  /**
   * The checks a change passes whichever webhook it is made to: made before the webhook is looked for, so
   * that a wrong field is refused even for an unknown webhook. Whether the form exists is the operation's.
   */
  static checkChanges(changes: WebhookChanges): void {
    if (changes.url !== undefined) webhookUrl(changes.url);
    if (changes.events !== undefined) webhookEvents(changes.events);
    if (changes.description !== undefined) webhookDescription(changes.description);
  }

  static restore(props: WebhookProps): Webhook {
    return new Webhook(Object.assign({}, props, { events: [...props.events] }));
  }

  /** Applies the given fields only; `updatedAt` moves even when nothing differs (the client asked). */
  change(changes: WebhookChanges, now: Date): void {
    if (changes.url !== undefined) this.props.url = webhookUrl(changes.url);
    if (changes.events !== undefined) this.props.events = webhookEvents(changes.events);
    if (changes.formId !== undefined) this.props.formId = changes.formId;
    if (changes.description !== undefined) this.props.description = webhookDescription(changes.description);
    if (changes.isActive !== undefined) this.props.isActive = changes.isActive;
    this.props.updatedAt = now;
  }

  get id(): string {
    return this.props.id;
  }
  get workspaceId(): string {
    return this.props.workspaceId;
  }
  get url(): string {
    return this.props.url;
  }
  get events(): readonly WebhookEventType[] {
    return this.props.events;
  }
  get formId(): string | null {
    return this.props.formId;
  }
  get description(): string {
    return this.props.description;
  }
  get isActive(): boolean {
    return this.props.isActive;
  }
  get secret(): string {
    return this.props.secret;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }
}
