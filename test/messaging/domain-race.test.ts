/**
 * `PUT /v1.1/domains/{key}/verify` while the domain is being deleted: the verify looks its DNS
 * records up (slow: a resolver on the network) between reading the domain and writing the
 * result. The test DNS server holds its answers until the delete has been answered, so the
 * race happens every run: the verify then finds nothing to update and answers 404, as a request
 * after the delete would, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDnsServer, startDnsServer } from '../helpers/dns.ts';
import { eventually } from '../helpers/eventually.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';

let platform: Platform;
let dns: TestDnsServer;
beforeAll(async () => {
  [platform, dns] = await Promise.all([startPlatform(), startDnsServer()]);
  process.env.DNS_SERVERS = dns.address;
});
afterAll(async () => {
  delete process.env.DNS_SERVERS;
  await platform?.stop();
  await dns?.close();
});

describe('a sending domain verified while it is deleted', () => {
  it('answers the verify 404 in the messaging envelope once the delete has won, and a fresh verify too', async () => {
    const { client } = await platform.tenant();
    for (const name of ['race-one.example', 'race-two.example']) {
      const added = await client.post('/v1.1/domains', { domain_name: name, sub_domain_prefix: 'bounce' });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const key = added.body.data.domain_key;
      dns.txt(added.body.data.dkim.host, added.body.data.dkim.txt_record);
      dns.txt(name, added.body.data.spf.txt_record);

      const release = dns.hold();
      const asked = dns.asked;
      const verifying = client.put(`/v1.1/domains/${key}/verify`);
      try {
        // The verify has read the domain and waits on its DNS lookups.
        await eventually(() => dns.asked >= asked + 1, 'the verify to ask the DNS server');
        const deleted = await client.delete(`/v1.1/domains/${key}`);
        expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      } finally {
        release();
      }
      const verified = await verifying;
      const described = JSON.stringify(verified.body);
      expect(verified.status, described).toBe(404);
      expect(described).not.toMatch(/Internal error|reading 'id'|TypeError/);
      const again = await client.put(`/v1.1/domains/${key}/verify`);
      expect(verified.body.error?.message, described).toBe(`The domain ${key} does not exist.`);
      expect({ status: again.status, message: again.body.error?.message }).toEqual({ status: 404, message: verified.body.error.message });
    }
  });
});
