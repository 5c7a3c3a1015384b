import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../helpers/platform.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';
import { balanceOf, expectBalanced, expectError, location, order, receive, stockItem, unique, vendor } from './purchase-fixtures.ts';

/**
 * Taxed purchase orders: discounts, taxes, sub-total, tax total and total from the invoices'
 * totals engine, the vendor's currency at an exchange rate, addresses and contact persons, and
 * the receives and bills made from the order.
 */
let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const PO = '/inventory/v1/purchaseorders';

async function tax(client: Client, name: string, percentage: number): Promise<string> {
  const res = await client.post('/erp/v3/settings/taxes', { tax_name: unique(name), tax_percentage: percentage });
  expectOk(res, 201);
  return res.body.tax.tax_id;
}

async function setup(client: Client) {
  const warehouse = await location(client);
  const supplier = await vendor(client, { contact_persons: [{ first_name: 'Ada', email: 'ada@example.com' }, { first_name: 'Bob' }] });
  const bolt = await stockItem(client, { purchase_rate: 12.5 });
  const nut = await stockItem(client, { purchase_rate: 25 });
  const vat = await tax(client, 'VAT', 10);
  const reduced = await tax(client, 'Reduced', 5);
  return { warehouse, supplier, bolt, nut, vat, reduced };
}

describe('taxed purchase orders', () => {
  it('computes discount, taxes and totals as an invoice with the same lines does', async () => {
    const { client } = await platform.tenant();
    const { warehouse, supplier, bolt, nut, vat, reduced } = await setup(client);
    const lines = [
      { item_id: bolt.item_id, quantity: 4, rate: 12.5, tax_id: vat },
      { item_id: nut.item_id, quantity: 2, rate: 25, tax_id: reduced },
    ];
    const created = await client.post(PO, {
      vendor_id: supplier.contact_id,
      location_id: warehouse.location_id,
      date: '2024-05-02',
      delivery_date: '2024-05-09',
      discount: '10%',
      line_items: lines,
    });
    expectOk(created, 201);
    const po = created.body.purchase_order;
    // 100 less 10% before tax (5 + 5 off the lines): 10% of 45 and 5% of 45.
    expect(po).toMatchObject({
      discount_type: 'entity_level',
      discount: '10%',
      discount_amount: 10,
      is_discount_before_tax: true,
      is_inclusive_tax: false,
      sub_total: 100,
      tax_total: 6.75,
      total: 96.75,
      price_precision: 2,
      exchange_rate: 1,
      currency_code: 'USD',
      currency_symbol: '$',
      status_formatted: 'Draft',
      sub_total_formatted: 'USD 100.00',
      expected_delivery_date: '2024-05-09',
    });
    expect(po.date_formatted).toContain('2024');
    expect(po.delivery_date_formatted).toContain('09');
    expect(po.expected_delivery_date_formatted).toBe(po.delivery_date_formatted);
    expect(po.taxes).toEqual([
      expect.objectContaining({ tax_id: vat, tax_percentage: 10, tax_amount: 4.5 }),
      expect.objectContaining({ tax_id: reduced, tax_percentage: 5, tax_amount: 2.25 }),
    ]);
    expect(po.line_items).toMatchObject([
      { tax_id: vat, tax_percentage: 10, tax_type: 'tax', item_total: 50, purchase_rate: 12.5, bcy_rate: 12.5, location_id: warehouse.location_id },
      { tax_id: reduced, tax_percentage: 5, item_total: 50 },
    ]);

    // The same lines on an invoice add up to the same figures: one engine.
    const customer = await client.post('/books/v3/contacts', { contact_name: unique('Customer'), contact_type: 'customer' });
    const invoice = await client.post('/books/v3/invoices', { customer_id: customer.body.contact.contact_id, discount: '10%', line_items: lines });
    expectOk(invoice, 201);
    const { sub_total, tax_total, total, discount_amount } = invoice.body.invoice;
    expect({ sub_total, tax_total, total, discount_amount }).toEqual({
      sub_total: po.sub_total,
      tax_total: po.tax_total,
      total: po.total,
      discount_amount: 10,
    });

    // Read back as stored.
    const got = await client.get(`${PO}/${po.purchaseorder_id}`);
    expectOk(got);
    expect(got.body.purchase_order).toMatchObject({ sub_total: 100, tax_total: 6.75, total: 96.75, taxes: po.taxes });
  });

  it('takes line discounts and tax-inclusive rates, and recomputes on update', async () => {
    const { client } = await platform.tenant();
    const { supplier, bolt, nut, vat } = await setup(client);
    await location(client);
    const created = await client.post(PO, {
      vendor_id: supplier.contact_id,
      discount_type: 'item_level',
      is_inclusive_tax: true,
      line_items: [
        { item_id: bolt.item_id, quantity: 1, rate: 110, discount: '10', tax_id: vat },
        { item_id: nut.item_id, quantity: 3, rate: 1.005 },
      ],
    });
    expectOk(created, 201);
    const po = created.body.purchase_order;
    // 110 − 10 = 100 including 10% tax: 9.09; 3.015 rounds to 3.02.
    expect(po).toMatchObject({ discount_type: 'item_level', is_inclusive_tax: true, sub_total: 103.02, tax_total: 9.09, total: 103.02 });
    expect(po.line_items).toMatchObject([
      { discount: '10', discount_amount: 10, item_total: 100 },
      { tax_id: '', item_total: 3.02 },
    ]);

    // Rates exclude tax again and the first line drops its tax: the stored lines are totalled anew.
    const [first, second] = po.line_items;
    const updated = await client.put(`${PO}/${po.purchaseorder_id}`, {
      is_inclusive_tax: false,
      line_items: [
        { line_item_id: first.line_item_id, item_id: bolt.item_id, quantity: 1, tax_id: null },
        { line_item_id: second.line_item_id, item_id: nut.item_id, quantity: 3, tax_id: vat },
      ],
    });
    expectOk(updated);
    expect(updated.body.purchase_order).toMatchObject({
      sub_total: 103.02,
      tax_total: 0.3,
      total: 103.32,
      taxes: [expect.objectContaining({ tax_id: vat, tax_amount: 0.3 })],
    });
    expect(updated.body.purchase_order.line_items[0]).toMatchObject({ line_item_id: first.line_item_id, rate: 110, discount: '10', tax_id: '' });

    // Header-only change: the stored lines are totalled with the new setting.
    const inclusive = await client.put(`${PO}/${po.purchaseorder_id}`, { is_inclusive_tax: true });
    expectOk(inclusive);
    expect(inclusive.body.purchase_order).toMatchObject({ sub_total: 103.02, tax_total: 0.27, total: 103.02 });
  });

  it('refuses bad input naming the field, and writes nothing of a refused order', async () => {
    const { client } = await platform.tenant();
    const { supplier, bolt, nut, vat } = await setup(client);
    await location(client);
    const good = { item_id: bolt.item_id, quantity: 1, rate: 10, tax_id: vat };
    const post = (body: Record<string, unknown>) => client.post(PO, { vendor_id: supplier.contact_id, line_items: [good], ...body });
    expectError(await post({ line_items: [good, { item_id: nut.item_id, quantity: 1, tax_id: '999999999999' }] }), 400, 4, 'tax_id');
    expectError(await post({ discount: 'ten' }), 400, 4, 'discount');
    expectError(await post({ discount: '150%' }), 400, 4, 'discount');
    expectError(await post({ line_items: [{ ...good, discount: '5' }] }), 400, 4, 'discount');
    expectError(await post({ discount_type: 'item_level', line_items: [{ ...good, discount: '20' }] }), 400, 4, 'discount');
    expectError(await post({ exchange_rate: 2 }), 400, 4, 'exchange_rate');
    expectError(await post({ line_items: [{ ...good, account_id: '999999999999' }] }), 400, 4, 'account_id');
    expectError(await post({ contact_persons: ['999999999999'] }), 400, 4, 'contact_persons');
    expectError(await post({ delivery_customer_id: supplier.contact_id }), 400, 4, 'delivery_customer_id');
    const inactive = await tax(client, 'Old', 3);
    expectOk(await client.put(`/erp/v3/settings/taxes/${inactive}`, { status: 'inactive' }));
    expectError(await post({ line_items: [{ ...good, tax_id: inactive }] }), 400, 4, 'inactive');
    expect((await client.get(PO)).body.purchaseorders).toEqual([]);

    // A refused update leaves the order as it was, lines included.
    const po = await order(client, { vendor_id: supplier.contact_id, line_items: [good] }, { issue: false });
    expectError(
      await client.put(`${PO}/${po.purchaseorder_id}`, {
        discount: '1',
        line_items: [
          { ...good, quantity: 5 },
          { item_id: nut.item_id, quantity: 1, tax_id: 'nope' },
        ],
      }),
      400,
      4,
      'tax_id',
    );
    const after = (await client.get(`${PO}/${po.purchaseorder_id}`)).body.purchase_order;
    expect(after).toMatchObject({ discount: '', total: 11, line_items: [{ line_item_id: po.line_items[0].line_item_id, quantity: 1 }] });
    expect(after.line_items).toHaveLength(1);
  });

  it("orders in the vendor's currency at an exchange rate, and receives post and value stock in the organization's", async () => {
    const { client, organizationId } = await platform.tenant();
    const { warehouse, bolt } = await setup(client);
    const eur = await client.post('/books/v3/settings/currencies', { currency_code: 'EUR', currency_symbol: '€' });
    expectOk(eur, 201);
    const supplier = await vendor(client, { currency_id: eur.body.currency.currency_id });
    const line = { item_id: bolt.item_id, quantity: 2, rate: 10 };
    expectError(await client.post(PO, { vendor_id: supplier.contact_id, line_items: [line] }), 400, 4, 'exchange_rate');
    expectError(await client.post(PO, { vendor_id: supplier.contact_id, exchange_rate: 0, line_items: [line] }), 400, 4, 'exchange_rate');
    const po = await order(client, { vendor_id: supplier.contact_id, location_id: warehouse.location_id, exchange_rate: 1.1, line_items: [line] });
    expect(po).toMatchObject({ currency_code: 'EUR', currency_symbol: '€', exchange_rate: 1.1, total: 20 });
    expect(po.line_items[0]).toMatchObject({ rate: 10, bcy_rate: 11 });

    const before = Number(await balanceOf(platform, organizationId, 'accounts_payable'));
    await receive(client, po.purchaseorder_id, { line_items: [{ line_item_id: po.line_items[0].line_item_id, quantity: 1 }] });
    const after = Number(await balanceOf(platform, organizationId, 'accounts_payable'));
    // 1 × 10 EUR at 1.1: 11 in the organization's currency.
    expect(Math.abs(after - before)).toBeCloseTo(11, 6);
    await expectBalanced(platform, organizationId);
    // Once goods arrived the rate stays.
    expectError(await client.put(`${PO}/${po.purchaseorder_id}`, { exchange_rate: 1.2 }), 400, 4, 'exchange_rate');
  });

  it('keeps addresses, attention, contact persons, custom fields and a drop-shipment customer', async () => {
    const { client } = await platform.tenant();
    const { supplier, bolt } = await setup(client);
    await location(client);
    const customer = await client.post('/books/v3/contacts', { contact_name: unique('Customer'), contact_type: 'customer' });
    const persons = (await client.get(`/books/v3/contacts/${supplier.contact_id}`)).body.contact.contact_persons.map((p: any) => p.contact_person_id);
    const created = await client.post(PO, {
      vendor_id: supplier.contact_id,
      attention: 'Purchasing',
      billing_address: { address: '1 Main St', city: 'Springfield', zip: '12345', country: 'USA' },
      delivery_address: { address: '9 Dock Rd', city: 'Shelbyville', state: 'IL' },
      delivery_customer_id: customer.body.contact.contact_id,
      contact_persons: [persons[1]],
      custom_fields: [{ customfield_id: '42', label: 'Project', value: 'Bridge' }],
      line_items: [{ item_id: bolt.item_id, quantity: 1 }],
    });
    expectOk(created, 201);
    expect(created.body.purchase_order).toMatchObject({
      attention: 'Purchasing',
      billing_address: [{ address: '1 Main St', city: 'Springfield', zip: '12345', country: 'USA' }],
      delivery_address: [{ address: '9 Dock Rd', city: 'Shelbyville', state: 'IL' }],
      delivery_customer_id: customer.body.contact.contact_id,
      delivery_customer_name: customer.body.contact.contact_name,
      is_drop_shipment: true,
      contact_persons: [{ contact_person_id: persons[1] }],
      custom_fields: [{ customfield_id: '42', value: 'Bridge' }],
    });
    const id = created.body.purchase_order.purchaseorder_id;
    const cleared = await client.put(`${PO}/${id}`, { billing_address: null, delivery_customer_id: null, contact_persons: [persons[0], persons[1]] });
    expectOk(cleared);
    expect(cleared.body.purchase_order).toMatchObject({
      billing_address: [],
      delivery_address: [{ city: 'Shelbyville' }],
      is_drop_shipment: false,
      delivery_customer_id: '',
      contact_persons: [{ contact_person_id: persons[0] }, { contact_person_id: persons[1] }],
    });
    expectError(await client.put(`${PO}/${id}`, { contact_persons: [persons[0], persons[0]] }), 400, 4, 'contact_persons');
  });

  it('lists the receives made from the order with their lines, and the bills recorded against them', async () => {
    const { client } = await platform.tenant();
    const { supplier, bolt, vat } = await setup(client);
    await location(client);
    const po = await order(client, { vendor_id: supplier.contact_id, line_items: [{ item_id: bolt.item_id, quantity: 5, rate: 4, tax_id: vat }] });
    const line = po.line_items[0].line_item_id;
    const first = await receive(client, po.purchaseorder_id, { date: '2024-07-01', line_items: [{ line_item_id: line, quantity: 2 }] });
    const second = await receive(client, po.purchaseorder_id, { date: '2024-07-02', notes: 'Rest', line_items: [{ line_item_id: line, quantity: 3 }] });
    const bill = await client.post(`/inventory/v1/purchasereceives/${first.receive_id}/bills`, {
      bill_number: unique('B'),
      date: '2024-07-03',
      due_date: '2099-01-01',
      total: 8.8,
      balance: 4,
    });
    expectOk(bill, 201);
    const got = (await client.get(`${PO}/${po.purchaseorder_id}`)).body.purchase_order;
    expect(got.status).toBe('received');
    expect(got.purchasereceives).toMatchObject([
      {
        receive_id: first.receive_id,
        receive_number: first.receive_number,
        date: '2024-07-01',
        line_items: [{ line_item_id: line, item_id: bolt.item_id, quantity: 2, purchase_rate: 4, item_total: 8, quantity_received: 5, tax_id: vat }],
      },
      { receive_id: second.receive_id, notes: 'Rest', line_items: [{ quantity: 3 }] },
    ]);
    expect(got.receives).toEqual([
      { receive_id: first.receive_id, receive_number: first.receive_number },
      { receive_id: second.receive_id, receive_number: second.receive_number },
    ]);
    expect(got.bills).toMatchObject([
      { receive_id: first.receive_id, date: '2024-07-03', due_date: '2099-01-01', total: 8.8, balance: 4, status: 'partially_paid' },
    ]);
    // The REST list's entries answer the receives (a key of the family's list entries); a GraphQL
    // list answers the bills too.
    const listed = (await client.get(PO)).body.purchaseorders.find((o: any) => o.purchaseorder_id === po.purchaseorder_id);
    expect(listed.receives).toEqual(got.receives);
    const graphList = await client.graphql('{ purchaseOrders { nodes { purchaseorderId receives { receiveId } bills { billId receiveId total balance } } } }');
    expect(graphList.body.errors).toBeUndefined();
    expect(graphList.body.data.purchaseOrders.nodes.find((o: any) => o.purchaseorderId === po.purchaseorder_id)).toEqual({
      purchaseorderId: po.purchaseorder_id,
      receives: [{ receiveId: first.receive_id }, { receiveId: second.receive_id }],
      bills: [{ billId: got.bills[0].bill_id, receiveId: first.receive_id, total: 8.8, balance: 4 }],
    });
  });
});
