import type { DomainEvent, DomainEventType, InvitationDetails } from '@forms/domain';

/** Bound to a unit of work: the events commit exactly when the change that recorded them does. */
export interface Outbox {
  /** Stores one message per event and subscribed handler (see OUTBOX_SUBSCRIPTIONS). */
  record(events: readonly DomainEvent[]): Promise<void>;
  /**
   * Empties every message that carries the submission (its `submission.created` deliveries, whatever their
   * state): a pending or failed one is never sent again, a done one keeps only its outcome.
   */
  eraseSubmission(workspaceId: string, submissionId: string, now: Date): Promise<void>;
  /** The same for every message that carries the form (its creation and changes) or one of its submissions. */
  eraseForm(workspaceId: string, formId: string, now: Date): Promise<void>;
}

/** One event on its way to one handler, leased by one worker. */
export interface LeasedOutboxMessage {
  workspaceId: string;
  id: string;
  /** The event's own id: the same for every handler it is delivered to. */
  eventId: string;
  handler: string;
  /** The one recipient of a handler that fans an event out (a webhook endpoint); null otherwise. */
  targetId: string | null;
  event: DomainEvent;
  /** Attempts made before this one. */
  attempts: number;
  /** Proves the lease is still this worker's when the attempt is recorded. */
  leaseToken: string;
}

/**
 * How one lease shares a batch between workspaces, so that a workspace with a huge backlog, or whose
 * recipients all hang, cannot hold up the others: round-robin, at most `perWorkspace` messages of one
 * workspace, and never more than `inFlightCap` attempts of one workspace in flight in this process,
 * counting those `inFlight` already has.
 */
export interface LeaseFairness {
  perWorkspace: number;
  inFlightCap: number;
  /** Attempts in flight in this process, by workspace id (workspaces without any may be left out). */
  inFlight: ReadonlyMap<string, number>;
}

/**
 * The delivery side of the outbox, safe with several replicas polling at once: a lease hides a message
 * from other workers until it expires, and every later write about the message names the lease's token,
 * so a worker whose lease ran out (and was taken over) cannot record anything about it.
 */
export interface OutboxQueue {
  /**
   * Up to `limit` due messages for these handlers, hidden from other workers until `now + leaseMs`; with
   * `fairness`, shared out between the workspaces that have due messages (see LeaseFairness).
   */
  lease(handlers: readonly string[], limit: number, now: Date, leaseMs: number, fairness?: LeaseFairness): Promise<LeasedOutboxMessage[]>;
  /**
   * Extends the lease of the messages of one batch that are still this worker's, and returns their ids;
   * a message missing from the answer must not be handled (its lease ran out and another worker has it).
   */
  renew(messages: readonly LeasedOutboxMessage[], now: Date, leaseMs: number): Promise<ReadonlySet<string>>;
  /** false when the lease was lost meanwhile. */
  complete(message: LeasedOutboxMessage, now: Date): Promise<boolean>;
  /** Counts the failed attempt; `retryAt` null gives up (the message is kept as failed). */
  fail(message: LeasedOutboxMessage, error: string, retryAt: Date | null, now: Date): Promise<boolean>;
  /**
   * When the earliest message of these handlers that is neither completed nor failed is (or was) due: a
   * retry's time, or the end of another worker's lease. null when there is none.
   */
  nextDueAt(handlers: readonly string[]): Promise<Date | null>;
  /** Deletes completed messages older than `completedBefore` and failed ones older than `failedBefore`. */
  purge(completedBefore: Date, failedBefore: Date): Promise<number>;
}

/** The message being handled, as far as a handler needs it. */
export interface OutboxDelivery {
  workspaceId: string;
  /** The message's id: the same on every attempt. */
  id: string;
  eventId: string;
  targetId: string | null;
  /** Attempts made before this one. */
  attempts: number;
}

/**
 * Tells workers, in every process, that a commit made messages due, so that they need not wait for their
 * next poll. Best effort: a notification missed while reconnecting only means waiting for the poll.
 */
export interface OutboxWakeups {
  /**
   * Calls `wake` on every notification until the returned function stops listening. Returns at once:
   * the connection is opened in the background, so stopping never waits for a database that is slow to
   * answer (a connection still being opened is abandoned).
   */
  listen(wake: () => void): () => Promise<void>;
}

/** Consumes outbox messages of the event types it subscribes to (OUTBOX_SUBSCRIPTIONS). */
export interface OutboxHandler {
  readonly name: string;
  /** At most this many attempts; then the message is kept as failed. */
  readonly maxAttempts: number;
  /** Delay before the attempt after the n-th failed one (1-based). */
  retryDelayMs(failedAttempts: number): number;
  /** Must settle well within half the worker's lease (time out on its own). Throwing retries later. */
  handle(event: DomainEvent, message: OutboxDelivery): Promise<void>;
}

export type { DomainEventType };

/** Sends the email behind an invitation; throws when the mail server refuses or cannot be reached. */
export interface InvitationMailer {
  send(invitation: InvitationDetails): Promise<void>;
}
