import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { queueEmail } from '../../subgraphs/messaging/api.ts';
import { deliverEmail, pruneOutgoingEmail } from '../../subgraphs/messaging/email/email-workers.ts';
import { eventually } from '../helpers/eventually.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
let smtp: TestSmtpServer;
const clock = new ManualClock(new Date());
beforeAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  [platform, smtp] = await Promise.all([startPlatform({ clock }), startSmtpServer({ auth: { user: 'relay-user', pass: 's3cret' } })]);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  await platform?.stop();
  await smtp?.close();
});

async function outboxEntry(client: Client, messageId: string, status: string) {
  return eventually(async () => {
    const res = await client.get(`/v1.1/outbox/${messageId}`);
    expectOk(res);
    return res.body.outgoing_email.status === status ? res.body.outgoing_email : null;
  }, `message ${messageId} ${status}`);
}

/** Queues a mail through the module's api, in a transaction of its own, as another module would. */
async function queue(organizationId: string, email: Parameters<typeof queueEmail>[3]) {
  return platform.database.db.transaction((tx) => queueEmail(platform.app.runtime.jobs, tx, organizationId, email));
}

describe('email relay settings', () => {
  it('saves, reads (without the password), replaces and removes the relay over REST and GraphQL', async () => {
    const { client } = await platform.tenant();
    expect((await client.get('/v1.1/settings/email')).body.email_relay).toBeUndefined();

    const saved = await client.put('/v1.1/settings/email', {
      host: 'smtp.example.com',
      port: 587,
      username: 'u',
      password: 'p',
      from_address: 'billing@acme.example',
      from_name: 'Acme Billing',
    });
    expectOk(saved);
    expect(saved.body.message).toBe('The email relay settings have been saved.');
    expect(saved.body.email_relay).toMatchObject({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      username: 'u',
      password_set: true,
      from_address: 'billing@acme.example',
      from_name: 'Acme Billing',
      reject_unauthorized: true,
    });
    expect(JSON.stringify(saved.body)).not.toContain('"p"');

    // Absent password keeps the stored one; port 465 defaults to TLS.
    const replaced = await client.put('/v1.1/settings/email', { host: 'mail.example.com', port: 465, username: 'u', from_address: 'billing@acme.example' });
    expect(replaced.body.email_relay).toMatchObject({ host: 'mail.example.com', port: 465, secure: true, password_set: true, from_name: '' });

    const gql = await client.graphql('{ emailRelay { host port passwordSet } }');
    expect(gql.body.data.emailRelay).toEqual({ host: 'mail.example.com', port: 465, passwordSet: true });

    const removed = await client.delete('/v1.1/settings/email');
    expectOk(removed);
    expect(removed.body).toEqual({ code: 0, message: 'The email relay settings have been removed; mail goes through the platform relay.' });
    expect((await client.get('/v1.1/settings/email')).body.email_relay).toBeUndefined();
    expectFailure(await client.delete('/v1.1/settings/email'), 1002, 404);
  });

  it('rejects bad settings naming the field', async () => {
    const { client } = await platform.tenant();
    const badAddress = await client.put('/v1.1/settings/email', { host: 'smtp.example.com', port: 25, from_address: 'not-an-address' });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body.message).toContain('from_address');
    const badPort = await client.put('/v1.1/settings/email', { host: 'smtp.example.com', port: 70000, from_address: 'a@b.example' });
    expect(badPort.status).toBe(400);
    expect(badPort.body.message).toContain('port');
    const badHost = await client.put('/v1.1/settings/email', { host: 'smtp example com', port: 25, from_address: 'a@b.example' });
    expect(badHost.status).toBe(400);
    expect(badHost.body.message).toContain('host');
    const passwordAlone = await client.put('/v1.1/settings/email', { host: 'smtp.example.com', port: 25, password: 'x', from_address: 'a@b.example' });
    expect(passwordAlone.status).toBe(400);
    expect(passwordAlone.body.message).toContain('username');
  });

  it("keeps each organization's relay and log to itself", async () => {
    const a = await platform.tenant();
    const b = await platform.tenant();
    await smtp.configure(a.client);
    expect((await b.client.get('/v1.1/settings/email')).body.email_relay).toBeUndefined();
    const test = await a.client.post('/v1.1/settings/email/test', { to_address: 'isolation@example.com' });
    expectOk(test);
    expectFailure(await b.client.get(`/v1.1/outbox/${test.body.outgoing_email.message_id}`), 1002, 404);
    expect((await b.client.get('/v1.1/outbox')).body.outgoing_emails).toEqual([]);
  });
});

describe('sending through the organization relay', () => {
  it('delivers a queued mail with recipients, subject, HTML, text and attachment, authenticated, and logs it sent', async () => {
    const { client, organizationId } = await platform.tenant();
    await smtp.configure(client);
    const pdf = Buffer.from('%PDF-1.4\n% test document\n');
    const { messageId } = await queue(organizationId, {
      to: ['first@example.com', 'second@example.com'],
      cc: ['copy@example.com'],
      bcc: ['hidden@example.com'],
      subject: 'Your invoice INV-1',
      html: '<p>Dear customer,</p><p>please find <b>INV-1</b> attached.</p>',
      attachments: [{ fileName: 'INV-1.pdf', contentType: 'application/pdf', content: pdf }],
      fromOrganization: true,
      about: { module: 'accounting', entity: 'invoice', id: '123' },
    });
    const [mail] = await smtp.waitFor(1, (m) => m.subject === 'Your invoice INV-1');
    expect(mail.user).toBe('relay-user');
    expect(mail.to).toEqual(['first@example.com', 'second@example.com']);
    expect(mail.cc).toEqual(['copy@example.com']);
    expect(mail.envelope.to.sort()).toEqual(['copy@example.com', 'first@example.com', 'hidden@example.com', 'second@example.com']);
    expect(mail.from).toBe('billing@kontor-test.example');
    expect(mail.mail.from?.value[0].name).toBe('Kontor Test Billing');
    expect(mail.html).toContain('<b>INV-1</b>');
    expect(mail.text).toContain('please find INV-1 attached.');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'INV-1.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0].content.equals(pdf)).toBe(true);
    expect(mail.mail.messageId).toBe(`<${messageId}@kontor-test.example>`);

    const entry = await outboxEntry(client, messageId, 'sent');
    expect(entry).toMatchObject({
      subject: 'Your invoice INV-1',
      to: ['first@example.com', 'second@example.com'],
      cc: ['copy@example.com'],
      bcc: ['hidden@example.com'],
      relay: 'organization',
      attempts: 1,
      error: '',
      about: { module: 'accounting', entity: 'invoice', id: '123' },
    });
    expect(entry.attachments).toEqual([{ file_name: 'INV-1.pdf', content_type: 'application/pdf', size: pdf.length }]);
    expect(entry.smtp_response).toMatch(/^250/);
    expect(entry.sent_time).toMatch(/^\d{4}-\d\d-\d\dT/);

    const list = await client.get('/v1.1/outbox', { about_entity: 'invoice', about_id: '123' });
    expect(list.body.outgoing_emails.map((e: { message_id: string }) => e.message_id)).toEqual([messageId]);
    expect(list.body.page_context).toMatchObject({ page: 1, has_more_page: false });
  });

  it('sends a message once: a retried delivery job of a sent message sends nothing', async () => {
    const { client, organizationId } = await platform.tenant();
    await smtp.configure(client);
    const { messageId } = await queue(organizationId, {
      to: ['once@example.com'],
      subject: 'Only once',
      html: '<p>once</p>',
      about: { module: 'messaging', entity: 'test', id: '1' },
    });
    await outboxEntry(client, messageId, 'sent');
    const connections = smtp.connections;
    await platform.app.runtime.jobs.runNow(deliverEmail, { organizationId, messageId }, platform.app.runtime);
    await platform.app.runtime.jobs.runNow(deliverEmail, { organizationId, messageId }, platform.app.runtime);
    expect(smtp.connections).toBe(connections);
    expect(smtp.to('once@example.com')).toHaveLength(1);
    expect((await client.get(`/v1.1/outbox/${messageId}`)).body.outgoing_email.attempts).toBe(1);
  });

  it('keeps a temporarily refused message queued with the error, and sends it on the retry', async () => {
    const { client, organizationId } = await platform.tenant();
    await smtp.configure(client);
    smtp.refuseNext(1, 451);
    const { messageId } = await queue(organizationId, {
      to: ['later@example.com'],
      subject: 'Retry me',
      html: '<p>retry</p>',
      about: { module: 'messaging', entity: 'test', id: '2' },
    });
    const waiting = await eventually(async () => {
      const e = (await client.get(`/v1.1/outbox/${messageId}`)).body.outgoing_email;
      return e.attempts === 1 ? e : null;
    }, 'the first attempt');
    expect(waiting.status).toBe('queued');
    // The relay's code, never its words (docs/outbound.md).
    expect(waiting.error).toMatch(/^The relay answered 451\b/);
    expect(waiting.error).not.toContain('Try again later');
    // What pg-boss's retry does, without waiting for its backoff.
    await platform.app.runtime.jobs.runNow(deliverEmail, { organizationId, messageId }, platform.app.runtime);
    const sent = await outboxEntry(client, messageId, 'sent');
    expect(sent.attempts).toBe(2);
    expect(sent.error).toBe('');
    expect(smtp.to('later@example.com')).toHaveLength(1);
  });

  it('fails a permanently refused message at once', async () => {
    const { client, organizationId } = await platform.tenant();
    await smtp.configure(client);
    smtp.refuseNext(1, 550);
    const { messageId } = await queue(organizationId, {
      to: ['never@example.com'],
      subject: 'Refused',
      html: '<p>no</p>',
      about: { module: 'messaging', entity: 'test', id: '3' },
    });
    const failed = await outboxEntry(client, messageId, 'failed');
    expect(failed.error).toMatch(/^The relay answered 550\b/);
    expect(failed.error).not.toContain('Message refused');
    const listed = await client.get('/v1.1/outbox', { status: 'failed' });
    expect(listed.body.outgoing_emails.map((e: { message_id: string }) => e.message_id)).toEqual([messageId]);
  });

  it('rejects what cannot be sent before anything is stored', async () => {
    const { client, organizationId } = await platform.tenant();
    const email = { subject: 's', html: '<p>x</p>', about: { module: 'messaging', entity: 'test', id: '4' } };
    await expect(queue(organizationId, { ...email, to: [] })).rejects.toThrow('at least one recipient');
    await expect(queue(organizationId, { ...email, to: ['no address'] })).rejects.toThrow('is not an email address');
    await expect(queue(organizationId, { ...email, to: Array.from({ length: 51 }, (_, i) => `r${i}@example.com`) })).rejects.toThrow('at most 50 recipients');
    const big = Buffer.alloc(15 * 1024 * 1024 + 1);
    await expect(
      queue(organizationId, { ...email, to: ['a@example.com'], attachments: [{ fileName: 'big.bin', contentType: 'application/octet-stream', content: big }] }),
    ).rejects.toThrow('at most 15728640 bytes');
    expect((await client.get('/v1.1/outbox')).body.outgoing_emails).toEqual([]);
  });
});

describe('retention', () => {
  it('removes sent and failed messages 60 days after they were queued, keeping newer ones', async () => {
    const { client, organizationId } = await platform.tenant();
    await smtp.configure(client);
    const queuedAt = clock.now();
    const old = await queue(organizationId, {
      to: ['old@example.com'],
      subject: 'Old',
      html: '<p>old</p>',
      attachments: [{ fileName: 'a.txt', contentType: 'text/plain', content: Buffer.from('a') }],
      about: { module: 'messaging', entity: 'test', id: '5' },
      queuedAt,
    });
    await outboxEntry(client, old.messageId, 'sent');
    const fresh = await queue(organizationId, {
      to: ['fresh@example.com'],
      subject: 'Fresh',
      html: '<p>fresh</p>',
      about: { module: 'messaging', entity: 'test', id: '6' },
      queuedAt: new Date(queuedAt.getTime() + 2 * 86_400_000),
    });
    await outboxEntry(client, fresh.messageId, 'sent');
    const start = clock.now();
    try {
      clock.advanceDays(60);
      await platform.app.runtime.jobs.runNow(pruneOutgoingEmail, {}, platform.app.runtime);
      expectOk(await client.get(`/v1.1/outbox/${old.messageId}`));
      clock.advanceDays(1);
      await platform.app.runtime.jobs.runNow(pruneOutgoingEmail, {}, platform.app.runtime);
      expectFailure(await client.get(`/v1.1/outbox/${old.messageId}`), 1002, 404);
      expectOk(await client.get(`/v1.1/outbox/${fresh.messageId}`));
    } finally {
      clock.set(start);
    }
  });
});

describe('without an organization relay', () => {
  it('fails clearly when neither the organization nor the platform has a relay', async () => {
    const { client } = await platform.tenant();
    const test = await client.post('/v1.1/settings/email/test', { to_address: 'nobody@example.com' });
    expectOk(test);
    const failed = await outboxEntry(client, test.body.outgoing_email.message_id, 'failed');
    expect(failed.error).toContain('No email relay is configured');
  });

  it('falls back to the platform relay from SMTP_URL and MAIL_FROM, replies going to the organization', async () => {
    const { client } = await platform.tenant({ organization: { name: 'Fallback Traders', email: 'office@fallback.example' } });
    process.env.SMTP_URL = `smtp://relay-user:s3cret@127.0.0.1:${smtp.port}`;
    process.env.MAIL_FROM = 'Kontor <no-reply@kontor.example>';
    try {
      const test = await client.post('/v1.1/settings/email/test', { to_address: 'fallback@example.com' });
      const entry = await outboxEntry(client, test.body.outgoing_email.message_id, 'sent');
      expect(entry.relay).toBe('platform');
      const [mail] = await smtp.waitFor(1, (m) => m.envelope.to.includes('fallback@example.com'));
      expect(mail.from).toBe('no-reply@kontor.example');
      expect(mail.mail.from?.value[0].name).toBe('Fallback Traders');
      expect(mail.subject).toBe('Test message from Fallback Traders');
      expect(mail.mail.replyTo?.value[0].address).toBe('office@fallback.example');
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.MAIL_FROM;
    }
  });
});
