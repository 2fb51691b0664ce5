import type { IncomingMessage } from 'node:http';

/** The client's address: the socket peer, or with TRUST_PROXY what the load balancer reports (Express's `ip`). */
export function clientIp(request: IncomingMessage): string {
  const ip = (request as IncomingMessage & { ip?: string }).ip ?? request.socket.remoteAddress ?? '';
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

export function userAgentOf(request: IncomingMessage): string {
  const header = request.headers['user-agent'];
  return typeof header === 'string' ? header : '';
}
