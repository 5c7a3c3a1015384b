/**
 * Every outbound path under the one policy (docs/outbound.md), black box: without the allow
 * list the suite sets for its local peers, a provider api_url, an organization's SMTP relay and
 * an export callback refuse loopback, metadata and private addresses in every spelling when
 * they are configured, and a name that resolves elsewhere later (a local DNS server through
 * DNS_SERVERS) fails the message or the callback visibly, with nothing connected. Allowed
 * peers that are not what they claim (a redirecting provider, a service that is not a mail
 * relay) are neither followed nor echoed.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, type Server, createServer as createTcpServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestDnsServer, startDnsServer } from '../helpers/dns.ts';
import { eventually } from '../helpers/eventually.ts';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';

let platform: Platform;
let dns: TestDnsServer;
/** A TCP listener on 127.0.0.1 counting connections: what a refused target must never see. */
let trap: Server;
let trapped = 0;
let trapPort: number;

beforeAll(async () => {
  [platform, dns] = await Promise.all([startPlatform(), startDnsServer()]);
  trap = createTcpServer((socket) => {
    trapped++;
    socket.end('-ERR secret-banner-from-another-service\r\n');
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as AddressInfo).port;
});
afterAll(async () => {
  await platform?.stop();
  await dns?.close();
  await new Promise((resolve) => trap?.close(resolve));
});
beforeEach(() => {
  // process.env is restored after the file (test/helpers/file-env.ts).
  delete process.env.OUTBOUND_ALLOW;
  delete process.env.ANALYTICS_CALLBACK_ALLOW;
  delete process.env.SMTP_URL;
  process.env.DNS_SERVERS = dns.address;
});

/** A name of this machine's hosts file that points at loopback, besides localhost (when it has one). */
function hostsFileName(): string[] {
  const names = readFileSync('/etc/hosts', 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim().split(/\s+/))
    .filter(([address]) => address?.startsWith('127.'))
    .flatMap(([, ...aliases]) => aliases)
    .filter((name) => name && name !== 'localhost' && !name.includes('localhost'));
  return names.slice(0, 1);
}

/** Loopback, metadata and private addresses in the spellings an attacker tries. */
const LOOPBACK_HOSTS = ['127.0.0.1', '[::1]', 'localhost', '0x7f000001', '2130706433', '127.1', '[::ffff:127.0.0.1]', ...hostsFileName()];
const OTHER_HOSTS: [string, RegExp][] = [
  ['169.254.169.254', /cloud metadata address/],
  ['10.0.0.1', /private address/],
  ['192.168.1.20', /private address/],
  ['[fd00::1]', /unique-local \(private\) address/],
  ['100.64.0.7', /carrier-grade NAT address/],
];

async function providerFailure(client: Client, apiUrl: string) {
  const res = await client.put('/v1.1/settings/providers', { api_url: apiUrl, api_key: 'key-never-sent', callback_secret: 'callback-secret-0123456789' });
  expect(res.status, `${apiUrl}: ${JSON.stringify(res.body)}`).toBe(400);
  expect(res.body.error).toMatchObject({ code: 'TM_3201', details: [{ code: 'GE_102', target: 'api_url' }] });
  return res.body.error.details[0].message as string;
}

async function smsMessage(client: Client, id: string, status: string) {
  return eventually(async () => {
    const got = (await client.get(`/v1.1/sms/messages/${id}`)).body.data;
    return got?.status === status ? got : null;
  }, `SMS ${id} ${status}`);
}

async function outboxEntry(client: Client, messageId: string, status: string) {
  return eventually(async () => {
    const entry = (await client.get(`/v1.1/outbox/${messageId}`)).body.outgoing_email;
    return entry?.status === status ? entry : null;
  }, `message ${messageId} ${status}`);
}

describe('a messaging provider api_url', () => {
  it('is refused at configuration for loopback, metadata and private addresses in every spelling, naming the rule', async () => {
    const { client } = await platform.tenant();
    for (const host of LOOPBACK_HOSTS) expect(await providerFailure(client, `https://${host}:${trapPort}/send`), host).toMatch(/a loopback address/);
    for (const [host, rule] of OTHER_HOSTS) expect(await providerFailure(client, `https://${host}/send`), host).toMatch(rule);
    dns.host('internal-provider.outbound.test', '10.1.2.3');
    expect(await providerFailure(client, 'https://internal-provider.outbound.test/send')).toMatch(
      /internal-provider\.outbound\.test resolves to 10\.1\.2\.3, a private address/,
    );
    expect(await providerFailure(client, 'http://93.184.216.34/send')).toMatch(/https URLs only/);
    expect(JSON.stringify((await client.get('/v1.1/settings/providers')).body)).not.toContain('/send');
    expect(trapped).toBe(0);
  });

  it('fails the message visibly, posting nothing, when the name resolves to a refused address at delivery', async () => {
    const { client } = await platform.tenant();
    dns.host('rebind-provider.outbound.test', '93.184.216.34');
    const saved = await client.put('/v1.1/settings/providers', {
      api_url: `https://rebind-provider.outbound.test:${trapPort}/send`,
      api_key: 'key-never-sent',
      callback_secret: 'callback-secret-0123456789',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    dns.clear('rebind-provider.outbound.test');
    dns.host('rebind-provider.outbound.test', '127.0.0.1');
    const sent = await client.post('/v1.1/sms/messages', { to: '+4915123456789', from: '+14155550100', text: 'rebind' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const failed = await smsMessage(client, sent.body.data.message_id, 'failed');
    expect(failed.error).toBe(
      'The provider URL is refused: rebind-provider.outbound.test resolves to 127.0.0.1, a loopback address, which outbound connections may not reach (OUTBOUND_ALLOW lifts this)',
    );
    expect(trapped).toBe(0);
  });

  it('follows no redirect and stores none of the answer of an allowed URL', async () => {
    const hits: string[] = [];
    const target = createHttpServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(req.url === '/send' ? 307 : 200, { location: '/elsewhere', 'content-type': 'text/plain' });
      res.end('internal-secret-body');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    try {
      const port = (target.address() as AddressInfo).port;
      process.env.OUTBOUND_ALLOW = `127.0.0.1:${port}`;
      const { client } = await platform.tenant();
      const saved = await client.put('/v1.1/settings/providers', { api_url: `http://127.0.0.1:${port}/send`, callback_secret: 'callback-secret-0123456789' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const sent = await client.post('/v1.1/sms/messages', { to: '+4915123456789', from: '+14155550100', text: 'redirect' });
      const failed = await smsMessage(client, sent.body.data.message_id, 'failed');
      expect(failed.error).toBe('The provider answered 307 (redirects are not followed)');
      expect(hits).toEqual(['/send']);
      expect(JSON.stringify((await client.get(`/v1.1/sms/messages/${sent.body.data.message_id}`)).body)).not.toContain('internal-secret');
    } finally {
      await new Promise((resolve) => target.close(resolve));
    }
  });
});

describe("an organization's SMTP relay", () => {
  async function relayFailure(client: Client, host: string, port: number) {
    const res = await client.put('/v1.1/settings/email', { host, port, from_address: 'billing@acme.example' });
    expect(res.status, `${host}:${port}: ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.body.message).toContain('host');
    return res.body.message as string;
  }

  it('is refused at configuration: metadata, private and loopback services, in every spelling', async () => {
    const { client } = await platform.tenant();
    expect(await relayFailure(client, '169.254.169.254', 25)).toMatch(/169\.254\.169\.254, a cloud metadata address/);
    expect(await relayFailure(client, '10.0.0.1', 25)).toMatch(/10\.0\.0\.1, a private address/);
    expect(await relayFailure(client, '127.0.0.1', 6379)).toMatch(/127\.0\.0\.1, a loopback address/);
    for (const host of LOOPBACK_HOSTS) expect(await relayFailure(client, host, trapPort), host).toMatch(/a loopback address/);
    for (const [host, rule] of OTHER_HOSTS) expect(await relayFailure(client, host, 25), host).toMatch(rule);
    expect((await client.get('/v1.1/settings/email')).body.email_relay).toBeUndefined();
    expect(trapped).toBe(0);
  });

  it('fails the message visibly, connecting nowhere, when the host resolves to a refused address at delivery', async () => {
    const { client } = await platform.tenant();
    dns.host('rebind-relay.outbound.test', '93.184.216.34');
    const saved = await client.put('/v1.1/settings/email', { host: 'rebind-relay.outbound.test', port: trapPort, from_address: 'billing@acme.example' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    dns.clear('rebind-relay.outbound.test');
    dns.host('rebind-relay.outbound.test', '127.0.0.1');
    const test = await client.post('/v1.1/settings/email/test', { to_address: 'someone@example.com' });
    const failed = await outboxEntry(client, test.body.outgoing_email.message_id, 'failed');
    expect(failed.error).toBe(
      "The organization's relay host is refused: rebind-relay.outbound.test resolves to 127.0.0.1, a loopback address, which outbound connections may not reach (OUTBOUND_ALLOW lifts this).",
    );
    expect(trapped).toBe(0);
  });

  it("never brings a service's banner back through the outbox", async () => {
    process.env.OUTBOUND_ALLOW = `127.0.0.1:${trapPort}`;
    const { client } = await platform.tenant();
    const saved = await client.put('/v1.1/settings/email', { host: '127.0.0.1', port: trapPort, from_address: 'billing@acme.example' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const test = await client.post('/v1.1/settings/email/test', { to_address: 'someone@example.com' });
    const failed = await outboxEntry(client, test.body.outgoing_email.message_id, 'failed');
    expect(failed.error).toBe('The relay did not greet as an SMTP server.');
    const log = await client.get(`/v1.1/outbox/${test.body.outgoing_email.message_id}`);
    expect(JSON.stringify(log.body)).not.toContain('secret-banner');
    expect(trapped).toBeGreaterThan(0);
    trapped = 0;
  });
});

describe('an export callback', () => {
  function analytics(client: Client, organizationId: string) {
    const bare = new Client(client.baseUrl, client.token);
    const headers = { 'SVC-ANALYTICS-ORGID': organizationId };
    return {
      get: (path: string, query?: Record<string, string>) => bare.request('GET', `/restapi/v2${path}`, { query, headers }),
      post: (path: string, body?: unknown) => bare.request('POST', `/restapi/v2${path}`, { body, headers }),
    };
  }

  it('is refused at creation for internal targets, and a later refusal shows on the job as REFUSED with the rule', async () => {
    const { client, organizationId } = await platform.tenant();
    const api = analytics(client, organizationId);
    const ws = (await api.post('/workspaces', { workspaceName: 'Outbound' })).body.data;
    const table = (await api.post(`/workspaces/${ws.workspaceId}/tables`, { tableName: 'Rows', columns: [{ columnName: 'Name', dataType: 'PLAIN' }] })).body
      .data;
    const viewId = table.viewId as string;
    const exportWith = (callbackUrl: string) =>
      api.get(`/bulk/workspaces/${ws.workspaceId}/views/${viewId}/data`, { CONFIG: JSON.stringify({ responseFormat: 'csv', callbackUrl }) });

    for (const host of LOOPBACK_HOSTS) {
      const refused = await exportWith(`https://${host}:${trapPort}/hook`);
      expect(refused.status, `${host}: ${JSON.stringify(refused.body)}`).toBe(400);
      expect(refused.body.data.errorMessage, host).toMatch(/a loopback address/);
    }
    for (const [host, rule] of OTHER_HOSTS) expect((await exportWith(`https://${host}/hook`)).body.data.errorMessage, host).toMatch(rule);

    dns.host('rebind-hook.outbound.test', '93.184.216.34');
    const created = await exportWith(`https://rebind-hook.outbound.test:${trapPort}/hook`);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    dns.clear('rebind-hook.outbound.test');
    dns.host('rebind-hook.outbound.test', '127.0.0.1');
    const jobId = created.body.data.jobId as string;
    const job = await eventually(async () => {
      const data = (await api.get(`/bulk/workspaces/${ws.workspaceId}/exportjobs/${jobId}`)).body.data;
      return data?.callbackStatus === 'refused' ? data : null;
    }, 'the callback refusal on the job');
    expect(job).toMatchObject({
      jobCode: '1004',
      callbackStatus: 'refused',
      callbackError:
        'The callback URL is refused: rebind-hook.outbound.test resolves to 127.0.0.1, a loopback address, which outbound connections may not reach (OUTBOUND_ALLOW lifts this).',
    });
    const read = await client.graphql('query($id: ID!) { exportJob(jobId: $id) { jobCode callbackStatus callbackError } }', { id: jobId });
    expect(read.body.data.exportJob).toMatchObject({ callbackStatus: 'REFUSED', callbackError: job.callbackError });
    expect(trapped).toBe(0);
  });
});
