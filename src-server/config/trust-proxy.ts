import net from 'node:net';

/** What Fastify's `trustProxy` is given: a hop count, the proxies' addresses, or nothing. */
export type TrustProxy = number | string[] | false;

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: how many proxies stand in front (`1`, `2`), or their addresses and CIDR
 * ranges. "Trust everything" is refused: then any client could pick its own IP with
 * X-Forwarded-For and walk around the per-IP sign-in limits.
 * Returns the value, or the reason it is refused.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  if (raw === undefined) return { value: false };
  const text = raw.trim();
  if (/^(true|yes|on|\*)$/i.test(text)) {
    return { error: 'must not trust every proxy (it lets any client choose its IP); give the number of proxies in front, like 1, or their addresses' };
  }
  if (/^(false|no|off|0)$/i.test(text)) return { value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : { error: 'must be a hop count from 0 to 10, or a comma-separated list of addresses or CIDR ranges' };
  }
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isAddressOrCidr(e));
  if (bad !== undefined) return { error: `must be a hop count (1, 2) or a comma-separated list of IP addresses or CIDR ranges; "${bad}" is neither` };
  return { value: entries };
}

/**
 * Fastify's option in the form its types accept: a hop count becomes the same test
 * proxy-addr applies to a number (the first `hops` addresses, nearest first, are proxies).
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
