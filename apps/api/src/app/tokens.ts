// Injection tokens for values that are not classes. Use cases are plain classes and serve as their own tokens.
export const APP_CONFIG = Symbol('APP_CONFIG');
export const POSTGRES_ADAPTERS = Symbol('POSTGRES_ADAPTERS');
export const CLOCK = Symbol('CLOCK');
export const ID_GENERATOR = Symbol('ID_GENERATOR');
/** The application's OutboxQueue port: the delivery side of the outbox. */
export const OUTBOX_QUEUE = Symbol('OUTBOX_QUEUE');
/** The application's InvitationReadModel port. */
export const INVITATION_READ_MODEL = Symbol('INVITATION_READ_MODEL');
export const INVITATION_MAILER = Symbol('INVITATION_MAILER');
/** Every OutboxHandler this process runs. */
export const OUTBOX_HANDLERS = Symbol('OUTBOX_HANDLERS');
/** DatabaseHealth: what the HTTP layer, probes and the worker need to know about the database. */
export const DATABASE_HEALTH = Symbol('DATABASE_HEALTH');

export interface DatabaseHealth {
  /** Resolves when the database answers. */
  ping(): Promise<void>;
  /** The error means the database cannot be reached (503), not that a statement was wrong. */
  isUnavailable(error: unknown): boolean;
}
/** The RequestRateLimiter, or null when API_RATE_LIMIT is 0. */
export const RATE_LIMITER = Symbol('RATE_LIMITER');
/** The per-client budget of the public routes, or null when PUBLIC_RATE_LIMIT is 0. */
export const PUBLIC_RATE_LIMITER = Symbol('PUBLIC_RATE_LIMITER');
/** The application's WebhookDeliveryStore port. */
export const WEBHOOK_DELIVERY_STORE = Symbol('WEBHOOK_DELIVERY_STORE');
/** The application's WebhookAddressPolicy port. */
export const WEBHOOK_ADDRESS_POLICY = Symbol('WEBHOOK_ADDRESS_POLICY');
/** The application's OutboxWakeups port. */
export const OUTBOX_WAKEUPS = Symbol('OUTBOX_WAKEUPS');
/** The application's UnitOfWork port, for outbox handlers that change what they deliver (sign-in and join secrets). */
export const UNIT_OF_WORK = Symbol('UNIT_OF_WORK');
/** The SignInMailer the sign-in email handler sends with. */
export const SIGN_IN_MAILER = Symbol('SIGN_IN_MAILER');
/** The application's ViewCounter port: this process's buffer of fill-page views, or a no-op with VIEW_COUNTING=off. */
export const VIEW_COUNTER = Symbol('VIEW_COUNTER');
/** The ResponseMailer the emails about responses are sent with. */
export const RESPONSE_MAILER = Symbol('RESPONSE_MAILER');
/** What the response email handler reads as it sends: the form and the submission (read models). */
export const RESPONSE_EMAIL_READS = Symbol('RESPONSE_EMAIL_READS');
