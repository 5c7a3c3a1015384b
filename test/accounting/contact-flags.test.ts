import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

async function contact(client: Client, body: Record<string, unknown> = {}): Promise<any> {
  const res = await client.post('/books/v3/contacts', { contact_name: `Contact ${randomBytes(4).toString('hex')}`, ...body });
  expectOk(res, 201);
  return res.body.contact;
}

describe('contact flags', () => {
  it('tracks and untracks a vendor for 1099', async () => {
    const { client } = await platform.tenant({ scope: 'SvcBooks.contacts.ALL' });
    const vendor = await contact(client, { contact_type: 'vendor' });
    expect(vendor.track1099).toBe(false);
    const on = await client.post(`/books/v3/contacts/${vendor.contact_id}/track1099`);
    expect(on.body).toEqual({ code: 0, message: '1099 tracking is enabled.' });
    expect((await client.get(`/books/v3/contacts/${vendor.contact_id}`)).body.contact.track1099).toBe(true);
    expectOk(await client.post(`/books/v3/contacts/${vendor.contact_id}/track1099`));
    const off = await client.post(`/books/v3/contacts/${vendor.contact_id}/untrack1099`);
    expect(off.body).toEqual({ code: 0, message: '1099 tracking is disabled.' });
    expect((await client.get(`/books/v3/contacts/${vendor.contact_id}`)).body.contact.track1099).toBe(false);
  });

  it('tracks a customer for 1099 too, as the family does; refuses unknown or foreign contacts', async () => {
    const { client } = await platform.tenant();
    const customer = await contact(client);
    const tracked = await client.post(`/books/v3/contacts/${customer.contact_id}/track1099`);
    expect(tracked.body).toEqual({ code: 0, message: '1099 tracking is enabled.' });
    expect((await client.get(`/books/v3/contacts/${customer.contact_id}`)).body.contact).toMatchObject({ contact_type: 'customer', track1099: true });
    const untracked = await client.post(`/books/v3/contacts/${customer.contact_id}/untrack1099`);
    expect(untracked.body).toEqual({ code: 0, message: '1099 tracking is disabled.' });
    expect((await client.get(`/books/v3/contacts/${customer.contact_id}`)).body.contact.track1099).toBe(false);
    const other = await platform.tenant();
    const foreign = await contact(other.client, { contact_type: 'vendor' });
    for (const path of ['track1099', 'untrack1099', 'paymentreminder/enable', 'paymentreminder/disable']) {
      expectFailure(await client.post(`/books/v3/contacts/${foreign.contact_id}/${path}`), 1002, 404);
      expectFailure(await client.post(`/books/v3/contacts/999/${path}`), 1002, 404);
    }
    expect((await other.client.get(`/books/v3/contacts/${foreign.contact_id}`)).body.contact).toMatchObject({
      track1099: false,
      payment_reminder_enabled: true,
    });
  });

  it('switches payment reminders per contact, and needs the contacts UPDATE scope', async () => {
    const { client } = await platform.tenant();
    const customer = await contact(client);
    expect(customer.payment_reminder_enabled).toBe(true);
    expectOk(await client.post(`/books/v3/contacts/${customer.contact_id}/paymentreminder/disable`));
    expect((await client.get(`/books/v3/contacts/${customer.contact_id}`)).body.contact.payment_reminder_enabled).toBe(false);
    const enabled = await client.post(`/books/v3/contacts/${customer.contact_id}/paymentreminder/enable`);
    expect(enabled.body).toEqual({ code: 0, message: 'All reminders associated with this contact have been enabled.' });
    const reader = await platform.tenant({ scope: 'SvcBooks.contacts.READ' });
    expectFailure(await reader.client.post(`/books/v3/contacts/${customer.contact_id}/paymentreminder/disable`), 57, 403);
  });
});
