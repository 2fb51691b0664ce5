import ipaddr from 'ipaddr.js';
import { Resolver } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';

/**
 * Only globally routable unicast addresses count as public. ipaddr.js classifies the special ranges
 * (loopback, private, link-local, carrier-grade NAT, multicast, unspecified, broadcast, reserved,
 * unique-local and the IPv6 transition ranges); an IPv4-mapped IPv6 address is judged as the IPv4
 * address it carries, and an IPv4-compatible one is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  // IPv4-compatible IPv6 addresses (::/96) are deprecated, yet some stacks still deliver them to the IPv4
  // address they carry (::7f00:1 to 127.0.0.1); ipaddr.js calls them unicast, so they are refused here.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).match(IPV4_COMPATIBLE)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const IPV4_COMPATIBLE: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('::'), 96];

/** The host of a URL as an address or name: `[::1]` becomes `::1`. */
export function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

export class InternalAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, which is not a public address`);
  }
}

interface LookupAddress {
  address: string;
  family: number;
}

/** Each DNS query is tried twice, each try given this long (the delivery's connect timeout bounds it too). */
const DNS_TRY_MS = 1_000;

/**
 * Names are resolved with c-ares (dns.promises.Resolver), which runs on the event loop: node's default
 * lookup (getaddrinfo) occupies one of libuv's four threads per lookup, so a few customers' hosts with
 * slow name servers would hold up every file and crypto operation of the process, and every other
 * customer's deliveries. c-ares does not read /etc/hosts: `localhost` and `*.localhost` are loopback
 * by definition (RFC 6761) and resolved as such, so that they are refused as internal like 127.0.0.1.
 */
const resolver = new Resolver({ timeout: DNS_TRY_MS, tries: 2 });

async function resolveAll(host: string): Promise<LookupAddress[]> {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) {
    return [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ];
  }
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
  const addresses = [
    ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
    ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
  ];
  if (addresses.length === 0) {
    const reason = v4.status === 'rejected' ? (v4.reason as NodeJS.ErrnoException) : undefined;
    throw Object.assign(new Error(`${host} does not resolve${reason?.code ? ` (${reason.code})` : ''}`), { code: reason?.code ?? 'ENOTFOUND' });
  }
  return addresses;
}

/**
 * Every address the host resolves to, refused as a whole when any of them is internal (a name with one
 * public and one private address must not reach the private one on a later connect).
 */
export async function resolvePublic(host: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host);
  if (!allowPrivate) {
    const internal = addresses.find((each) => !isPublicAddress(each.address));
    if (internal) throw new InternalAddressError(host, internal.address);
  }
  return addresses;
}

/**
 * A `lookup` for node's http client that checks what it resolves: the socket connects to exactly the
 * addresses that were checked, so a DNS answer that changes between check and connect (rebinding)
 * cannot lead it inside.
 */
export function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublic(hostname, allowPrivate).then(
      (addresses) => {
        const family = typeof options.family === 'number' ? options.family : 0;
        const usable = family === 4 || family === 6 ? addresses.filter((each) => each.family === family) : addresses;
        if (usable.length === 0) {
          callback(Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' }), '', 0);
        } else if (options.all) {
          (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, usable);
        } else {
          callback(null, usable[0].address, usable[0].family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
