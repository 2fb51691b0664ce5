import { clientKeyOf } from './client-key';

describe('clientKeyOf', () => {
  it('keeps an IPv4 address, however the socket wrote it', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, written one way', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0:0:0:9', '2001:DB8:1:2::abcd'].map(clientKeyOf);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('keeps what is no address as it is', () => {
    expect(clientKeyOf('')).toBe('');
    expect(clientKeyOf('unknown')).toBe('unknown');
  });
});
