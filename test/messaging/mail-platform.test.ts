/**
 * The messaging platform driven by the family's official Node client (`zeptomail` 8.x) and by
 * plain HTTP: mail agents and their keys, the send-mail API (single, batch, template, template
 * batch) delivered through the one outgoing pipeline to a real SMTP server, templates, the
 * family's error objects. The client's hard-coded hosts are redirected (a subclass of its
 * AuthenticationClient); everything else is its own: its transport, its `Zoho-oauthtoken` scheme
 * and the send-mail key as the family's console hands it out (`Zoho-enczapikey …`). Plain
 * requests send the specification's `Svc-enczapikey`.
 */
import { randomBytes } from 'node:crypto';
import { type AddressInfo, type Socket, createServer } from 'node:net';
import { createRequire } from 'node:module';
import { Resolver } from 'node:dns/promises';
import { AgentClient, AuthenticationClient, DomainClient, EmailLogsClient, SendMailClient, SuppressionClient } from 'zeptomail';
import { type TestDnsServer, startDnsServer } from '../helpers/dns.ts';
import { type PlatformEvent, subscribe } from '../../subgraphs/core/platform/events.ts';
import nodemailer from 'nodemailer';
import { startSmtpRelay } from '../../subgraphs/messaging/api.ts';
import { eventually } from '../helpers/eventually.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';

let platform: Platform;
let smtp: TestSmtpServer;
let dns: TestDnsServer;
beforeAll(async () => {
  delete process.env.SMTP_URL;
  [platform, smtp, dns] = await Promise.all([startPlatform(), startSmtpServer(), startDnsServer()]);
  process.env.DNS_SERVERS = dns.address;
});
afterAll(async () => {
  delete process.env.DNS_SERVERS;
  await platform?.stop();
  await smtp?.close();
  await dns?.close();
});

/** Adds the domain to the client's organization, publishes its DKIM and SPF records on the test DNS server and verifies it. */
async function verifiedDomain(client: Client, name: string) {
  const added = await client.post('/v1.1/domains', { domain_name: name, sub_domain_prefix: 'bounce' });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const domain = added.body.data;
  dns.txt(domain.dkim.host, domain.dkim.txt_record);
  dns.txt(name, domain.spf.txt_record);
  const verified = await client.put(`/v1.1/domains/${domain.domain_key}/verify`);
  expect(verified.body.data?.status, JSON.stringify(verified.body)).toBe('verified');
  return verified.body.data;
}

/** The family's accounts and API hosts, pointed at Kontor. */
class KontorAuthentication extends AuthenticationClient {
  constructor(
    private readonly base: string,
    props: ConstructorParameters<typeof AuthenticationClient>[0],
  ) {
    super(props);
  }
  override getTokenEndpoint(): string {
    return new URL('/oauth/v2/token', this.base).toString();
  }
  override getApiBaseUrl(): string {
    return new URL('/v1.1', this.base).toString();
  }
}

/** A user with one organization of its own, its OAuth client for plain requests and the family's clients. */
async function account() {
  const user = await platform.user();
  const created = await user.client.post('/books/v3/organizations', { name: `Org ${randomBytes(3).toString('hex')}`, currency_code: 'USD' });
  expect(created.status).toBe(201);
  const organizationId = created.body.organization.organization_id as string;
  const client = user.client.in(organizationId);
  await smtp.configure(client);
  await verifiedDomain(client, 'acme.example');
  const auth = new KontorAuthentication(platform.url, {
    clientId: user.credentials.client_id,
    clientSecret: user.credentials.client_secret,
    refreshToken: user.credentials.refresh_token,
  });
  const options = { authenticationClient: auth };
  return {
    client,
    organizationId,
    domains: new DomainClient(options),
    agents: new AgentClient(options),
    suppression: new SuppressionClient(options),
    logs: new EmailLogsClient(options),
  };
}

function sender(key: string) {
  return new SendMailClient({ url: platform.url.endsWith('/') ? platform.url : `${platform.url}/`, token: `Zoho-enczapikey ${key}` }, { useHttps: false });
}

async function raw(path: string, body: unknown, authorization: string) {
  const res = await fetch(new URL(path, platform.url), {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('mail agents through the zeptomail client', () => {
  it('adds, lists, updates agents; generates keys shown once; lists them masked; revokes them', async () => {
    const { agents } = await account();
    const added = (await agents.addAgent({ agentName: 'Transactional', description: 'receipts' })) as any;
    expect(added.status).toBe('success');
    expect(added.data).toMatchObject({ mailagent_name: 'Transactional', description: 'receipts', status: 'active' });
    const agentKey = added.data.mailagent_key as string;

    const list = (await agents.getAllAgents()) as any;
    expect(list.data.map((a: any) => a.mailagent_key)).toEqual([agentKey]);
    const updated = (await agents.updateAgent({ agentKey, agentName: 'Receipts', description: 'shop receipts' })) as any;
    expect(updated.data).toMatchObject({ mailagent_key: agentKey, mailagent_name: 'Receipts' });

    const key = (await agents.generateAPIKey({ agentKey })) as any;
    expect(key.data.password).toMatch(/^[A-Za-z0-9_-]{48}$/);
    const keys = (await agents.getAPIKeys({ agentKey })) as any;
    expect(keys.data).toEqual([{ id: key.data.id, apikey: `${key.data.password.slice(0, 6)}…`, username: 'emailapikey', created_time: expect.any(String) }]);

    const smtpPassword = (await agents.generateSMTPPassword({ agentKey })) as any;
    expect(smtpPassword.data).toMatchObject({ username: `agent-${agentKey}`, password: expect.stringMatching(/^[A-Za-z0-9_-]{48}$/) });
    expect(((await agents.getSMTPList({ agentKey })) as any).data).toHaveLength(1);
    await agents.deleteSMTPPassword({ agentKey, passwordId: smtpPassword.data.id });
    expect(((await agents.getSMTPList({ agentKey })) as any).data).toHaveLength(0);

    // The key sends until revoked; then it is refused with the family's error object.
    const mail = {
      from: { address: 'shop@acme.example', name: 'Shop' },
      to: [{ email_address: { address: 'a@example.com', name: 'A' } }],
      subject: 'Hi',
      textbody: 'x',
    };
    expect(((await sender(key.data.password).sendMail(mail)) as any).message).toBe('OK');
    await agents.revokeAPIKey({ agentKey, id: key.data.id });
    const refused = await raw('/v1.1/email', mail, `Svc-enczapikey ${key.data.password}`);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ code: 'TM_4001', details: [{ code: 'SERR_157' }], request_id: expect.any(String) });

    await agents.deleteAgent({ agentKey });
    expect(((await agents.getAllAgents()) as any).data).toEqual([]);
  });

  it('refuses the 51st agent and keeps organizations apart', async () => {
    const { client, agents } = await account();
    for (let i = 0; i < 50; i++) {
      const res = await client.post('/v1.1/agents', { mailagent_name: `Agent ${i}`, description: '' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await expect(agents.addAgent({ agentName: 'one too many', description: 'x' })).rejects.toMatchObject({ statusCode: 400 });
    const again = await client.post('/v1.1/agents', { mailagent_name: 'one too many', description: '' });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'TM_3301', message: expect.stringContaining('at most 50 mail agents') });

    const other = await account();
    const mine = (await agents.getAllAgents()) as any;
    const theirs = await other.client.get(`/v1.1/agents/${mine.data[0].mailagent_key}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('TM_3501');
  });
});

async function agentWithKey(client: Client) {
  const agent = await client.post('/v1.1/agents', { mailagent_name: 'Mailer', description: 'tests' });
  const agentKey = agent.body.data.mailagent_key as string;
  const key = await client.post(`/v1.1/agents/${agentKey}/apikeys`);
  return { agentKey, key: key.body.data.password as string };
}

describe('sending', () => {
  it('sends one mail with cc, reply-to, attachments and an inline image through the SMTP relay', async () => {
    const { client } = await account();
    const { key } = await agentWithKey(client);
    const to = `single-${randomBytes(4).toString('hex')}@example.com`;
    const answer = (await sender(key).sendMail({
      from: { address: 'shop@acme.example', name: 'Acme Shop' },
      to: [{ email_address: { address: to, name: 'Buyer' } }],
      cc: [{ email_address: { address: 'cc@example.com', name: 'CC' } }],
      reply_to: [{ address: 'help@acme.example', name: 'Help' }],
      subject: 'Your receipt',
      htmlbody: '<p>Thanks <img src="cid:logo"></p>',
      textbody: 'Thanks',
      client_reference: 'order-17',
      attachments: [{ content: Buffer.from('receipt body').toString('base64'), mime_type: 'text/plain', name: 'receipt.txt' }],
      inline_images: [{ content: Buffer.from('GIF89a').toString('base64'), mime_type: 'image/gif', cid: 'logo' }],
    })) as any;
    expect(answer).toMatchObject({ message: 'OK', object: 'email', request_id: expect.any(String) });
    expect(answer.data).toEqual([{ code: 'EM_104', message: 'Email request received', additional_info: expect.arrayContaining([`to=${to}`]) }]);

    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(to));
    expect(mail.from).toBe('shop@acme.example');
    expect(mail.mail.from?.value[0].name).toBe('Acme Shop');
    expect(mail.subject).toBe('Your receipt');
    expect(mail.cc).toEqual(['cc@example.com']);
    expect(mail.mail.replyTo?.value[0].address).toBe('help@acme.example');
    expect(mail.text.trim()).toBe('Thanks');
    expect(mail.attachments.find((a) => a.filename === 'receipt.txt')?.content.toString()).toBe('receipt body');
    expect(mail.mail.attachments.find((a) => a.cid === 'logo')?.contentType).toBe('image/gif');
    expect(mail.mail.headers.get('x-kontor-client-reference')).toBe('order-17');
  });

  it('sends a batch: one message per recipient, merged with its own or the shared merge info; a recipient lacking a field is reported', async () => {
    const { client } = await account();
    const { key } = await agentWithKey(client);
    const tag = randomBytes(4).toString('hex');
    const answer = (await sender(key).sendBatchMail({
      from: { address: 'news@acme.example', name: 'News' },
      to: [
        { email_address: { address: `alice-${tag}@example.com`, name: 'Alice' }, merge_info: { name: 'Alice <3', company: 'Acme' } },
        { email_address: { address: `bob-${tag}@example.com`, name: 'Bob' } },
        { email_address: { address: `carol-${tag}@example.com`, name: 'Carol' }, merge_info: { name: 'Carol' } },
      ],
      merge_info: { name: 'Customer', company: 'Your Company' },
      subject: 'Hi {{name}} from {{company}}',
      htmlbody: '<p>Hi {{name}}</p>',
      textbody: 'Hi {{name}}',
    })) as any;
    expect(answer.data.map((d: any) => d.code)).toEqual(['EM_104', 'EM_104', 'EM_106']);
    expect(answer.data[2].message).toContain('company');
    const mails = await smtp.waitFor(2, (m) => m.envelope.to.some((t) => t.endsWith(`-${tag}@example.com`)));
    const alice = mails.find((m) => m.envelope.to.includes(`alice-${tag}@example.com`))!;
    expect(alice.envelope.to).toEqual([`alice-${tag}@example.com`]);
    expect(alice.subject).toBe('Hi Alice <3 from Acme');
    expect(alice.html).toContain('Hi Alice &lt;3');
    expect(mails.find((m) => m.envelope.to.includes(`bob-${tag}@example.com`))!.subject).toBe('Hi Customer from Your Company');
  });

  it('delivers mime_headers as headers of the mail; refuses by name those that would forge the sender or break the signature', async () => {
    const { client } = await account();
    const { key } = await agentWithKey(client);
    const auth = `Svc-enczapikey ${key}`;
    const to = `headers-${randomBytes(4).toString('hex')}@example.com`;
    const base = { from: { address: 'news@acme.example' }, to: [{ email_address: { address: to } }], subject: 'With headers', textbody: 't' };
    const sent = await raw(
      '/v1.1/email',
      { ...base, mime_headers: { 'X-Campaign': 'spring-2026', 'List-Unsubscribe': '<mailto:unsubscribe@acme.example>', 'X-Batch': 7 } },
      auth,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(to));
    expect(mail.mail.headers.get('x-campaign')).toBe('spring-2026');
    expect(mail.mail.headers.get('x-batch')).toBe('7');
    expect(mail.raw.toString()).toContain('List-Unsubscribe: <mailto:unsubscribe@acme.example>');
    expect(mail.from).toBe('news@acme.example');

    for (const name of ['From', 'sender', 'Reply-To', 'Bcc', 'Subject', 'Message-ID', 'DKIM-Signature', 'Content-Type', 'MIME-Version', 'Return-Path']) {
      const refused = await raw('/v1.1/email', { ...base, mime_headers: { [name]: 'ceo@bank.example' } }, auth);
      expect(refused.status, name).toBe(400);
      expect(refused.body.error.details[0], name).toMatchObject({
        code: 'GE_102',
        target: 'mime_headers',
        message: expect.stringContaining(`"${name}" is set by the platform`),
      });
    }
    const folded = await raw('/v1.1/email', { ...base, mime_headers: { 'X-Note': 'a\r\nBcc: spy@example.com' } }, auth);
    expect(folded.body.error.details[0]).toMatchObject({ target: 'mime_headers', message: expect.stringContaining('"X-Note" must be one line') });
    const badName = await raw('/v1.1/email', { ...base, mime_headers: { 'X Note': 'x' } }, auth);
    expect(badName.body.error.details[0].message).toContain('is not a header name');
  });

  it('answers bad input with the family error object naming the field', async () => {
    const { client } = await account();
    const { key } = await agentWithKey(client);
    const auth = `Svc-enczapikey ${key}`;
    const base = { from: { address: 'a@acme.example' }, to: [{ email_address: { address: 'b@example.com' } }], subject: 's', textbody: 't' };

    const noSubject = await raw('/v1.1/email', { ...base, subject: undefined }, auth);
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.error).toMatchObject({ code: 'TM_3201', details: [{ code: 'GE_102', target: 'subject' }] });

    const badTo = await raw('/v1.1/email', { ...base, to: [{ email_address: { address: 'nope' } }] }, auth);
    expect(badTo.status).toBe(400);
    expect(badTo.body.error.details[0].target).toBe('to[0].email_address.address');

    const badBase64 = await raw('/v1.1/email', { ...base, attachments: [{ name: 'x.bin', content: '***' }] }, auth);
    expect(badBase64.body.error.details[0].target).toBe('attachments[0].content');

    const tooMany = await raw(
      '/v1.1/email/batch',
      { ...base, to: Array.from({ length: 501 }, (_, i) => ({ email_address: { address: `r${i}@example.com` } })) },
      auth,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ code: 'TM_3301', details: [{ target: 'to' }] });

    const noToken = await raw('/v1.1/email', base, 'Svc-oauthtoken whatever');
    expect(noToken.status).toBe(401);
    expect(noToken.body.error.code).toBe('TM_4001');
  });
});

describe('templates', () => {
  it('creates, reads, updates and deletes templates; refuses one that does not parse; sends by key and by alias', async () => {
    const { client } = await account();
    const { agentKey, key } = await agentWithKey(client);
    const broken = await client.post(`/v1.1/mailagents/${agentKey}/templates`, { template_name: 'Broken', subject: 'x', htmlbody: '<p>{{#open}}</p>' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.details[0]).toMatchObject({ target: 'htmlbody', message: expect.stringMatching(/Unclosed section "open" at \d+/) });

    const created = await client.post(`/v1.1/mailagents/${agentKey}/templates`, {
      template_name: 'Welcome',
      template_alias: 'welcome',
      subject: 'Welcome {{name}}',
      htmlbody: '<p>Hello {{name}}, your code is {{code}}</p>',
    });
    expect(created.status).toBe(201);
    const templateKey = created.body.data.template_key as string;
    expect(created.body.data).toMatchObject({ template_alias: 'welcome', merge_fields: ['name', 'code'] });
    expect((await client.get(`/v1.1/mailagents/${agentKey}/templates`)).body.data).toHaveLength(1);
    const changed = await client.put(`/v1.1/mailagents/${agentKey}/templates/${templateKey}`, { subject: 'Welcome aboard {{name}}' });
    expect(changed.body.data.subject).toBe('Welcome aboard {{name}}');

    const tag = randomBytes(4).toString('hex');
    const single = (await sender(key).sendMailWithTemplate({
      template_key: templateKey,
      from: { address: 'hello@acme.example', name: 'Hello' },
      to: [{ email_address: { address: `t1-${tag}@example.com`, name: 'T1' } }],
      merge_info: { name: 'Dana', code: '42' },
    })) as any;
    expect(single.data[0].code).toBe('EM_104');
    const missing = await raw(
      '/v1.1/email/template',
      { template_alias: 'welcome', from: { address: 'hello@acme.example' }, to: [{ email_address: { address: 'x@example.com' } }], merge_info: { name: 'X' } },
      `Svc-enczapikey ${key}`,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0]).toMatchObject({ target: 'merge_info', message: expect.stringContaining('code') });
    const batch = (await sender(key).mailBatchWithTemplate({
      template_alias: 'welcome',
      from: { address: 'hello@acme.example', name: 'Hello' },
      to: [
        { email_address: { address: `t2-${tag}@example.com`, name: 'T2' }, merge_info: { name: 'Eve', code: '7' } },
        { email_address: { address: `t3-${tag}@example.com`, name: 'T3' }, merge_info: { name: 'Finn' } },
      ],
    })) as any;
    expect(batch.data.map((d: any) => d.code)).toEqual(['EM_104', 'EM_106']);
    const mails = await smtp.waitFor(2, (m) => m.envelope.to.some((t) => t.endsWith(`-${tag}@example.com`)));
    expect(mails.map((m) => m.subject).sort()).toEqual(['Welcome aboard Dana', 'Welcome aboard Eve']);
    expect(mails.find((m) => m.subject.endsWith('Eve'))!.html).toContain('your code is 7');

    expect((await client.delete(`/v1.1/mailagents/${agentKey}/templates/${templateKey}`)).status).toBe(200);
    expect((await client.get(`/v1.1/mailagents/${agentKey}/templates/${templateKey}`)).status).toBe(404);
  });
});

describe('suppressions, bounces, logs and status events', () => {
  it('lists, adds, updates and deletes suppressions through the zeptomail client; a send skips suppressed recipients with their own codes', async () => {
    const { client, suppression } = await account();
    const { key } = await agentWithKey(client);
    const tag = randomBytes(4).toString('hex');
    const added = (await suppression.addSuppressionEntry({
      dndType: 'email',
      values: [`Blocked-${tag}@example.com`],
      action: 'reject',
      description: 'asked',
    })) as any;
    expect(added.data).toMatchObject({ suppression_type: 'email', values: [`blocked-${tag}@example.com`], action: 'reject' });
    await suppression.addSuppressionEntry({ dndType: 'domain', values: [`quiet-${tag}.example`], action: 'suppress' });
    await suppression.updateSuppressionEntry({ dndType: 'email', values: [`blocked-${tag}@example.com`], action: 'reject', description: 'still asked' });
    const list = (await suppression.getSuppressionList({ dndType: 'email', searchValue: tag })) as any;
    expect(list.data).toEqual([
      expect.objectContaining({ value: `blocked-${tag}@example.com`, action: 'reject', description: 'still asked', category: 'manual' }),
    ]);

    const answer = (await sender(key).sendBatchMail({
      from: { address: 'news@acme.example', name: 'News' },
      to: [
        { email_address: { address: `blocked-${tag}@example.com`, name: 'B' } },
        { email_address: { address: `someone@quiet-${tag}.example`, name: 'Q' } },
        { email_address: { address: `open-${tag}@example.com`, name: 'O' } },
      ],
      subject: 'News',
      textbody: 'news',
    })) as any;
    expect(answer.data.map((d: any) => d.code).sort()).toEqual(['EM_104', 'EM_107', 'EM_108']);
    await smtp.waitFor(1, (m) => m.envelope.to.includes(`open-${tag}@example.com`));

    await suppression.deleteSuppressionEntry({ dndType: 'email', values: [`blocked-${tag}@example.com`] });
    expect(((await suppression.getSuppressionList({ dndType: 'email', searchValue: tag })) as any).data).toEqual([]);
    const wrongAction = await client.post('/v1.1/suppressions/domain', { values: ['x.example'], action: 'suppress_tracking' });
    expect(wrongAction.status).toBe(400);
    expect(wrongAction.body.error.details[0].target).toBe('action');
  });

  it('a 5xx answer bounces every recipient, suppresses them and shows in the logs; every status change is published as an event', async () => {
    const { client, organizationId, logs, suppression } = await account();
    const { agentKey, key } = await agentWithKey(client);
    const events: PlatformEvent[] = [];
    const stop = await subscribe(platform.database, { organizationId, type: 'email_message.updated' }, (e) => {
      events.push(e);
    });
    try {
      const tag = randomBytes(4).toString('hex');
      smtp.refuseNext(1, 550);
      const bounced = (await sender(key).sendMail({
        from: { address: 'a@acme.example', name: 'A' },
        to: [{ email_address: { address: `gone-${tag}@example.com`, name: 'Gone' } }],
        subject: `Bounce ${tag}`,
        textbody: 'x',
        client_reference: `ref-${tag}`,
      })) as any;
      const reference = bounced.data[0].additional_info[0].replace('email_reference=', '');
      const detail = await eventually(async () => {
        const res = (await logs.getEmailDetails({ emailReference: reference })) as any;
        return res.data.email_info.status === 'failed' ? res.data : null;
      }, 'the bounce in the log');
      expect(detail.email_info).toMatchObject({
        subject: `Bounce ${tag}`,
        mailagent_key: agentKey,
        client_reference: `ref-${tag}`,
        from: { address: 'a@acme.example', name: 'A' },
      });
      expect(detail.email_delivery_details.hardbounce).toEqual([
        expect.objectContaining({ recipient: `gone-${tag}@example.com`, reason: expect.stringContaining('550') }),
      ]);
      expect(detail.timeline.map((e: any) => e.event)).toEqual(['queued', 'bounced']);
      const suppressed = (await suppression.getSuppressionList({ dndType: 'email', searchValue: `gone-${tag}` })) as any;
      expect(suppressed.data).toEqual([expect.objectContaining({ action: 'suppress', category: 'hard_bounce' })]);

      const ok = (await sender(key).sendMail({
        from: { address: 'a@acme.example', name: 'A' },
        to: [{ email_address: { address: `here-${tag}@example.com`, name: 'Here' } }],
        subject: `Fine ${tag}`,
        textbody: 'x',
      })) as any;
      const okReference = ok.data[0].additional_info[0].replace('email_reference=', '');
      await smtp.waitFor(1, (m) => m.envelope.to.includes(`here-${tag}@example.com`));
      const list = await eventually(async () => {
        const res = (await logs.getAllEmailLogs({ mailAgentKey: agentKey, isDelivered: true })) as any;
        return res.data.logs.length ? res : null;
      }, 'the delivered mail in the log');
      expect(list.metadata).toEqual({ offset: 0, count: 1 });
      expect(list.data.logs[0].email_info).toMatchObject({ email_reference: okReference, status: 'sent' });
      expect(list.data.logs[0].timeline.map((e: any) => e.event)).toEqual(['queued', 'sent', 'delivered']);
      const hb = (await logs.getAllEmailLogs({ isHardBounced: true, subject: tag })) as any;
      expect(hb.data.logs.map((l: any) => l.email_info.email_reference)).toEqual([reference]);
      const byRequest = (await logs.getAllEmailLogs({ requestId: ok.request_id })) as any;
      expect(byRequest.data.logs).toHaveLength(1);

      await eventually(() => (events.filter((e) => e.id === okReference).length >= 2 ? true : null), 'queued and sent events of the message');
      expect(events.filter((e) => e.id === reference).length).toBeGreaterThanOrEqual(2);
    } finally {
      await stop();
    }
  });
});

describe('domains', () => {
  it('adds a domain with a DKIM key, verifies its records through the configured DNS server, refuses mail from unverified domains and signs mail with the key', async () => {
    const { client, domains } = await account();
    const { key, agentKey } = await agentWithKey(client);
    const name = `mail-${randomBytes(4).toString('hex')}.example`;
    const added = (await domains.addDomain({ domainName: name, bounceDomainPrefix: 'bounce', agentKeys: [agentKey] })) as any;
    expect(added.data).toMatchObject({ domain_name: name, status: 'unverified', associated_mailagents: [agentKey], cname: { host: `bounce.${name}` } });
    expect(added.data.dkim.host).toMatch(new RegExp(`^k[0-9a-f]{10}\\._domainkey\\.${name.replace('.', '\\.')}$`));
    expect(added.data.dkim.txt_record).toBe(`v=DKIM1; k=rsa; p=${added.data.dkim.public_key}`);
    const domainKey = added.data.domain_key as string;

    const mail = {
      from: { address: `news@${name}`, name: 'News' },
      to: [{ email_address: { address: 'x@example.com', name: 'X' } }],
      subject: 'Signed',
      textbody: 'signed',
    };
    const refused = await raw('/v1.1/email', mail, `Svc-enczapikey ${key}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0]).toMatchObject({ target: 'from.address', message: expect.stringContaining('not a verified domain') });

    const notYet = (await domains.verifyDomain({ domainKey })) as any;
    expect(notYet.data).toMatchObject({ status: 'unverified', verify_error: expect.stringContaining('DKIM') });
    dns.txt(added.data.dkim.host, added.data.dkim.txt_record);
    dns.txt(name, `v=spf1 include:spf.kontor.local ~all`);
    const verified = (await domains.verifyDomain({ domainKey })) as any;
    expect(verified.data).toMatchObject({ status: 'verified', dkim: { status: 'verified' }, spf: { status: 'verified' }, verify_error: null });
    expect(((await domains.getDomainDetails({ domainKey })) as any).data).toEqual([expect.objectContaining({ domain_key: domainKey, status: 'verified' })]);
    expect(((await domains.getAllDomains()) as any).data.map((d: any) => d.domain_name)).toContain(name);

    const tag = randomBytes(4).toString('hex');
    await sender(key).sendMail({ ...mail, to: [{ email_address: { address: `signed-${tag}@example.com`, name: 'S' } }] });
    const [arrived] = await smtp.waitFor(1, (m) => m.envelope.to.includes(`signed-${tag}@example.com`));
    const resolver = new Resolver();
    resolver.setServers([dns.address]);
    const { dkimVerify } = createRequire(import.meta.url)('mailauth/lib/dkim/verify');
    const result = await dkimVerify(arrived.raw, { resolver: (host: string, rr: string) => resolver.resolve(host, rr as 'TXT') });
    expect(result.results[0]).toMatchObject({ signingDomain: name, selector: added.data.dkim.selector, status: { result: 'pass' } });

    const renamed = (await domains.updateDomain({ domainKey, newDomainName: `other-${name}`, disassociateAgents: [agentKey] })) as any;
    expect(renamed.data).toMatchObject({ domain_name: `other-${name}`, status: 'unverified', associated_mailagents: [] });
    await domains.deleteDomain({ domainKey });
    const gone = await client.get(`/v1.1/domains/${domainKey}`);
    expect(gone.status).toBe(404);
  });
  it('refuses to delete a domain while mail from it is queued, naming the count; deletes it once the mail has gone', async () => {
    const { client } = await account();
    const { key } = await agentWithKey(client);
    const name = `queued-${randomBytes(4).toString('hex')}.example`;
    const domain = await verifiedDomain(client, name);
    // A relay that takes the connection and never greets: the delivery stays under way, the mail queued.
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      await smtp.configure(client, { port: (silent.address() as AddressInfo).port });
      const tag = randomBytes(4).toString('hex');
      await sender(key).sendMail({
        from: { address: `news@${name}`, name: 'News' },
        to: [{ email_address: { address: `held-${tag}@example.com`, name: 'H' } }],
        subject: 'Held',
        textbody: 'held',
      });
      await eventually(() => (held.length ? true : null), 'the delivery connected to the silent relay');
      const refused = await client.delete(`/v1.1/domains/${domain.domain_key}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ details: [expect.objectContaining({ message: expect.stringContaining('1 email from it is still queued') })] });
      expect((await client.get(`/v1.1/domains/${domain.domain_key}`)).status).toBe(200);

      // The relay comes back: the retry sends the mail, signed, and the domain may go.
      await smtp.configure(client);
      for (const socket of held) socket.destroy();
      await smtp.waitFor(1, (m) => m.envelope.to.includes(`held-${tag}@example.com`));
      await eventually(async () => ((await client.delete(`/v1.1/domains/${domain.domain_key}`)).status === 200 ? true : null), 'the domain deleted');
      expect((await client.get(`/v1.1/domains/${domain.domain_key}`)).status).toBe(404);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });
});

describe('tracking', () => {
  it('rewrites links and adds an open pixel; each first open and click is on the timeline with its user agent; a click goes only to the URL in the mail', async () => {
    const { client, logs } = await account();
    const { key } = await agentWithKey(client);
    const tag = randomBytes(4).toString('hex');
    const answer = (await sender(key).sendMail({
      from: { address: 'shop@acme.example', name: 'Shop' },
      to: [{ email_address: { address: `tracked-${tag}@example.com`, name: 'T' } }],
      subject: 'Tracked',
      htmlbody: '<html><body><p>See <a href="https://acme.example/offer?a=1&amp;b=2">the offer</a></p></body></html>',
      track_opens: true,
      track_clicks: true,
    })) as any;
    const reference = answer.data[0].additional_info[0].replace('email_reference=', '');
    const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes(`tracked-${tag}@example.com`));
    const click = /href="([^"]+\/t\/c\/[^"]+)"/.exec(mail.html)?.[1];
    const pixel = /src="([^"]+\/t\/o\/[^"]+)"/.exec(mail.html)?.[1];
    expect(click?.startsWith(`${platform.url}/t/c/`)).toBe(true);
    expect(pixel?.startsWith(`${platform.url}/t/o/`)).toBe(true);
    expect(mail.html).not.toContain('https://acme.example/offer');

    // The second time through the same links under /v1.1, as the route table lists them.
    const under = (link: string, i: number) => (i === 0 ? link : link.replace(platform.url, `${platform.url}/v1.1`));
    for (let i = 0; i < 2; i++) {
      const opened = await fetch(under(pixel!, i), { headers: { 'user-agent': 'MailReader/1.0' } });
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('image/gif');
      const clicked = await fetch(under(click!, i), { redirect: 'manual', headers: { 'user-agent': 'MailReader/1.0' } });
      expect(clicked.status).toBe(302);
      expect(clicked.headers.get('location')).toBe('https://acme.example/offer?a=1&b=2');
    }
    expect((await fetch(`${platform.url}/t/c/${'x'.repeat(32)}`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${platform.url}/v1.1/t/o/${'x'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(pixel!.replace('/t/o/', '/t/c/'), { redirect: 'manual' })).status).toBe(404);

    const detail = (await logs.getEmailDetails({ emailReference: reference })) as any;
    expect(detail.data.email_tracking_details).toEqual({ email_open: { event_count: 1 }, email_link_click: { event_count: 1 } });
    const tracked = detail.data.timeline.filter((e: any) => e.event === 'opened' || e.event === 'clicked');
    expect(tracked).toEqual([
      expect.objectContaining({ event: 'opened', detail: 'MailReader/1.0' }),
      expect.objectContaining({ event: 'clicked', detail: 'https://acme.example/offer?a=1&b=2 · MailReader/1.0' }),
    ]);
  });
});

describe('SMTP relay', () => {
  it('accepts mail authenticated with an agent SMTP password and treats it like an API send; wrong passwords, unverified senders and auth without TLS are refused', async () => {
    const { client, logs } = await account();
    const agent = await client.post('/v1.1/agents', { mailagent_name: 'SMTP', description: 'relay' });
    const agentKey = agent.body.data.mailagent_key as string;
    const password = (await client.post(`/v1.1/agents/${agentKey}/short-passwords`)).body.data;
    const relay = await startSmtpRelay(platform.app.runtime, { port: 0, allowInsecureAuth: true }, platform.app.door.throttle);
    const strict = await startSmtpRelay(platform.app.runtime, { port: 0 }, platform.app.door.throttle);
    try {
      const transport = (pass: string, port = relay.port) =>
        nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, auth: { user: password.username, pass } });
      const tag = randomBytes(4).toString('hex');
      const info = await transport(password.password).sendMail({
        from: '"Acme Relay" <relay@acme.example>',
        to: `to-${tag}@example.com`,
        cc: `cc-${tag}@example.com`,
        bcc: `bcc-${tag}@example.com`,
        subject: `Relayed ${tag}`,
        text: 'over smtp',
        attachments: [{ filename: 'note.txt', content: 'attached' }],
      });
      expect(info.response).toMatch(/^250 .*Queued as \d+/);
      const [mail] = await smtp.waitFor(1, (m) => m.subject === `Relayed ${tag}`);
      expect(mail.envelope.to.sort()).toEqual([`bcc-${tag}@example.com`, `cc-${tag}@example.com`, `to-${tag}@example.com`]);
      expect(mail.from).toBe('relay@acme.example');
      expect(mail.mail.headers.has('bcc')).toBe(false);
      expect(mail.attachments.find((a) => a.filename === 'note.txt')?.content.toString()).toBe('attached');
      const listed = (await logs.getAllEmailLogs({ mailAgentKey: agentKey })) as any;
      expect(listed.data.logs[0].email_info).toMatchObject({ mail_type: 'api', subject: `Relayed ${tag}` });

      await expect(transport('wrong-password').sendMail({ from: 'relay@acme.example', to: 'x@example.com', subject: 's', text: 't' })).rejects.toMatchObject({
        responseCode: 535,
      });
      await expect(
        transport(password.password).sendMail({ from: 'relay@unverified.example', to: 'x@example.com', subject: 's', text: 't' }),
      ).rejects.toMatchObject({ responseCode: 550, response: expect.stringContaining('not a verified domain') });
      await expect(
        transport(password.password, strict.port).sendMail({ from: 'relay@acme.example', to: 'x@example.com', subject: 's', text: 't' }),
      ).rejects.toMatchObject({ responseCode: 538 });
    } finally {
      await relay.close();
      await strict.close();
    }
  });
});
