/**
 * Every connection the platform opens to an address a tenant chose (export callbacks, the
 * voice/SMS/WhatsApp provider's API URL, an organization's SMTP relay, webhooks) goes through
 * this one policy (docs/outbound.md):
 *
 *   const target = await vetTarget(url);          // or vetHost(host, port) for a relay
 *   const answer = await postOutbound(target, body, headers, { timeoutMs, maxBytes });
 *
 * - The name is resolved (DNS_SERVERS when set, else the system's resolver, hosts file
 *   included) and every address it resolves to is checked against one deny list: loopback,
 *   unspecified, private, unique-local, link-local and cloud metadata, carrier-grade NAT,
 *   multicast, reserved, documentation and benchmarking ranges, and IPv6 forms that carry an
 *   IPv4 address (mapped, NAT64, 6to4, Teredo). A refusal is a RefusedTarget naming the rule.
 * - The connection is made to the very address checked (no second lookup an attacker's DNS
 *   could answer differently); redirects are never followed; at most `maxBytes` of an answer
 *   is read.
 * - `OUTBOUND_ALLOW` (alias: the older `ANALYTICS_CALLBACK_ALLOW`) lists what an on-premise
 *   installation allows anyway, comma-separated: a host name (`relay.internal`, matched as
 *   written, optionally `:port`), an IP address (`127.0.0.1`, `[::1]:8025`) or a range
 *   (`10.20.0.0/16`), matched against every address the name resolves to.
 * - Outside development, URLs are https unless allowed.
 */
import { Resolver, lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, type LookupFunction, isIP } from 'node:net';

export class RefusedTarget extends Error {
  constructor(
    message: string,
    /** The rule that refused, for the error's `rule`: 'loopback address', 'https only'... */
    readonly rule: string = message,
  ) {
    super(message);
  }
}

/** The deny list: each range with the rule it falls under (the first match names the refusal). */
const DENIED: [rule: string, net: string, prefix: number][] = [
  ['cloud metadata address', '169.254.169.254', 32],
  ['cloud metadata address', 'fd00:ec2::254', 128],
  ['unspecified address', '0.0.0.0', 8],
  ['private address', '10.0.0.0', 8],
  ['carrier-grade NAT address', '100.64.0.0', 10],
  ['loopback address', '127.0.0.0', 8],
  ['link-local address', '169.254.0.0', 16],
  ['private address', '172.16.0.0', 12],
  ['IETF protocol address', '192.0.0.0', 24],
  ['documentation address', '192.0.2.0', 24],
  ['private address', '192.168.0.0', 16],
  ['benchmarking address', '198.18.0.0', 15],
  ['documentation address', '198.51.100.0', 24],
  ['documentation address', '203.0.113.0', 24],
  ['multicast address', '224.0.0.0', 4],
  ['reserved address', '240.0.0.0', 4],
  ['unspecified address', '::', 128],
  ['loopback address', '::1', 128],
  ['IPv4-compatible address', '::', 96],
  ['NAT64 address', '64:ff9b::', 96],
  ['NAT64 address', '64:ff9b:1::', 48],
  ['Teredo address', '2001::', 32],
  ['documentation address', '2001:db8::', 32],
  ['6to4 address', '2002::', 16],
  ['unique-local (private) address', 'fc00::', 7],
  ['link-local address', 'fe80::', 10],
  ['site-local address', 'fec0::', 10],
  ['multicast address', 'ff00::', 8],
];
const DENY_LISTS = DENIED.map(([rule, net, prefix]) => {
  const list = new BlockList();
  const family = isIP(net) === 4 ? 'ipv4' : 'ipv6';
  list.addSubnet(net, prefix, family);
  return { rule, list, family } as const;
});

/** An IPv6 address's last 32 bits as dotted IPv4, for the IPv4-mapped form (::ffff:a.b.c.d in any spelling). */
function mappedIpv4(address: string): string | null {
  let canonical: string;
  try {
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return null;
  const high = Number.parseInt(match[1], 16);
  const low = Number.parseInt(match[2], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** The deny-list rule an address falls under, or null when it may be reached. Anything not an IP address is refused. */
export function deniedRule(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return 'not an IP address';
  if (family === 6) {
    const v4 = mappedIpv4(bare);
    if (v4) return deniedRule(v4);
  }
  const kind = family === 4 ? 'ipv4' : 'ipv6';
  for (const entry of DENY_LISTS) if (entry.family === kind && entry.list.check(bare, kind)) return entry.rule;
  return null;
}

export function refusedAddress(address: string): boolean {
  return deniedRule(address) !== null;
}

interface AllowEntry {
  name?: string;
  addresses?: BlockList;
  port?: number;
}

/** The operator's allow list: OUTBOUND_ALLOW and ANALYTICS_CALLBACK_ALLOW together, read at each check. */
export function allowList(env: NodeJS.ProcessEnv = process.env): AllowEntry[] {
  const raw = [env.OUTBOUND_ALLOW, env.ANALYTICS_CALLBACK_ALLOW].filter(Boolean).join(',');
  const entries: AllowEntry[] = [];
  for (const item of raw.split(',').map((s) => s.trim().toLowerCase())) {
    if (!item) continue;
    const range = /^([0-9a-f:.]+)\/(\d{1,3})$/.exec(item);
    if (range && isIP(range[1])) {
      const family = isIP(range[1]);
      const prefix = Number(range[2]);
      // A prefix too long for its family is an operator's typo: the entry allows nothing.
      if (prefix > (family === 4 ? 32 : 128)) continue;
      const list = new BlockList();
      list.addSubnet(range[1], prefix, family === 4 ? 'ipv4' : 'ipv6');
      entries.push({ addresses: list });
      continue;
    }
    const withPort = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(item);
    const host = withPort ? withPort[1].replace(/^\[|\]$/g, '') : item.replace(/^\[|\]$/g, '');
    const port = withPort?.[2] ? Number(withPort[2]) : undefined;
    const family = isIP(host);
    if (family) {
      const list = new BlockList();
      list.addAddress(host, family === 4 ? 'ipv4' : 'ipv6');
      entries.push({ addresses: list, port });
    } else {
      entries.push({ name: host, port });
    }
  }
  return entries;
}

function allowedAddress(entries: AllowEntry[], address: string, port: number): boolean {
  const family = isIP(address);
  const v4 = family === 6 ? mappedIpv4(address) : null;
  return entries.some(
    (e) =>
      e.addresses &&
      (e.port === undefined || e.port === port) &&
      (v4 ? e.addresses.check(v4, 'ipv4') : e.addresses.check(address, family === 4 ? 'ipv4' : 'ipv6')),
  );
}

/** How names are resolved: DNS_SERVERS (comma-separated `ip[:port]`) first when set, then the system's resolver. */
async function resolveHost(host: string, env: NodeJS.ProcessEnv = process.env): Promise<{ address: string; family: 4 | 6 }[]> {
  const servers = env.DNS_SERVERS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (servers?.length) {
    const resolver = new Resolver({ timeout: 3000, tries: 2 });
    resolver.setServers(servers);
    const [v4, v6] = await Promise.all([resolver.resolve4(host).catch(() => []), resolver.resolve6(host).catch(() => [])]);
    const found = [...v4.map((address) => ({ address, family: 4 as const })), ...v6.map((address) => ({ address, family: 6 as const }))];
    if (found.length) return found;
  }
  const system = await lookup(host, { all: true, verbatim: true }).catch(() => []);
  return system.map((a) => ({ address: a.address, family: a.family === 6 ? (6 as const) : (4 as const) }));
}

/** A host as connections see it: lower case, brackets off, numeric IPv4 spellings (0x7f000001, 2130706433, 127.1) as dotted quads. */
export function canonicalHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  try {
    return new URL(`http://${isIP(trimmed) === 6 ? `[${trimmed}]` : trimmed}/`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return trimmed.replace(/^\[|\]$/g, '');
  }
}

export interface VettedHost {
  /** The host as given (canonical spelling): the TLS server name and the Host header. */
  host: string;
  port: number;
  /** The checked address the connection goes to. */
  address: string;
  family: 4 | 6;
  /** The operator's allow list let it through. */
  allowed: boolean;
}

/**
 * The address to connect to for `host:port`, or RefusedTarget naming the rule: a name that
 * does not resolve, or that resolves to any address on the deny list the allow list does not
 * lift. With `unresolved: 'accept'` (a setting being saved) a name that does not resolve yet
 * is answered with a null address: it is checked again at each connection.
 */
export async function vetHost(rawHost: string, port: number, options: { unresolved?: 'refuse' | 'accept' } = {}): Promise<VettedHost> {
  const host = canonicalHost(rawHost);
  const entries = allowList();
  const named = entries.some((e) => e.name === host && (e.port === undefined || e.port === port));
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) === 6 ? (6 as const) : (4 as const) }] : await resolveHost(host);
  if (addresses.length === 0) {
    if (options.unresolved === 'accept') return { host, port, address: '', family: 4, allowed: named };
    throw new RefusedTarget(`${host} does not resolve`, 'the name must resolve');
  }
  let allowed = named;
  if (!named) {
    const outside = addresses.filter((a) => !allowedAddress(entries, a.address, port));
    allowed = outside.length === 0;
    for (const a of outside) {
      const rule = deniedRule(a.address);
      if (rule) {
        const said = host === a.address ? host : `${host} resolves to ${a.address}`;
        throw new RefusedTarget(`${said}, a ${rule}, which outbound connections may not reach (OUTBOUND_ALLOW lifts this)`, rule);
      }
    }
  }
  return { host, port, address: addresses[0].address, family: addresses[0].family, allowed };
}

export interface VettedTarget extends VettedHost {
  url: URL;
}

/** vetHost for an http(s) URL; outside development plain http only to allowed targets. */
export async function vetTarget(raw: string, options: { unresolved?: 'refuse' | 'accept' } = {}): Promise<VettedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedTarget('not a URL', 'must be a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RefusedTarget(`${url.protocol} URLs are not called`, 'http or https only');
  if (url.username || url.password) throw new RefusedTarget('a URL must not carry credentials', 'no credentials in the URL');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const vetted = await vetHost(url.hostname, port, options);
  if (url.protocol === 'http:' && !vetted.allowed && process.env.NODE_ENV !== 'development') {
    throw new RefusedTarget('outbound calls go to https URLs only', 'https only');
  }
  return { ...vetted, url };
}

/** A lookup that answers the checked address whatever the name resolves to now. */
export function pinnedLookup(target: { address: string; family: 4 | 6 }): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

export interface OutboundAnswer {
  status: number;
  /** At most maxBytes of the answer's body. */
  body: Buffer;
}

/**
 * POSTs `body` to a vetted target, connecting to its checked address. Redirects are not
 * followed (a 3xx is an answer like any other); the read stops at `maxBytes`.
 */
export function postOutbound(
  target: VettedTarget,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; maxBytes: number; signal?: AbortSignal },
): Promise<OutboundAnswer> {
  if (!target.address) return Promise.reject(new RefusedTarget(`${target.host} does not resolve`, 'the name must resolve'));
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: pinnedLookup(target),
        timeout: options.timeoutMs,
        signal: options.signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) });
        response.on('data', (chunk: Buffer) => {
          const room = options.maxBytes - read;
          if (room > 0) chunks.push(chunk.subarray(0, room));
          read += chunk.length;
          if (read >= options.maxBytes) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('timeout', () => request.destroy(new OutboundTimeout(options.timeoutMs)));
    request.on('error', reject);
    request.end(body);
  });
}

export class OutboundTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs / 1000} s`);
  }
}

/**
 * A connection failure in words of our own: the remote end's text never travels back to a
 * client (it may be another service's banner or data).
 */
export function connectionFailure(error: unknown): string {
  if (error instanceof RefusedTarget || error instanceof OutboundTimeout) return error.message;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'ECONNREFUSED':
      return 'the connection was refused';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'the connection was reset';
    case 'ETIMEDOUT':
    case 'ESOCKETTIMEDOUT':
      return 'the connection timed out';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'the host is unreachable';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the name does not resolve';
    default:
      if (typeof code === 'string' && /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED)/.test(code)) return 'the TLS handshake failed';
      return 'the connection failed';
  }
}
