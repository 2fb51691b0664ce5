import type { WebhookAnswer, WebhookPost, WebhookTransport } from '@forms/application';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { checkedLookup, hostOf, isPublicAddress } from './network-address';

/** A receiver has this long to answer; a hanging one counts as a failure. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * A host that does not even accept the connection (a dropped SYN, a dead address) is given up much
 * sooner than one that is slow to answer, so that it holds its delivery slot for seconds, not the whole
 * timeout. Name resolution counts towards it.
 */
export const WEBHOOK_CONNECT_TIMEOUT_MS = 3_000;
/** Of the answer only the status matters; at most this much of its body is read (for the log). */
const MAX_ANSWER_BYTES = 2_048;

/**
 * One POST per attempt on a fresh connection (no pooled sockets to a receiver that may misbehave), no
 * redirects followed (a 3xx is a failed attempt), the address checked at connect time, one deadline for
 * the whole exchange, and the answer's body cut short: a huge, dripping or garbage answer costs at most
 * the timeout and a couple of KB.
 */
export class HttpWebhookTransport implements WebhookTransport {
  constructor(
    private readonly allowPrivate: boolean,
    private readonly timeoutMs = WEBHOOK_TIMEOUT_MS,
    private readonly connectTimeoutMs = WEBHOOK_CONNECT_TIMEOUT_MS,
  ) {}

  post(post: WebhookPost): Promise<WebhookAnswer> {
    let url: URL;
    try {
      url = new URL(post.url);
    } catch {
      return Promise.resolve({ statusCode: null, error: 'The URL is not valid' });
    }
    const host = hostOf(url);
    // A literal address is never looked up, so it is checked here.
    if (isIP(host) && !this.allowPrivate && !isPublicAddress(host)) {
      return Promise.resolve({ statusCode: null, error: `${host} is not a public address` });
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<WebhookAnswer>((resolve) => {
      let settled = false;
      const finish = (answer: WebhookAnswer) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        clearTimeout(connectDeadline);
        request.destroy();
        resolve(answer);
      };
      const request = send(
        url,
        {
          method: 'POST',
          agent: false,
          lookup: checkedLookup(this.allowPrivate),
          headers: Object.assign({}, post.headers, {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(post.body)),
            'user-agent': 'form-service-webhooks/1',
          }),
        },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) {
            finish({ statusCode: status, error: '' });
            return;
          }
          // The start of the answer helps whoever reads the delivery log; the rest is not waited for.
          const chunks: Buffer[] = [];
          let size = 0;
          const done = () => {
            const text = Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8').replace(/[^\x20-\x7e\u00a0-\uffff]/g, ' ').trim();
            finish({ statusCode: status, error: `HTTP ${status}${text ? `: ${text.slice(0, 500)}` : ''}` });
          };
          response.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            size += chunk.length;
            if (size >= MAX_ANSWER_BYTES) done();
          });
          response.on('end', done);
          response.on('error', done);
          // The status is known: a body dripping in slowly is not waited for long.
          setTimeout(done, 500).unref();
        },
      );
      const deadline = setTimeout(() => finish({ statusCode: null, error: `No answer within ${this.timeoutMs / 1000} s` }), this.timeoutMs);
      const connectDeadline = setTimeout(
        () => finish({ statusCode: null, error: `No connection within ${this.connectTimeoutMs / 1000} s` }),
        this.connectTimeoutMs,
      );
      request.on('socket', (socket) => {
        // A fresh socket (no agent) is connecting; once connected only the overall deadline applies.
        if (!socket.connecting) clearTimeout(connectDeadline);
        else socket.once('connect', () => clearTimeout(connectDeadline));
      });
      request.on('error', (error) => finish({ statusCode: null, error: error.message || String(error) }));
      request.end(post.body);
    });
  }
}
