import { BlockList, isIP } from 'node:net';

/** True when a connection from this address may tell us the client's host, scheme and address. */
export type TrustProxy = (remoteAddress: string | undefined) => boolean;

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * Built from TRUST_PROXY (addresses or CIDRs, already validated): only the balancer's own connections
 * are believed, so a client that reaches a replica directly cannot forge X-Forwarded-*.
 */
export function trustedProxies(entries: readonly string[]): TrustProxy {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (remoteAddress) => {
    if (remoteAddress === undefined) return false;
    // A dual-stack socket reports an IPv4 peer as ::ffff:a.b.c.d.
    const mapped = IPV4_MAPPED.exec(remoteAddress);
    const address = mapped ? mapped[1] : remoteAddress;
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
