import { isIP } from 'node:net';

/** What Fastify's `trustProxy` accepts that this setting may name: nothing, a hop count, or the proxies. */
export type TrustProxy = false | number | string[];

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
 * TRUST_PROXY (issue 21 §4): forwarded headers (X-Forwarded-For, -Proto, -Host) are believed only
 * from the proxies it names. Empty or absent: trust none, the client address is the socket's
 * (default). A whole number N: trust the N nearest hops. Otherwise a comma-separated list of
 * addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal). 'true' (trust
 * everyone, so any client picks its own address) is refused.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || ['false', 'off', 'no', '0'].includes(text.toLowerCase())) return false;
  if (/^[1-9][0-9]{0,1}$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    throw new Error(
      `TRUST_PROXY debe ser un número de saltos o una lista de direcciones o rangos CIDR de los proxies (por ejemplo 10.0.0.1,192.168.0.0/16 o loopback); no se reconoce: ${bad.join(', ') || text}`,
    );
  }
  return entries;
}
