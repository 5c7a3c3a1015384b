/**
 * The messaging platform under load.
 *
 *   npx tsx test/bench/messaging.ts [--database pglite|postgres] [--recipients 500] [--submissions 200]
 *
 * One organization with a verified domain (a local DNS server) and a relay (a local SMTP
 * server). Reports: the time until `POST /v1.1/email/batch` with 500 recipients answers 200
 * (every message, recipient and delivery job stored in one transaction), the time until all
 * 500 arrived at the SMTP server (messages/s through the pg-boss delivery jobs), and SMTP relay
 * submissions/s (one pooled, authenticated connection, one message after the other, each
 * queued like an API send).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import nodemailer from 'nodemailer';
import { startSmtpRelay } from '../../subgraphs/messaging/api.ts';
import { startDnsServer } from '../helpers/dns.ts';
import { startPlatform } from '../helpers/platform.ts';
import { startSmtpServer } from '../helpers/smtp.ts';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', multiple: true },
    recipients: { type: 'string', default: '500' },
    submissions: { type: 'string', default: '200' },
  },
});
const RECIPIENTS = Number(args.recipients);
const SUBMISSIONS = Number(args.submissions);
const DATABASES = (args.database ?? ['pglite', 'postgres']) as ('pglite' | 'postgres')[];

async function run(database: 'pglite' | 'postgres') {
  if (database === 'postgres') process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  else delete process.env.TEST_DATABASE_URL;
  delete process.env.SMTP_URL;
  // The local relay listens on 127.0.0.1: allowed as the test suite does (docs/outbound.md).
  process.env.OUTBOUND_ALLOW ??= '127.0.0.1';
  const [platform, smtp, dns] = await Promise.all([startPlatform({ separate: true }), startSmtpServer(), startDnsServer()]);
  process.env.DNS_SERVERS = dns.address;
  try {
    const { client } = await platform.tenant();
    await smtp.configure(client);
    const domain = (await client.post('/v1.1/domains', { domain_name: 'bench.example', sub_domain_prefix: 'bounce' })).body.data;
    dns.txt(domain.dkim.host, domain.dkim.txt_record);
    dns.txt('bench.example', domain.spf.txt_record);
    await client.put(`/v1.1/domains/${domain.domain_key}/verify`);
    const agentKey = (await client.post('/v1.1/agents', { mailagent_name: 'Bench', description: '' })).body.data.mailagent_key;
    const key = (await client.post(`/v1.1/agents/${agentKey}/apikeys`)).body.data.password;
    const tag = randomBytes(3).toString('hex');

    const started = performance.now();
    const res = await fetch(new URL('/v1.1/email/batch', platform.url), {
      method: 'POST',
      headers: { authorization: `Svc-enczapikey ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: { address: 'news@bench.example', name: 'Bench' },
        to: Array.from({ length: RECIPIENTS }, (_, i) => ({ email_address: { address: `r${i}-${tag}@example.com` }, merge_info: { n: String(i) } })),
        subject: 'Hello {{n}}',
        htmlbody: '<p>Message {{n}}</p>',
      }),
    });
    const accepted = (performance.now() - started) / 1000;
    if (res.status !== 200) throw new Error(`batch refused: ${res.status} ${await res.text()}`);
    await smtp.waitFor(RECIPIENTS, (m) => m.envelope.to[0]?.endsWith(`-${tag}@example.com`), 30 * 60_000);
    const delivered = (performance.now() - started) / 1000;

    const password = (await client.post(`/v1.1/agents/${agentKey}/short-passwords`)).body.data;
    const relay = await startSmtpRelay(platform.app.runtime, { port: 0, allowInsecureAuth: true }, platform.app.door.throttle);
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: relay.port,
      ignoreTLS: true,
      pool: true,
      maxConnections: 1,
      maxMessages: Number.POSITIVE_INFINITY,
      auth: { user: password.username, pass: password.password },
    });
    const relayStarted = performance.now();
    for (let i = 0; i < SUBMISSIONS; i++) {
      await transport.sendMail({ from: 'relay@bench.example', to: `s${i}-${tag}@example.com`, subject: `Relay ${i}`, text: 'x' });
    }
    const relaySeconds = (performance.now() - relayStarted) / 1000;
    transport.close();
    await relay.close();
    return {
      database,
      recipients: RECIPIENTS,
      'batch accepted (s)': Number(accepted.toFixed(2)),
      'all delivered (s)': Number(delivered.toFixed(2)),
      'delivered msg/s': Number((RECIPIENTS / delivered).toFixed(1)),
      'relay submissions/s': Number((SUBMISSIONS / relaySeconds).toFixed(1)),
    };
  } finally {
    delete process.env.DNS_SERVERS;
    await platform.stop();
    await smtp.close();
    await dns.close();
  }
}

const results = [];
for (const database of DATABASES) results.push(await run(database));
console.table(results);
process.exit(0);
