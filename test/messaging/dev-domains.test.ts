import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';

/**
 * The development path for `/v1.1/email` (docs/guide.md, "Mail without public DNS"): a domain
 * named in MESSAGING_DEV_VERIFIED_DOMAINS verifies with no DNS lookup, and mail from it goes to
 * a local mail catcher; with NODE_ENV=production the setting is refused.
 */
let platform: Platform;
let catcher: TestSmtpServer;
const DOMAIN = `shop-${randomBytes(3).toString('hex')}.test`;

beforeAll(async () => {
  [platform, catcher] = await Promise.all([startPlatform(), startSmtpServer()]);
  process.env.MESSAGING_DEV_VERIFIED_DOMAINS = `${DOMAIN}, other.test`;
});
afterAll(async () => {
  delete process.env.MESSAGING_DEV_VERIFIED_DOMAINS;
  await platform?.stop();
  await catcher?.close();
});

describe('sending domains verified by a development setting', () => {
  it('verifies a listed domain without DNS and sends from it through the mail catcher; production refuses the setting', async () => {
    const { client } = await platform.tenant();
    await catcher.configure(client);
    const added = await client.post('/v1.1/domains', { domain_name: DOMAIN, sub_domain_prefix: 'bounce' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const key = added.body.data.domain_key;

    const mode = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const refused = await client.put(`/v1.1/domains/${key}/verify`);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('MESSAGING_DEV_VERIFIED_DOMAINS marks sending domains verified without DNS, for development only');
      expect([(await client.get(`/v1.1/domains/${key}`)).body.data].flat()[0].status).toBe('unverified');
    } finally {
      if (mode === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = mode;
    }

    const verified = await client.put(`/v1.1/domains/${key}/verify`);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data).toMatchObject({ status: 'verified', dkim: { status: 'verified' }, spf: { status: 'verified' } });

    const agent = await client.post('/v1.1/agents', { mailagent_name: 'Shop', description: 'development' });
    const apiKey = await client.post(`/v1.1/agents/${agent.body.data.mailagent_key}/apikeys`);
    const to = `buyer-${randomBytes(3).toString('hex')}@example.com`;
    const sent = await fetch(new URL('/v1.1/email', platform.url), {
      method: 'POST',
      headers: { authorization: `Svc-enczapikey ${apiKey.body.data.password}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: { address: `orders@${DOMAIN}` }, to: [{ email_address: { address: to } }], subject: 'Your order', textbody: 'Thanks.' }),
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const [mail] = await catcher.waitFor(1, (m) => m.envelope.to.includes(to));
    expect(mail.subject).toBe('Your order');
  });
});
