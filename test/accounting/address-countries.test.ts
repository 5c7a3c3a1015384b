import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const REFUSAL = 'must be a country name or ISO 3166 code';

/** One country rule on every address: what one accepts all accept, what one refuses all refuse, naming the field. */
describe('the country of an address', () => {
  it('takes names, codes and dotted abbreviations alike on organizations, contacts, their addresses, locations and invoices', async () => {
    const { client, organizationId } = await platform.tenant();
    const name = `Country ${randomBytes(4).toString('hex')}`;

    for (const country of ['U.S.A', 'USA', 'United States', 'US', 'u.k.']) {
      expectOk(await client.put(`/books/v3/organizations/${organizationId}`, { address: { city: 'Springfield', country } }));
      const contact = await client.post('/books/v3/contacts', { contact_name: `${name} ${country}`, billing_address: { city: 'Springfield', country } });
      expectOk(contact, 201);
      expect(contact.body.contact.billing_address.country).toBe(country);
      expectOk(await client.post(`/books/v3/contacts/${contact.body.contact.contact_id}/address`, { city: 'Springfield', country }));
      expectOk(await client.post('/inventory/v1/locations', { location_name: `${name} ${country}`, address: { city: 'Springfield', country } }), 201);
    }

    const contact = (await client.post('/books/v3/contacts', { contact_name: `${name} refused` })).body.contact;
    const refusals = [
      [await client.put(`/books/v3/organizations/${organizationId}`, { address: { country: 'Narnia' } }), 'address.country'],
      [await client.post('/books/v3/contacts', { contact_name: `${name} Narnia`, billing_address: { country: 'Narnia' } }), 'billing_address.country'],
      [await client.put(`/books/v3/contacts/${contact.contact_id}`, { shipping_address: { country: 'U.S.S' } }), 'shipping_address.country'],
      [await client.post(`/books/v3/contacts/${contact.contact_id}/address`, { city: 'Cair Paravel', country: 'Narnia' }), 'country'],
      [await client.post('/inventory/v1/locations', { location_name: `${name} Narnia`, address: { country: 'Narnia' } }), 'address.country'],
      [
        await client.post('/books/v3/invoices', {
          customer_id: contact.contact_id,
          line_items: [{ name: 'One', rate: 1 }],
          billing_address: { country: 'Narnia' },
        }),
        'billing_address.country',
      ],
    ] as const;
    for (const [res, field] of refusals) {
      expect(res.status, field).toBe(400);
      expect(res.body).toEqual({ code: 4, message: `Invalid value passed for ${field}: ${REFUSAL}.` });
    }
  });
});
