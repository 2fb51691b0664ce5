import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { publicOrigin } from '@forms/config';
import type { TrustProxy } from './trusted-proxies';

export interface WorkspaceAddress {
  subdomain: string;
  /** `{base_url}` as the client addressed it: for what this response shows the client, nothing more. */
  baseUrl: string;
  /**
   * The workspace's address under PUBLIC_ORIGIN_TEMPLATE: every link that is stored or emailed starts
   * with it, so that no client picks the scheme, host or port a member or respondent is sent to.
   */
  publicOrigin: string;
}

const SANE_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/;

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  const comma = value.indexOf(',');
  return (comma === -1 ? value : value.slice(0, comma)).trim() || undefined;
}

/**
 * A workspace is addressed as `<subdomain>.<APP_DOMAIN>[:port]`. The forwarded headers are believed
 * only behind a trusted proxy; otherwise any client could choose the address its links are built from.
 */
export class WorkspaceAddressing {
  private readonly pattern: RegExp;

  constructor(
    appDomain: string,
    private readonly trustProxy: TrustProxy,
    private readonly originTemplate: string,
  ) {
    const domain = appDomain.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Same shape as the Subdomain value object: 3-63 characters, no leading or trailing '-'.
    this.pattern = new RegExp(`^([a-z0-9][a-z0-9-]{1,61}[a-z0-9])\\.${domain}(?::\\d{1,5})?$`);
  }

  /** The host the client addressed, lower-cased, with its port; undefined when absent or malformed. */
  host(request: IncomingMessage): string | undefined {
    const forwarded = this.trustProxy(request.socket?.remoteAddress) ? firstValue(request.headers['x-forwarded-host']) : undefined;
    const host = (forwarded ?? request.headers.host)?.toLowerCase();
    return host !== undefined && SANE_HOST.test(host) ? host : undefined;
  }

  scheme(request: IncomingMessage): 'http' | 'https' {
    if (this.trustProxy(request.socket?.remoteAddress)) {
      const forwarded = firstValue(request.headers['x-forwarded-proto'])?.toLowerCase();
      if (forwarded === 'http' || forwarded === 'https') return forwarded;
    }
    return (request.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http';
  }

  /** `scheme://host[:port]` as addressed, or undefined without a usable host. */
  origin(request: IncomingMessage): string | undefined {
    const host = this.host(request);
    return host === undefined ? undefined : `${this.scheme(request)}://${host}`;
  }

  /** The workspace subdomain and `{base_url}`, or null when the host is not a workspace address. */
  resolve(request: IncomingMessage): WorkspaceAddress | null {
    const host = this.host(request);
    const match = host === undefined ? null : this.pattern.exec(host);
    if (!match) return null;
    const subdomain = match[1];
    return { subdomain, baseUrl: `${this.scheme(request)}://${host}`, publicOrigin: publicOrigin({ PUBLIC_ORIGIN_TEMPLATE: this.originTemplate }, subdomain) };
  }
}
