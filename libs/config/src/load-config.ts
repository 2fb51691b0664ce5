import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { ConfigError } from './config-error';

export const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Keys are the variable names, so a message, a `.env` file and the code all use the same word. */
export interface AppConfig {
  readonly PORT: number;
  /** Unset: the service runs its own embedded PostgreSQL under DATA_DIR. */
  readonly DATABASE_URL: string | undefined;
  /** Absolute. */
  readonly DATA_DIR: string;
  /** Lower case, no port: workspaces live at `<subdomain>.<APP_DOMAIN>`. */
  readonly APP_DOMAIN: string;
  /**
   * `scheme://host[:port]` with `{subdomain}` in the host: the workspace address every link that is stored
   * or emailed starts with (sign-in and invitation links, file addresses, notification links), so that no
   * client can choose it with the `Host` it sends. Default `http://{subdomain}.<APP_DOMAIN>:<PORT>`.
   */
  readonly PUBLIC_ORIGIN_TEMPLATE: string;
  /**
   * Confirmation emails to respondents per workspace per UTC day, across replicas; past it a submission
   * is stored without its confirmation.
   */
  readonly CONFIRMATION_EMAILS_PER_DAY: number;
  /**
   * The addresses or CIDRs of the load balancers in front: only a connection from one of them may set
   * X-Forwarded-*. Empty: forwarded headers are ignored.
   */
  readonly TRUST_PROXY: readonly string[];
  /** Unset: invitations are written to the log instead of being mailed, and count as delivered. */
  readonly SMTP_URL: string | undefined;
  readonly MAIL_FROM: string;
  readonly LOG_LEVEL: LogLevel;
  readonly DB_POOL_SIZE: number;
  /** Requests per minute per API key, across all replicas; 0 turns the limit off. */
  readonly API_RATE_LIMIT: number;
  /** Lets webhooks call loopback, private and link-local addresses: for development and tests only. */
  readonly WEBHOOK_ALLOW_PRIVATE: boolean;
  /** Stored submissions per client address per workspace per rolling minute; 0 turns the limit off. */
  readonly SUBMISSION_RATE_LIMIT: number;
  /**
   * Requests to the public routes of a workspace (fill page, intake, sign-in and join pages) per client
   * address (IPv6: per /64) per rolling minute, checked before any body is read; 0 turns the limit off.
   */
  readonly PUBLIC_RATE_LIMIT: number;
  readonly NODE_ENV: string | undefined;
  /** After SIGTERM: how long /health/ready answers 503 while requests are still served. */
  readonly SHUTDOWN_DELAY_MS: number;
  /** After the delay: how long in-flight requests and the outbox job may take before connections are cut. */
  readonly SHUTDOWN_TIMEOUT_MS: number;
  /** A client must send its request headers within this (slow-header attacks). */
  readonly HTTP_HEADERS_TIMEOUT_MS: number;
  /** A client must send its whole request within this (bodies that never finish). */
  readonly HTTP_REQUEST_TIMEOUT_MS: number;
  /** An idle keep-alive connection is kept this long; above the balancer's own idle timeout. */
  readonly HTTP_KEEP_ALIVE_TIMEOUT_MS: number;
  /** A request waits this long for a database connection (a free one of the pool, or a new one), then answers 503. */
  readonly DB_POOL_WAIT_MS: number;
  /** Per connection: one statement may run this long (0: no limit). */
  readonly DB_STATEMENT_TIMEOUT_MS: number;
  /** Per connection: a statement may wait this long for a lock (0: no limit). */
  readonly DB_LOCK_TIMEOUT_MS: number;
  /** Per connection: a transaction may sit idle this long before the server ends the session (0: no limit). */
  readonly DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: number;
  /**
   * Connections of the pool that streamed exports read through, apart from DB_POOL_SIZE's: however many
   * slow exports run, every other request keeps its connections. An export finding them all taken is
   * refused (429) at once.
   */
  readonly EXPORT_POOL_SIZE: number;
  /** An export whose client has taken no bytes for this long is ended and its connection freed. */
  readonly EXPORT_STALL_TIMEOUT_MS: number;
  /**
   * An export still running after this many seconds is cut, however steadily its client reads: it holds
   * one of the few export connections, and a client reading slowly on purpose must not keep it for hours.
   */
  readonly EXPORT_MAX_SECONDS: number;
  /**
   * File uploads (the uploads route, the fill page's multipart post) may take this long to arrive,
   * instead of HTTP_REQUEST_TIMEOUT_MS: people send photos over slow phone links.
   */
  readonly UPLOAD_TIMEOUT_MS: number;
  /**
   * Past HTTP_REQUEST_TIMEOUT_MS, an upload whose average rate since it started is below this many bytes
   * per second is cut (a client dribbling bytes to hold a connection); 0 turns the check off.
   */
  readonly UPLOAD_MIN_BYTES_PER_SECOND: number;
  /**
   * The bytes a workspace may hold in uploads no submission uses yet (including those still arriving),
   * in MB; an upload beyond is refused (429) before its bytes are stored. 0 turns the quota off.
   */
  readonly UPLOAD_PENDING_QUOTA_MB: number;
  /**
   * The bytes one client (its address; IPv6: its /64) may upload to a workspace per hour, in MB, checked
   * before the bytes are stored; 0 turns the quota off.
   */
  readonly UPLOAD_CLIENT_QUOTA_MB: number;
  /** An upload no submission used within this many hours is deleted (with its bytes). */
  readonly UPLOAD_PENDING_HOURS: number;
  /** Whether fill-page views are counted (the form's analytics); off for a baseline measurement. */
  readonly VIEW_COUNTING: boolean;
  /** How often each replica adds the views it counted to the database: the most a crash can lose. */
  readonly VIEW_FLUSH_INTERVAL_MS: number;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads and validates the environment once, at start-up, so that a typo fails the boot with a message
 * naming the variable instead of surfacing later as a confusing runtime error.
 *
 * An empty value counts as unset: `PORT=` in a `.env` file means "use the default".
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const APP_DOMAIN = hostname(env, 'APP_DOMAIN', 'localhost');
  const TRUST_PROXY = proxies(env, 'TRUST_PROXY');
  const HTTP_HEADERS_TIMEOUT_MS = integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 1_000, 600_000);
  // Node refuses a request timeout shorter than the headers timeout.
  const HTTP_REQUEST_TIMEOUT_MS = integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, HTTP_HEADERS_TIMEOUT_MS, 600_000);
  const PORT = integer(env, 'PORT', 3000, 1, 65535);
  return Object.freeze({
    PORT,
    DATABASE_URL: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], false),
    DATA_DIR: dataDir(env),
    APP_DOMAIN,
    PUBLIC_ORIGIN_TEMPLATE: originTemplate(env, 'PUBLIC_ORIGIN_TEMPLATE', `http://{subdomain}.${APP_DOMAIN}${PORT === 80 ? '' : `:${PORT}`}`),
    CONFIRMATION_EMAILS_PER_DAY: integer(env, 'CONFIRMATION_EMAILS_PER_DAY', 1_000, 0, 1_000_000_000),
    TRUST_PROXY,
    SMTP_URL: url(env, 'SMTP_URL', ['smtp:', 'smtps:'], true),
    MAIL_FROM: mailbox(env, 'MAIL_FROM', `Form Service <no-reply@${APP_DOMAIN}>`),
    LOG_LEVEL: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'log'),
    DB_POOL_SIZE: integer(env, 'DB_POOL_SIZE', 10, 1, 100),
    API_RATE_LIMIT: integer(env, 'API_RATE_LIMIT', 1200, 0, 1_000_000_000),
    WEBHOOK_ALLOW_PRIVATE: boolean(env, 'WEBHOOK_ALLOW_PRIVATE'),
    SUBMISSION_RATE_LIMIT: integer(env, 'SUBMISSION_RATE_LIMIT', 60, 0, 100000),
    PUBLIC_RATE_LIMIT: integer(env, 'PUBLIC_RATE_LIMIT', 300, 0, 1_000_000_000),
    NODE_ENV: read(env, 'NODE_ENV'),
    // Alone, nobody needs a warning before the port closes; behind a balancer, it must see the 503 first.
    SHUTDOWN_DELAY_MS: integer(env, 'SHUTDOWN_DELAY_MS', TRUST_PROXY.length > 0 ? 3_000 : 0, 0, 120_000),
    SHUTDOWN_TIMEOUT_MS: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    HTTP_HEADERS_TIMEOUT_MS,
    HTTP_REQUEST_TIMEOUT_MS,
    HTTP_KEEP_ALIVE_TIMEOUT_MS: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000, 1_000, 600_000),
    DB_POOL_WAIT_MS: integer(env, 'DB_POOL_WAIT_MS', 5_000, 100, 120_000),
    DB_STATEMENT_TIMEOUT_MS: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 15_000, 0, 3_600_000),
    DB_LOCK_TIMEOUT_MS: integer(env, 'DB_LOCK_TIMEOUT_MS', 10_000, 0, 3_600_000),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: integer(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 10_000, 0, 3_600_000),
    EXPORT_POOL_SIZE: integer(env, 'EXPORT_POOL_SIZE', 3, 1, 100),
    EXPORT_STALL_TIMEOUT_MS: integer(env, 'EXPORT_STALL_TIMEOUT_MS', 60_000, 1_000, 3_600_000),
    // 15 minutes: a million submissions take well under a minute to a client that keeps up.
    EXPORT_MAX_SECONDS: integer(env, 'EXPORT_MAX_SECONDS', 900, 1, 86_400),
    // 10 minutes: the largest file (25 MB) over a phone link of 350 kbit/s; an upload never gets less
    // time than any other request.
    UPLOAD_TIMEOUT_MS: integer(env, 'UPLOAD_TIMEOUT_MS', 600_000, HTTP_REQUEST_TIMEOUT_MS, 3_600_000),
    // 8 KiB/s (65 kbit/s): slower than the worst working mobile link; holding a connection then costs a
    // client real bandwidth, and no upload outlives UPLOAD_TIMEOUT_MS anyway.
    UPLOAD_MIN_BYTES_PER_SECOND: integer(env, 'UPLOAD_MIN_BYTES_PER_SECOND', 8_192, 0, 1_000_000_000),
    // Every tenant shares the one database: what strangers can leave in it is bounded per workspace and
    // per client, and unused files do not stay long (a file is uploaded just before its submission).
    UPLOAD_PENDING_QUOTA_MB: integer(env, 'UPLOAD_PENDING_QUOTA_MB', 512, 0, 1_000_000),
    UPLOAD_CLIENT_QUOTA_MB: integer(env, 'UPLOAD_CLIENT_QUOTA_MB', 100, 0, 1_000_000),
    UPLOAD_PENDING_HOURS: integer(env, 'UPLOAD_PENDING_HOURS', 2, 1, 168),
    VIEW_COUNTING: switchedOn(env, 'VIEW_COUNTING'),
    // Views may show up at most 10 seconds late, and a crash may lose at most that much.
    VIEW_FLUSH_INTERVAL_MS: integer(env, 'VIEW_FLUSH_INTERVAL_MS', 5_000, 50, 10_000),
  });
}

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** Quoted and escaped so that a value with a newline cannot break the one-line message. */
function shown(value: string): string {
  return JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}...` : value);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    throw new ConfigError(name, `must be an integer between ${min} and ${max}, got ${shown(raw)}`);
  }
  return value;
}

function boolean(env: Env, name: string): boolean {
  const raw = read(env, name);
  if (raw === undefined) return false;
  switch (raw.toLowerCase()) {
    case 'true':
    case '1':
      return true;
    case 'false':
    case '0':
      return false;
    default:
      throw new ConfigError(name, `must be one of true, false, 1, 0, got ${shown(raw)}`);
  }
}

/** `on` (the default) or `off`; the boolean spellings too. */
function switchedOn(env: Env, name: string): boolean {
  const raw = read(env, name);
  if (raw === undefined) return true;
  switch (raw.toLowerCase()) {
    case 'on':
    case 'true':
    case '1':
      return true;
    case 'off':
    case 'false':
    case '0':
      return false;
    default:
      throw new ConfigError(name, `must be one of on, off, true, false, 1, 0, got ${shown(raw)}`);
  }
}

/**
 * A comma-separated list of IP addresses or CIDRs. `true` is refused on purpose: trusting every hop lets
 * any client forge the host its links are built from and the address it is logged under.
 */
function proxies(env: Env, name: string): readonly string[] {
  const raw = read(env, name);
  if (raw === undefined || raw === 'false' || raw === '0') return Object.freeze([]);
  const entries = raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!isAddressOrCidr(entry)) {
      throw new ConfigError(
        name,
        `must list the load balancer's IP addresses or CIDRs (such as 127.0.0.1,10.0.0.0/8), or be false, got ${shown(raw)}`,
      );
    }
  }
  return Object.freeze(entries);
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = raw.toLowerCase() as T;
  if (!allowed.includes(value)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got ${shown(raw)}`);
  }
  return value;
}

function url(env: Env, name: string, protocols: string[], needsHost: boolean): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  // libpq reads an empty host (postgres:///forms) as "the local socket"; a mail URL has no such meaning.
  if (!parsed || !protocols.includes(parsed.protocol) || (needsHost && !parsed.hostname)) {
    const schemes = protocols.map((p) => `${p}//`).join(' or ');
    throw new ConfigError(name, `must be a ${schemes} URL${needsHost ? ' with a host' : ''}, got ${shown(withoutPassword(raw))}`);
  }
  return raw;
}

/** These URLs carry credentials, and the message ends up in logs. */
function withoutPassword(raw: string): string {
  return raw.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/:@]*):[^@/]*@/i, '$1:***@');
}

function hostname(env: Env, name: string, fallback: string): string {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = raw.toLowerCase();
  const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  if (value.length > 253 || !value.split('.').every((part) => label.test(part))) {
    throw new ConfigError(name, `must be a hostname such as example.com (no scheme, port or path), got ${shown(raw)}`);
  }
  return value;
}

/**
 * An origin with `{subdomain}` in its host: http or https, an optional port, nothing after it (a path
 * would make every link wrong in a way nobody notices until a click).
 */
function originTemplate(env: Env, name: string, fallback: string): string {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const problem = originTemplateProblem(raw);
  if (problem) throw new ConfigError(name, `${problem}, such as https://{subdomain}.forms.example, got ${shown(raw)}`);
  return raw.replace(/\/$/, '');
}

function originTemplateProblem(raw: string): string | undefined {
  if (!raw.includes('{subdomain}')) return 'must contain {subdomain}';
  let parsed: URL;
  try {
    parsed = new URL(raw.replace(/\{subdomain\}/g, 'subdomain'));
  } catch {
    return 'must be an http:// or https:// origin';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'must be an http:// or https:// origin';
  if (!parsed.hostname.includes('subdomain') || raw.indexOf('{subdomain}') < raw.indexOf('//')) return 'must have {subdomain} in its host';
  if (parsed.username || parsed.password) return 'must not carry credentials';
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || /^[a-z]+:\/\/[^/]*\/./i.test(raw)) return 'must be an origin without a path, query or fragment';
  return undefined;
}

/** The workspace's address under PUBLIC_ORIGIN_TEMPLATE: where every stored or emailed link starts. */
export function publicOrigin(config: Pick<AppConfig, 'PUBLIC_ORIGIN_TEMPLATE'>, subdomain: string): string {
  return config.PUBLIC_ORIGIN_TEMPLATE.replace(/\{subdomain\}/g, subdomain);
}

function mailbox(env: Env, name: string, fallback: string): string {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const address = '[^\\s@<>]+@[^\\s@<>]+';
  if (!new RegExp(`^(?:${address}|[^<>]*<${address}>)$`).test(raw)) {
    throw new ConfigError(name, `must be an address or "Name <address>", got ${shown(raw)}`);
  }
  return raw;
}

function dataDir(env: Env): string {
  const raw = read(env, 'DATA_DIR');
  return raw === undefined ? join(workspaceRoot(process.cwd()), '.data') : resolve(raw);
}

/**
 * The nearest ancestor holding nx.json, so that a command started from a sub-folder of the repository
 * still finds the same data; outside a checkout (a deployed image) it is the working directory.
 */
function workspaceRoot(cwd: string): string {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    if (dirname(dir) === dir) return cwd;
  }
}
