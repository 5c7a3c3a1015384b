import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, type Response, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

async function created(res: Promise<Response>, key: string) {
  const { status, body } = await res;
  expect(status, JSON.stringify(body)).toBe(201);
  return body[key];
}

const account = (client: Client, body: Record<string, unknown>) =>
  created(client.post('/books/v3/chartofaccounts', { account_name: unique('Account'), ...body }), 'chart_of_account');
const item = (client: Client, body: Record<string, unknown>) => created(client.post('/books/v3/items', { name: unique('Item'), rate: 10, ...body }), 'item');
const contact = (client: Client, body: Record<string, unknown>) =>
  created(client.post('/books/v3/contacts', { contact_name: unique('Contact'), ...body }), 'contact');

function expectInUse(res: Response, message: string) {
  expectFailure(res, 1004);
  expect(res.body).toEqual({ code: 1004, message });
}

describe('records other records refer to', () => {
  it('keeps an account an item uses from being deleted or marked inactive', async () => {
    const { client } = await platform.tenant();
    const income = await account(client, { account_name: 'Consulting Income', account_type: 'income' });
    const costs = await account(client, { account_name: 'Subcontractors', account_type: 'cost_of_goods_sold' });
    const stock = await account(client, { account_name: 'Spare Parts Stock', account_type: 'stock' });
    const widget = await item(client, {
      name: 'Widget',
      item_type: 'inventory',
      purchase_rate: 4,
      account_id: income.account_id,
      purchase_account_id: costs.account_id,
      inventory_account_id: stock.account_id,
    });

    const cases: Array<[any, string]> = [
      [income, 'the income account (account_id) of the item "Widget"'],
      [costs, 'the purchase account (purchase_account_id) of the item "Widget"'],
      [stock, 'the inventory account (inventory_account_id) of the item "Widget"'],
    ];
    for (const [used, usage] of cases) {
      expectInUse(await client.delete(`/books/v3/chartofaccounts/${used.account_id}`), `The account "${used.account_name}" cannot be deleted: it is ${usage}.`);
      expectInUse(
        await client.post(`/books/v3/chartofaccounts/${used.account_id}/inactive`),
        `The account "${used.account_name}" cannot be marked inactive: it is ${usage}.`,
      );
      const kept = await client.get(`/books/v3/chartofaccounts/${used.account_id}`);
      expect(kept.body).toMatchObject({ account_name: used.account_name, is_active: true });
    }

    // Once the item points elsewhere the account is free; the item's other accounts stay held.
    const moved = await client.put(`/books/v3/items/${widget.item_id}`, { account_id: null });
    expectOk(moved);
    expect((await client.post(`/books/v3/chartofaccounts/${income.account_id}/inactive`)).body.code).toBe(0);
    expect((await client.delete(`/books/v3/chartofaccounts/${income.account_id}`)).body).toEqual({ code: 0, message: 'The account has been deleted.' });
    expect((await client.delete(`/books/v3/chartofaccounts/${costs.account_id}`)).body.code).toBe(1004);

    // Deleting the item releases the rest.
    expect((await client.delete(`/books/v3/items/${widget.item_id}`)).body.code).toBe(0);
    expect((await client.delete(`/books/v3/chartofaccounts/${costs.account_id}`)).body.code).toBe(0);
    expect((await client.delete(`/books/v3/chartofaccounts/${stock.account_id}`)).body.code).toBe(0);
  });

  it('names an item of the organization only, and answers GraphQL clients with IN_USE', async () => {
    const first = await platform.tenant();
    const second = await platform.tenant();
    const income = await account(first.client, { account_name: 'Licences', account_type: 'other_income' });
    await item(first.client, { name: 'Licence Key', account_id: income.account_id });
    const res = await first.client.graphql('mutation ($id: ID!) { deleteAccount(accountId: $id) { accountId } }', { id: income.account_id });
    expect(res.body.errors[0]).toMatchObject({
      message: 'The account "Licences" cannot be deleted: it is the income account (account_id) of the item "Licence Key".',
      extensions: { code: 'IN_USE' },
    });
    // Another organization's account of the same name is no concern of this item.
    const twin = await account(second.client, { account_name: 'Licences', account_type: 'other_income' });
    expect((await second.client.delete(`/books/v3/chartofaccounts/${twin.account_id}`)).body.code).toBe(0);
  });

  it('keeps a vendor an item names from being deleted, and lets it be marked inactive', async () => {
    const { client } = await platform.tenant();
    const vendor = await contact(client, { contact_name: 'Parts Ltd', contact_type: 'vendor', contact_persons: [{ first_name: 'Pat' }] });
    const bolt = await item(client, { name: 'Bolt', item_type: 'purchases', vendor_id: vendor.contact_id });

    expectInUse(
      await client.delete(`/books/v3/contacts/${vendor.contact_id}`),
      'The contact "Parts Ltd" cannot be deleted: it is the preferred vendor (vendor_id) of the item "Bolt".',
    );
    expect((await client.get(`/books/v3/contacts/${vendor.contact_id}`)).body.contact).toMatchObject({
      contact_name: 'Parts Ltd',
      contact_persons: [expect.objectContaining({ first_name: 'Pat' })],
    });

    // A preferred vendor is a suggestion: it may retire, and new items cannot name it meanwhile.
    expect((await client.post(`/books/v3/contacts/${vendor.contact_id}/inactive`)).body).toEqual({
      code: 0,
      message: 'The contact has been marked as inactive.',
    });
    const named = await client.post('/books/v3/items', { name: 'Nut', rate: 1, vendor_id: vendor.contact_id });
    expectFailure(named, 4);
    expect(named.body.message).toBe('Invalid value passed for vendor_id: Parts Ltd is inactive.');
    expectInUse(
      await client.delete(`/books/v3/contacts/${vendor.contact_id}`),
      'The contact "Parts Ltd" cannot be deleted: it is the preferred vendor (vendor_id) of the item "Bolt".',
    );

    expect((await client.put(`/books/v3/items/${bolt.item_id}`, { vendor_id: null })).body.item.vendor_id).toBe('');
    expect((await client.delete(`/books/v3/contacts/${vendor.contact_id}`)).body).toEqual({ code: 0, message: 'The contact has been deleted.' });
    expectFailure(await client.get(`/books/v3/contacts/${vendor.contact_id}`), 1002, 404);
  });

  it('names the price list that keeps an item from being deleted', async () => {
    const { client } = await platform.tenant();
    const gadget = await item(client, { name: 'Gadget' });
    await created(
      client.post('/books/v3/pricebooks', { name: 'Retail', pricebook_type: 'per_item', pricebook_items: [{ item_id: gadget.item_id, pricebook_rate: 8 }] }),
      'pricebook',
    );
    expectInUse(await client.delete(`/books/v3/items/${gadget.item_id}`), 'The item "Gadget" cannot be deleted: it is listed in the price list "Retail".');
    // Listing does not keep an item active: an inactive item is simply not offered.
    expect((await client.post(`/books/v3/items/${gadget.item_id}/inactive`)).body.code).toBe(0);
  });
});
