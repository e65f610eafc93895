import dns from 'node:dns';
import net from 'node:net';
import type { ErrorReason } from '../../../src-shared/error-reasons';

/**
 * Where a webhook may post (DESIGN §14). The server itself makes these requests, so a target
 * must be a public https host: never loopback, a private network, link-local (which holds the
 * clouds' metadata services, 169.254.169.254 and fd00:ec2::254) or any other special range.
 * Host names are resolved and every address checked, at creation and again at each
 * connection (lookupPublic), so a name re-pointed later gains nothing. Hosts named in
 * WEBHOOK_ALLOWED_HOSTS (on-premise systems, tests) may also be reached over http and at
 * private addresses.
 */
const BLOCKED_V4 = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const;
// BlockList checks IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) against the IPv4 rules itself.
// NAT64 and 6to4 addresses are refused whole: they can carry any IPv4 address.
const BLOCKED_V6 = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const;

const blocked = new net.BlockList();
for (const [address, prefix] of BLOCKED_V4) blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of BLOCKED_V6) blocked.addSubnet(address, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL's host as the allow-list names it: lower case, IPv6 without brackets. */
function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

export function isAllowedHost(url: URL, allowedHosts: string[]): boolean {
  const host = hostOf(url);
  return allowedHosts.some((allowed) => allowed.toLowerCase() === host);
}

export class WebhookTargetError extends Error {
  constructor(readonly reason: ErrorReason) {
    super(reason);
  }
}

/** Checks a target URL; throws WebhookTargetError with the reason to answer. */
export async function checkWebhookTarget(raw: string, allowedHosts: string[]): Promise<void> {
  const url = new URL(raw);
  const allowed = isAllowedHost(url, allowedHosts);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed)) throw new WebhookTargetError('WEBHOOK_URL_NOT_HTTPS');
  if (url.username || url.password) throw new WebhookTargetError('WEBHOOK_URL_CREDENTIALS');
  if (allowed) return;
  const host = hostOf(url);
  const addresses = net.isIP(host) ? [host] : await resolveAll(host);
  if (addresses.length === 0) throw new WebhookTargetError('WEBHOOK_URL_UNRESOLVED');
  if (!addresses.every(isPublicAddress)) throw new WebhookTargetError('WEBHOOK_URL_PRIVATE');
}

/** A create request never waits long on a slow resolver: no answer in time reads as "does not resolve". */
const RESOLVE_TIMEOUT_MS = 1500;

async function resolveAll(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), RESOLVE_TIMEOUT_MS);
  });
  const lookup = dns.promises
    .lookup(host, { all: true, verbatim: true })
    .then((addresses) => addresses.map((a) => a.address))
    .catch(() => []);
  try {
    return await Promise.race([lookup, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A `lookup` for http.request that connects only to public addresses: the check happens on
 * the very addresses the socket then uses, so DNS answering differently after the check
 * (rebinding) cannot reach an internal host.
 */
export const lookupPublic: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as unknown as dns.LookupAddress[];
    const refused = list.find((a) => !isPublicAddress(a.address));
    if (refused || list.length === 0) {
      return callback(Object.assign(new Error(`${hostname} resolves to a non-public address`), { code: 'EREFUSED' }), '', 4);
    }
    if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};
