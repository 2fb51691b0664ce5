import type { IncomingMessage } from 'node:http';
import { clientKeyOf } from '@forms/application';

/** The client's address: the socket peer, or with TRUST_PROXY what the load balancer reports (Express's `ip`). */
export function clientIp(request: IncomingMessage): string {
  const ip = (request as IncomingMessage & { ip?: string }).ip ?? request.socket.remoteAddress ?? '';
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

/**
 * The client a request is counted as by every per-client limit (the public budget, sign-in requests and
 * wrong codes, submissions and uploads): its IPv4 address, or its IPv6 /64.
 */
export function clientKey(request: IncomingMessage): string {
  return clientKeyOf(clientIp(request));
}

export function userAgentOf(request: IncomingMessage): string {
  const header = request.headers['user-agent'];
  return typeof header === 'string' ? header : '';
}
