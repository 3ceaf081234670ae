import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts nobody by default', () => {
    for (const value of [undefined, '', ' ', 'false', '0', 'off']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes addresses, CIDR ranges and proxy-addr names', () => {
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses trusting everyone and anything it cannot read', () => {
    for (const value of ['true', '*', '1', '2', '10.0.0.1/33', '10.0.0', 'proxy.example', '10.0.0.1/8/1', '1.5']) {
      expect(() => parseTrustProxy(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});
