/**
 * The env values end-to-end files pass to sharedTestApp. Every distinct set is another server per jest
 * worker, booted at the cost of a file's own server, so files use one of these few sets: `{}` (the
 * defaults) or one of the profiles below. A file whose tests do not depend on a limit takes the defaults
 * or NO_LIMITS; a file that tests a limit keeps the value it tests, shared where files can agree.
 */

/**
 * No per-address submission limit, no public budget and no limit per API key, webhooks may go to
 * loopback (where the tests' receivers listen), and a pool of 20 connections: the files that post many
 * answers from one address or many API calls at once, deliver webhooks to a receiver of their own, send
 * many confirmation emails at once, or drive a browser (which loads pages and sends forms faster than the
 * public limits allow). None of them tests a limit.
 */
export const NO_LIMITS = {
  SUBMISSION_RATE_LIMIT: '0',
  PUBLIC_RATE_LIMIT: '0',
  API_RATE_LIMIT: '0',
  WEBHOOK_ALLOW_PRIVATE: 'true',
  DB_POOL_SIZE: '20',
} as const;

/**
 * Behind a trusted proxy on the loopback (X-Forwarded-For and -Host believed), three submissions a minute
 * per client and no public budget: the files that test the per-client submission limit, the forwarded
 * headers, or sign-in from behind a proxy. They all ask for mail (`{ mail: true }`), so that they share
 * one server.
 */
export const BEHIND_PROXY_LIMITED = { TRUST_PROXY: '127.0.0.1', SUBMISSION_RATE_LIMIT: '3', PUBLIC_RATE_LIMIT: '0' } as const;

/**
 * Short HTTP timeouts (headers 1 s, a request 2 s; an upload 20 s at 2000 bytes a second at least), a
 * lock timeout of half a second and a pool of 3: the files that prove no client can hold a server.
 */
export const SHORT_TIMEOUTS = {
  HTTP_HEADERS_TIMEOUT_MS: '1000',
  HTTP_REQUEST_TIMEOUT_MS: '2000',
  UPLOAD_TIMEOUT_MS: '20000',
  UPLOAD_MIN_BYTES_PER_SECOND: '2000',
  DB_LOCK_TIMEOUT_MS: '500',
  DB_POOL_SIZE: '3',
  SUBMISSION_RATE_LIMIT: '0',
  PUBLIC_RATE_LIMIT: '0',
} as const;
