import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';

let platform: Platform;
let client: Client;
beforeAll(async () => {
  platform = await startPlatform();
  ({ client } = await platform.tenant());
});
afterAll(async () => platform?.stop());

describe('numbers are bounded before they reach the database', () => {
  it('refuses numbers of more than 15 digits before the decimal point, naming the field', async () => {
    for (const rate of [1e308, 1e21, 1e15, '1000000000000000', '-1000000000000000.5']) {
      const res = await client.post('/books/v3/items', { name: `Huge ${rate}`, rate });
      expectFailure(res, 4);
      expect(res.body.message).toBe('Invalid value passed for rate: must have at most 15 digits before the decimal point.');
    }
    const item = await client.post('/books/v3/items', { name: 'Largest', rate: '999999999999.99' });
    expectOk(item, 201);
    const update = await client.put(`/books/v3/items/${item.body.item.item_id}`, { rate: 1e300 });
    expectFailure(update, 4);
    expect(update.body.message).toContain('rate');
  });

  it('bounds numbers inside lines too', async () => {
    const customer = await client.post('/books/v3/contacts', { contact_name: 'Bounded Ltd' });
    const res = await client.post('/books/v3/invoices', {
      customer_id: customer.body.contact.contact_id,
      line_items: [{ name: 'x', rate: 1, quantity: 1e16 }],
    });
    expectFailure(res, 4);
    expect(res.body.message).toContain('line_items[0].quantity');
  });
});

describe('lenient inputs', () => {
  it('takes a comma-separated string where a list of ids is taken', async () => {
    const chart = await client.get('/books/v3/chartofaccounts');
    const cash = chart.body.chartofaccounts.find((a: any) => a.account_name === 'Petty Cash').account_id;
    const res = await client.put(`/erp/v3/registers/${cash}/transactions/bulkdelete`, { transaction_ids: '123, 456' });
    expectFailure(res, 4);
    expect(res.body.message).toBe('Invalid value passed for transaction_ids[0]: 123 is not a transaction of the organization.');
  });
});

describe('list filters', () => {
  it('ignores a parameter a list does not know, as the family does; refuses a documented filter it does not have instead of answering every row', async () => {
    expectOk(await client.get('/books/v3/contacts', { colour: 'blue' }));
    const res = await client.get('/books/v3/contacts', { zcrm_account_id: '7' });
    expectFailure(res, 4);
    expect(res.body.message).toContain('Invalid value passed for zcrm_account_id: this list cannot be filtered or sorted by zcrm_account_id');
    expect(res.body.message).toContain('page');
    expectOk(await client.get('/books/v3/contacts', { page: 1, per_page: 10 }));
  });
});
