import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a callback may go (SSRF rules). Outside development only https; never to loopback,
 * private, link-local, carrier-grade NAT, unique-local, multicast, unspecified or cloud
 * metadata addresses — checked on the addresses the name resolves to, and the connection is
 * made to the very address checked (no second lookup an attacker's DNS could answer
 * differently). `ANALYTICS_CALLBACK_ALLOW` lists hosts (`host` or `host:port`, comma-separated)
 * an on-premise installation allows anyway, e.g. a receiver on the same machine.
 */
const REFUSED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  REFUSED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  REFUSED.addSubnet(net, prefix, 'ipv6');

export class RefusedTarget extends Error {}

function allowList(): Set<string> {
  return new Set(
    (process.env.ANALYTICS_CALLBACK_ALLOW ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function refusedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refusedAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return REFUSED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The address to connect to for a callback URL, or RefusedTarget saying why not. */
export async function vetTarget(raw: string): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const allowed = allowList();
  const listed = allowed.has(host) || allowed.has(`${host}:${port}`);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RefusedTarget(`${url.protocol} URLs are not called back`);
  if (url.protocol === 'http:' && !listed && process.env.NODE_ENV !== 'development') throw new RefusedTarget('callbacks go to https URLs only');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (addresses.length === 0) throw new RefusedTarget(`${host} does not resolve`);
  if (!listed) {
    const bad = addresses.find((a) => refusedAddress(a.address));
    if (bad) throw new RefusedTarget(`${host} resolves to ${bad.address}, an address callbacks may not reach`);
  }
  return { url, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}
