import ipaddr from 'ipaddr.js';

/**
 * What every per-client limit counts by: an IPv4 address as it is, an IPv6 address by its /64. One
 * subscriber usually holds a whole /64 and could otherwise rotate through addresses at will, and the
 * same address can be written in many ways (`2001:db8::1`, `2001:0db8:0:0::1`, `::ffff:1.2.3.4`): the
 * key is always written one way. Anything that is not an address (no socket address at all) is kept as
 * it is.
 */
export function clientKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
