import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RefusedTarget, deniedRule, refusedAddress, vetHost, vetTarget } from '../../subgraphs/core/platform/outbound.ts';
import { type TestDnsServer, startDnsServer } from '../helpers/dns.ts';

// The suite allows 127.0.0.1 for its local peers (test/helpers/global-setup.ts); this file is
// about the policy without it. process.env is restored after the file (test/helpers/file-env.ts).
let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(async () => {
  await dns.close();
});
beforeEach(() => {
  delete process.env.OUTBOUND_ALLOW;
  delete process.env.ANALYTICS_CALLBACK_ALLOW;
  process.env.DNS_SERVERS = dns.address;
});

function hostsFileNames(): string[] {
  return readFileSync('/etc/hosts', 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim().split(/\s+/))
    .filter(([address]) => address?.startsWith('127.'))
    .flatMap(([, ...aliases]) => aliases)
    .filter((name) => name && !name.includes('localhost'))
    .slice(0, 1);
}

async function refusal(attempt: Promise<unknown>): Promise<RefusedTarget> {
  try {
    await attempt;
  } catch (error) {
    expect(error).toBeInstanceOf(RefusedTarget);
    return error as RefusedTarget;
  }
  throw new Error('the target was allowed');
}

describe('the outbound policy', () => {
  it('names the rule of every loopback, private, link-local, metadata and other internal address', () => {
    const cases: [string, string][] = [
      ['127.0.0.1', 'loopback address'],
      ['127.255.1.2', 'loopback address'],
      ['::1', 'loopback address'],
      ['[::1]', 'loopback address'],
      ['::ffff:127.0.0.1', 'loopback address'],
      ['::ffff:7f00:1', 'loopback address'],
      ['169.254.169.254', 'cloud metadata address'],
      ['::ffff:169.254.169.254', 'cloud metadata address'],
      ['fd00:ec2::254', 'cloud metadata address'],
      ['169.254.1.1', 'link-local address'],
      ['fe80::1', 'link-local address'],
      ['10.0.0.1', 'private address'],
      ['172.20.0.1', 'private address'],
      ['192.168.1.1', 'private address'],
      ['fd00::1', 'unique-local (private) address'],
      ['100.64.0.1', 'carrier-grade NAT address'],
      ['0.0.0.0', 'unspecified address'],
      ['::', 'unspecified address'],
      ['224.0.0.1', 'multicast address'],
      ['255.255.255.255', 'reserved address'],
      ['64:ff9b::7f00:1', 'NAT64 address'],
      ['2002:7f00:1::', '6to4 address'],
      ['not-an-address', 'not an IP address'],
    ];
    for (const [address, rule] of cases) expect(deniedRule(address), address).toBe(rule);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34']) expect(refusedAddress(address), address).toBe(false);
  });

  it('refuses every spelling of loopback and metadata in a URL, naming the rule', async () => {
    for (const url of [
      'https://127.0.0.1/x',
      'https://[::1]:8443/x',
      'https://localhost/x',
      'https://0x7f000001/x',
      'https://2130706433/x',
      'https://127.1/x',
      'https://0177.0.0.1/x',
      'https://[::ffff:127.0.0.1]/x',
      // A name from the hosts file pointing at loopback, when this machine's has one besides localhost.
      ...hostsFileNames().map((name) => `https://${name}/x`),
    ]) {
      const refused = await refusal(vetTarget(url));
      expect(refused.rule, url).toBe('loopback address');
      expect(refused.message, url).toMatch(/a loopback address, which outbound connections may not reach/);
    }
    expect((await refusal(vetTarget('http://169.254.169.254/latest/meta-data'))).rule).toBe('cloud metadata address');
    expect((await refusal(vetTarget('https://10.0.0.1/x'))).rule).toBe('private address');
    expect((await refusal(vetTarget('https://[fd00::1]/x'))).rule).toBe('unique-local (private) address');
    expect((await refusal(vetTarget('http://93.184.216.34/hook'))).message).toBe('outbound calls go to https URLs only');
    expect((await refusal(vetTarget('ftp://93.184.216.34/x'))).rule).toBe('http or https only');
    expect(await vetTarget('https://93.184.216.34/hook')).toMatchObject({ address: '93.184.216.34', family: 4, port: 443 });
  });

  it('refuses relay hosts by address and port: metadata, private and loopback services', async () => {
    expect((await refusal(vetHost('169.254.169.254', 25))).rule).toBe('cloud metadata address');
    expect((await refusal(vetHost('10.0.0.1', 25))).rule).toBe('private address');
    expect((await refusal(vetHost('127.0.0.1', 6379))).rule).toBe('loopback address');
    expect((await refusal(vetHost('0x7f000001', 25))).rule).toBe('loopback address');
    expect((await refusal(vetHost('2130706433', 25))).rule).toBe('loopback address');
  });

  it('resolves names through DNS_SERVERS and refuses when any address is internal; the address checked is the one returned', async () => {
    dns.host('public.outbound.test', '93.184.216.34');
    dns.host('sneaky.outbound.test', '93.184.216.34');
    dns.host('sneaky.outbound.test', '10.9.8.7');
    dns.host('v6.outbound.test', 'fd12::5');
    expect(await vetHost('public.outbound.test', 587)).toMatchObject({ host: 'public.outbound.test', address: '93.184.216.34', allowed: false });
    const sneaky = await refusal(vetHost('sneaky.outbound.test', 587));
    expect(sneaky.message).toBe(
      'sneaky.outbound.test resolves to 10.9.8.7, a private address, which outbound connections may not reach (OUTBOUND_ALLOW lifts this)',
    );
    expect((await refusal(vetHost('v6.outbound.test', 587))).rule).toBe('unique-local (private) address');
    expect((await refusal(vetHost('nowhere.outbound.test', 587))).rule).toBe('the name must resolve');
    // Saving a setting accepts a name that does not resolve yet: each connection checks again.
    expect(await vetHost('nowhere.outbound.test', 587, { unresolved: 'accept' })).toMatchObject({ address: '' });
  });

  it('lets the operator allow names, addresses with or without a port, and ranges; ANALYTICS_CALLBACK_ALLOW still counts', async () => {
    process.env.OUTBOUND_ALLOW = 'localhost:9999, 10.0.0.5, [::1]:8025, 10.20.0.0/16';
    expect(await vetTarget('http://localhost:9999/hook')).toMatchObject({ allowed: true, address: '127.0.0.1' });
    expect(await vetTarget('https://10.0.0.5/hook')).toMatchObject({ address: '10.0.0.5' });
    expect(await vetHost('::1', 8025)).toMatchObject({ address: '::1', allowed: true });
    expect(await vetHost('10.20.3.4', 25)).toMatchObject({ allowed: true });
    expect((await refusal(vetTarget('https://localhost:9998/hook'))).rule).toBe('loopback address');
    expect((await refusal(vetHost('::1', 8026))).rule).toBe('loopback address');
    expect((await refusal(vetHost('10.21.0.1', 25))).rule).toBe('private address');
    delete process.env.OUTBOUND_ALLOW;
    process.env.ANALYTICS_CALLBACK_ALLOW = '127.0.0.1';
    expect(await vetHost('127.0.0.1', 6379)).toMatchObject({ allowed: true });
  });
});
