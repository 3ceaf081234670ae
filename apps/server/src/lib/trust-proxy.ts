import { isIP } from 'node:net';

/** What Fastify's `trustProxy` is given: nothing, or the proxies by address or range. */
export type TrustProxy = false | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^(0|[1-9][0-9]{0,2})$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: forwarded headers (X-Forwarded-For, -Proto, -Host) are believed only
 * from the proxies it names. Empty or absent: trust none, the client address is the socket's
 * (default). Otherwise a comma-separated list of addresses, CIDR ranges or proxy-addr's names
 * (loopback, linklocal, uniquelocal). 'true' (trust everyone, so any client picks its own
 * address) is refused, and so is a hop count: Fastify 5 cannot check the peer with one and
 * trusts no header then, which would silently do nothing.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || ['false', 'off', 'no', '0'].includes(text.toLowerCase())) return false;
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    throw new Error(
      `TRUST_PROXY debe ser una lista de direcciones o rangos CIDR de los proxies (por ejemplo 10.0.0.1,192.168.0.0/16 o loopback); no se reconoce: ${bad.join(', ') || text}`,
    );
  }
  return entries;
}
