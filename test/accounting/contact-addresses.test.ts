import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

async function contact(client: Client): Promise<any> {
  const res = await client.post('/books/v3/contacts', { contact_name: `Contact ${randomBytes(4).toString('hex')}` });
  expectOk(res, 201);
  return res.body.contact;
}

const WAREHOUSE = {
  attention: 'Receiving',
  address: '4 Quay St',
  street2: 'Gate B',
  city: 'Hamburg',
  state: 'Hamburg',
  state_code: 'HH',
  zip: '20457',
  country: 'Germany',
  fax: '+49 40 2',
  phone: '+49 40 1',
};

describe('contact addresses', () => {
  it('adds, lists, changes and removes further addresses', async () => {
    const { client } = await platform.tenant({ scope: 'SvcBooks.contacts.ALL' });
    const customer = await contact(client);
    const base = `/books/v3/contacts/${customer.contact_id}/address`;
    const added = await client.post(base, WAREHOUSE);
    expectOk(added);
    expect(added.body.message).toBe('The address has been added.');
    const info = added.body.address_info;
    expect(info).toEqual({ address_id: info.address_id, ...WAREHOUSE });
    const second = await client.post(base, { city: 'Bremen' });
    expectOk(second);

    const list = await client.get(base);
    expectOk(list);
    expect(list.body.addresses.map((a: any) => a.city)).toEqual(['Hamburg', 'Bremen']);

    const changed = await client.put(`${base}/${info.address_id}`, { attention: 'Accounts', fax: null });
    expectOk(changed);
    expect(changed.body.address_info).toEqual({ ...info, attention: 'Accounts', fax: '' });

    const removed = await client.delete(`${base}/${second.body.address_info.address_id}`);
    expect(removed.body).toEqual({ code: 0, message: 'The address has been deleted.' });
    expect((await client.get(base)).body.addresses.map((a: any) => a.address_id)).toEqual([info.address_id]);
    expectFailure(await client.delete(`${base}/${second.body.address_info.address_id}`), 1002, 404);

    // The contact's billing and shipping addresses are not these.
    expect((await client.get(`/books/v3/contacts/${customer.contact_id}`)).body.contact.billing_address.city).toBe('');
    // Deleting the contact removes its addresses with it.
    expectOk(await client.delete(`/books/v3/contacts/${customer.contact_id}`));
    expectFailure(await client.get(base), 1002, 404);
  });

  it('refuses empty addresses, other contacts’ addresses and foreign contacts', async () => {
    const { client } = await platform.tenant();
    const customer = await contact(client);
    const other = await contact(client);
    const base = `/books/v3/contacts/${customer.contact_id}/address`;
    const empty = await client.post(base, { attention: 'Nobody', phone: '1' });
    expectFailure(empty, 4);
    expect(empty.body.message).toContain('at least one of address');
    const added = await client.post(base, { city: 'Kiel' });
    const id = added.body.address_info.address_id;
    const cleared = await client.put(`${base}/${id}`, { city: null });
    expectFailure(cleared, 4);
    // An address of another contact does not exist under this one.
    expectFailure(await client.put(`/books/v3/contacts/${other.contact_id}/address/${id}`, { city: 'X' }), 1002, 404);
    expectFailure(await client.delete(`/books/v3/contacts/${other.contact_id}/address/${id}`), 1002, 404);

    const stranger = await platform.tenant();
    expectFailure(await stranger.client.get(base), 1002, 404);
    expectFailure(await stranger.client.post(base, { city: 'X' }), 1002, 404);
    expectFailure(await stranger.client.put(`${base}/${id}`, { city: 'X' }), 1002, 404);
    expect((await client.get(base)).body.addresses).toHaveLength(1);
  });

  it('keeps at most 50 further addresses per contact', async () => {
    const { client } = await platform.tenant();
    const customer = await contact(client);
    const base = `/books/v3/contacts/${customer.contact_id}/address`;
    for (let i = 0; i < 50; i++) expectOk(await client.post(base, { city: `City ${i}` }));
    const refused = await client.post(base, { city: 'One too many' });
    expectFailure(refused, 1005);
    expect(refused.body.message).toContain('at most 50');
  });
});
