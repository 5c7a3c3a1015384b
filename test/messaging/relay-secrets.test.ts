import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendingDomains } from '../../drizzle/tables/messaging/agents.ts';
import { emailRelaySettings } from '../../drizzle/tables/messaging/email.ts';
import { isSealed, openSecret, sealSecret, useSecretKey } from '../../subgraphs/core/platform/secrets.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const PASSWORD = 'relay-pa55word';

describe('relay passwords at rest', () => {
  it('stores the password sealed with AES-256-GCM, and seals a legacy plain row on its next save', async () => {
    const { client, organizationId } = await platform.tenant();
    expectOk(
      await client.put('/v1.1/settings/email', { host: 'smtp.example.com', port: 587, username: 'u', password: PASSWORD, from_address: 'a@acme.example' }),
    );
    const row = async () => (await platform.database.db.select().from(emailRelaySettings).where(eq(emailRelaySettings.organizationId, organizationId)))[0];
    const stored = (await row()).password!;
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(PASSWORD);
    expect(openSecret(stored)).toBe(PASSWORD);

    // A row written before encryption: read as it is, sealed when the settings are saved again.
    await platform.database.db.update(emailRelaySettings).set({ password: 'legacy-plain' }).where(eq(emailRelaySettings.organizationId, organizationId));
    expectOk(await client.put('/v1.1/settings/email', { host: 'smtp.example.com', port: 587, username: 'u', from_address: 'a@acme.example' }));
    const resealed = (await row()).password!;
    expect(isSealed(resealed)).toBe(true);
    expect(openSecret(resealed)).toBe('legacy-plain');
  });

  it('refuses a sealed value that was tampered with or sealed under another key', () => {
    const sealed = sealSecret('x');
    // One bit of the ciphertext flipped (editing the last base64 character may leave the byte as it was).
    const parts = sealed.split(':');
    const data = Buffer.from(parts[4], 'base64url');
    data[0] ^= 1;
    const tampered = [...parts.slice(0, 4), data.toString('base64url')].join(':');
    expect(() => openSecret(tampered)).toThrow();
    const other = sealSecret('y');
    useSecretKey(Buffer.alloc(32, 7));
    try {
      expect(() => openSecret(other)).toThrow();
    } finally {
      useSecretKey(Buffer.alloc(32, 7));
    }
  });
});

describe('DKIM private keys at rest', () => {
  it('stores the key sealed, not as the PEM, and it opens to the PKCS#8 key', async () => {
    const { client, organizationId } = await platform.tenant();
    const added = await client.post('/v1.1/domains', { domain_name: 'sealed.example', sub_domain_prefix: 'bounce' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [row] = await platform.database.db.select().from(sendingDomains).where(eq(sendingDomains.organizationId, organizationId));
    expect(isSealed(row.dkimPrivateKey)).toBe(true);
    expect(row.dkimPrivateKey).not.toContain('PRIVATE KEY');
    expect(openSecret(row.dkimPrivateKey)).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });
});
