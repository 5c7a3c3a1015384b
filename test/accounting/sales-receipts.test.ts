import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { accountsByName, customer, expectInvalid, item, tax } from './invoice-fixtures.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const R = '/books/v3/salesreceipts';

async function books() {
  return platform.tenant({ organization: { time_zone: 'Etc/UTC' } });
}

async function balances(organizationId: string, ids: Record<string, string>): Promise<Record<string, string>> {
  const found = await accountBalances(platform.database.db, organizationId, Object.values(ids));
  return Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, found.get(id)?.balance ?? '0']));
}

async function expectTrialBalanceZero(organizationId: string) {
  const trial = await trialBalance(platform.database.db, organizationId);
  expect(trial.balanced, JSON.stringify(trial)).toBe(true);
}

describe('sales receipts', () => {
  it('records a sale paid at once and posts it: the deposit account against income and tax', async () => {
    const { client, organizationId } = await books();
    const buyer = await customer(client);
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const chair = await item(client, { rate: 100, tax_id: vat.tax_id });
    const accounts = await accountsByName(client);
    const created = await client.post(R, {
      customer_id: buyer.contact_id,
      date: '2026-11-02',
      payment_mode: 'Bank Transfer',
      account_id: accounts['Petty Cash'],
      reference_number: 'TILL-4',
      notes: 'Thanks',
      line_items: [
        { item_id: chair.item_id, quantity: 3 },
        { name: 'Gift wrap', rate: 2.5, quantity: 2 },
      ],
    });
    expectOk(created, 201);
    expect(created.body.message).toBe('The sales receipt has been created.');
    const receipt = created.body.salesreceipt;
    expect(receipt).toMatchObject({
      receipt_number: 'SR-00001',
      status: 'paid',
      payment_mode: 'banktransfer',
      account_id: accounts['Petty Cash'],
      account_name: 'Petty Cash',
      customer_id: buyer.contact_id,
      date: '2026-11-02',
      reference_number: 'TILL-4',
      notes: 'Thanks',
      currency_code: 'USD',
      currency_symbol: '$',
      sub_total: 305,
      tax_total: 30,
      total: 335,
    });
    expect(receipt.line_items.map((l: any) => [l.name, l.quantity, l.rate, l.item_total, l.tax_percentage ?? null])).toEqual([
      [chair.name, 3, 100, 300, 10],
      ['Gift wrap', 2, 2.5, 5, 0],
    ]);
    const [taxPayable] = await findAccounts(platform.database.db, organizationId, { systemKeys: ['tax_payable'] });
    const taxAccount = vat.account_id ?? taxPayable.id;
    const posted = await balances(organizationId, {
      cash: accounts['Petty Cash'],
      sales: accounts.Sales,
      tax: taxAccount,
      receivable: accounts['Accounts Receivable'],
    });
    expect(posted).toEqual({ cash: '335', sales: '-305', tax: '-30', receivable: '0' });
    await expectTrialBalanceZero(organizationId);

    // Read, listed, changed (its posting follows), deleted (its posting is reversed).
    expect((await client.get(`${R}/${receipt.sales_receipt_id}`)).body.salesreceipt).toMatchObject({ total: 335, receipt_number: 'SR-00001' });
    const list = await client.get(R);
    expectOk(list);
    expect(list.body.salesreceipts.map((r: any) => [r.sales_receipt_id, r.total, r.status])).toEqual([[receipt.sales_receipt_id, 335, 'paid']]);
    const changed = await client.put(`${R}/${receipt.sales_receipt_id}`, {
      line_items: [{ item_id: chair.item_id, quantity: 1, rate: 80 }],
      account_id: accounts['Undeposited Funds'],
    });
    expectOk(changed);
    expect(changed.body.message).toBe('The sales receipt has been updated.');
    expect(changed.body.salesreceipt).toMatchObject({
      total: 88,
      sub_total: 80,
      tax_total: 8,
      account_name: 'Undeposited Funds',
      payment_mode: 'banktransfer',
    });
    expect(
      await balances(organizationId, { cash: accounts['Petty Cash'], undeposited: accounts['Undeposited Funds'], sales: accounts.Sales, tax: taxAccount }),
    ).toEqual({ cash: '0', undeposited: '88', sales: '-80', tax: '-8' });
    await expectTrialBalanceZero(organizationId);

    expectOk(await client.delete(`${R}/${receipt.sales_receipt_id}`));
    expect((await client.get(`${R}/${receipt.sales_receipt_id}`)).status).toBe(404);
    expect(await balances(organizationId, { undeposited: accounts['Undeposited Funds'], sales: accounts.Sales })).toEqual({ undeposited: '0', sales: '0' });
    await expectTrialBalanceZero(organizationId);
  });

  it('numbers, filters and sorts receipts, and refuses bad input with nothing written', async () => {
    const { client, organizationId } = await books();
    const ann = await customer(client, { contact_name: 'Ann Receipt' });
    const bob = await customer(client, { contact_name: 'Bob Receipt' });
    const lamp = await item(client, { name: 'Desk lamp', rate: 40 });
    const make = async (body: Record<string, unknown>, query?: Record<string, string>) => {
      const res = await client.request('POST', R, { body: { payment_mode: 'cash', ...body }, query });
      expectOk(res, 201);
      return res.body.salesreceipt;
    };
    const first = await make({ customer_id: ann.contact_id, date: '2026-11-01', line_items: [{ item_id: lamp.item_id, quantity: 2 }] });
    const second = await make({ customer_id: bob.contact_id, date: '2026-11-03', line_items: [{ name: 'Bulb', rate: 5 }] });
    const third = await make(
      { customer_id: ann.contact_id, receipt_number: 'CASH-7', date: '2026-11-02', line_items: [{ name: 'Bulb', rate: 7 }] },
      { ignore_auto_number_generation: 'true' },
    );
    expect([first.receipt_number, second.receipt_number, third.receipt_number]).toEqual(['SR-00001', 'SR-00002', 'CASH-7']);
    const ids = async (query: Record<string, string | number>) => {
      const res = await client.get(R, query);
      expectOk(res);
      return res.body.salesreceipts.map((r: any) => r.sales_receipt_id);
    };
    expect(await ids({ sort_column: 'total', sort_order: 'A' })).toEqual([second.sales_receipt_id, third.sales_receipt_id, first.sales_receipt_id]);
    expect(await ids({ sort_column: 'date', sort_order: 'A' })).toEqual([first.sales_receipt_id, third.sales_receipt_id, second.sales_receipt_id]);
    expect(await ids({ customer_id: bob.contact_id })).toEqual([second.sales_receipt_id]);
    expect(await ids({ item_name: 'desk lamp' })).toEqual([first.sales_receipt_id]);
    expect(await ids({ receipt_number: 'cash-7' })).toEqual([third.sales_receipt_id]);
    expect(await ids({ date: '2026-11-03' })).toEqual([second.sales_receipt_id]);
    expect(await ids({ total: 80 })).toEqual([first.sales_receipt_id]);
    expect(await ids({ filter_by: 'Status.Paid', per_page: 2, sort_column: 'receipt_number', sort_order: 'A' })).toEqual([
      third.sales_receipt_id,
      first.sales_receipt_id,
    ]);

    // The list runs the same statements whatever the page size.
    const count = async (perPage: number) =>
      (await platform.statementsDuring(async () => expectOk(await client.get(R, { per_page: perPage, sort_column: 'date' })))).sql.length;
    expect(await count(1)).toBe(await count(3));

    // Bad input: named in the envelope, nothing written, no number used up.
    const accounts = await accountsByName(client);
    const base = { customer_id: ann.contact_id, payment_mode: 'cash', line_items: [{ name: 'Bulb', rate: 5 }] };
    expectInvalid(await client.post(R, { ...base, payment_mode: 'barter' }), 'payment_mode');
    expectInvalid(await client.post(R, { ...base, account_id: accounts.Sales }), 'account_id');
    expectInvalid(await client.post(R, { ...base, line_items: [] }), 'line_items');
    expectInvalid(await client.post(R, { ...base, line_items: [{ name: 'Bulb', rate: 5, quantity: -1 }] }), 'line_items[0].quantity');
    const other = await books();
    const foreignItem = await item(other.client);
    const foreignCustomer = await customer(other.client);
    expectInvalid(await client.post(R, { ...base, customer_id: foreignCustomer.contact_id }), 'customer_id');
    expectInvalid(await client.post(R, { ...base, line_items: [{ item_id: foreignItem.item_id, quantity: 1 }] }), 'line_items[0].item_id');
    const dup = await client.request('POST', R, { body: { ...base, receipt_number: 'cash-7' }, query: { ignore_auto_number_generation: 'true' } });
    expectFailure(dup, 1001);
    expectInvalid(await client.put(`${R}/${first.sales_receipt_id}`, { payment_mode: 'iou' }), 'payment_mode');
    expect((await client.get(`${R}/${first.sales_receipt_id}`)).body.salesreceipt).toMatchObject({ payment_mode: 'cash', total: 80 });
    expect(await ids({})).toHaveLength(3);
    expect((await make(base)).receipt_number).toBe('SR-00003');

    // Another organization's receipt is not found; its list is its own.
    expect((await other.client.get(`${R}/${first.sales_receipt_id}`)).status).toBe(404);
    expect((await other.client.put(`${R}/${first.sales_receipt_id}`, { notes: 'x' })).status).toBe(404);
    expect((await other.client.delete(`${R}/${first.sales_receipt_id}`)).status).toBe(404);
    expect((await other.client.get(R)).body.salesreceipts).toEqual([]);
    // The customer and item a receipt names are kept.
    expectFailure(await client.delete(`/books/v3/contacts/${bob.contact_id}`), 1004);
    await expectTrialBalanceZero(organizationId);
  });

  it('serves sales receipts over GraphQL with the same rules', async () => {
    const { client } = await books();
    const buyer = await customer(client);
    const made = await client.graphql(
      'mutation ($input: CreateSalesReceiptInput!) { createSalesReceipt(input: $input) { salesreceipt { salesReceiptId receiptNumber status total paymentMode } } }',
      { input: { customerId: buyer.contact_id, paymentMode: 'cash', lineItems: [{ name: 'Tea', rate: '3.5', quantity: '2' }] } },
    );
    expect(made.body.errors).toBeUndefined();
    const receipt = made.body.data.createSalesReceipt.salesreceipt;
    expect(receipt).toMatchObject({ receiptNumber: 'SR-00001', status: 'PAID', total: 7, paymentMode: 'cash' });
    const read = await client.graphql('query ($id: ID!) { salesreceipt(salesReceiptId: $id) { receiptNumber lineItems { name itemTotal } } }', {
      id: receipt.salesReceiptId,
    });
    expect(read.body.data.salesreceipt).toEqual({ receiptNumber: 'SR-00001', lineItems: [{ name: 'Tea', itemTotal: 7 }] });
    const refused = await client.graphql(
      'mutation ($input: CreateSalesReceiptInput!) { createSalesReceipt(input: $input) { salesreceipt { salesReceiptId } } }',
      { input: { customerId: buyer.contact_id, paymentMode: 'cash', lineItems: [] } },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBeDefined();
    expect((await client.graphql('{ salesreceipts { nodes { salesReceiptId } } }')).body.data.salesreceipts.nodes).toHaveLength(1);
  });

  it('refuses a token without the sales receipts scope', async () => {
    const tenant = await platform.tenant({ scope: 'SvcBooks.invoices.READ' });
    expect((await tenant.client.get(R)).status).toBe(403);
  });
});
