import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, type LookupFunction, isIP } from 'node:net';

/**
 * Requests the platform makes to addresses its users give (export callbacks, webhooks): the SSRF
 * rules, once for every module. Outside development only https; never to loopback, private,
 * link-local, carrier-grade NAT, unique-local, multicast, unspecified or cloud metadata
 * addresses — checked on the addresses the name resolves to, and the connection is made to the
 * very address checked (no second lookup an attacker's DNS could answer differently), redirects
 * are not followed and only a bounded part of the answer is read.
 *
 *   const target = await vetTarget(url);               // RefusedTarget says which rule
 *   const { status } = await post(target, body, headers);
 *
 * `KONTOR_OUTBOUND_ALLOW` (and, as before, `ANALYTICS_CALLBACK_ALLOW`) lists hosts (`host` or
 * `host:port`, comma-separated) an on-premise installation allows anyway, e.g. a receiver on the
 * same machine.
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
    [process.env.KONTOR_OUTBOUND_ALLOW, process.env.ANALYTICS_CALLBACK_ALLOW]
      .join(',')
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

/** A URL with the address it was checked at: what post() connects to. */
export interface Target {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** The address to connect to for a URL, or RefusedTarget saying why not. */
export async function vetTarget(raw: string): Promise<Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedTarget('is not an absolute URL');
  }
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

export interface PostOptions {
  /** No answer within this long fails the request. */
  timeoutMs?: number;
  /** At most this much of the answer is read (and kept in `body`). */
  maxResponseBytes?: number;
}

/** What the receiver answered: its status and the start of its body. */
export interface PostAnswer {
  status: number;
  body: string;
}

/**
 * POSTs to a vetted target, connecting to the checked address whatever the name resolves to now.
 * A redirect is an answer like any other (its 3xx status), never followed.
 */
export function post(target: Target, body: string, headers: Record<string, string>, options: PostOptions = {}): Promise<PostAnswer> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxBytes = options.maxResponseBytes ?? 4096;
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target.url,
      { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, lookup: pinned, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, maxBytes) });
        response.on('data', (chunk: Buffer) => {
          if (read < maxBytes) chunks.push(chunk.subarray(0, maxBytes - read));
          read += chunk.length;
          if (read > maxBytes) response.destroy();
        });
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
