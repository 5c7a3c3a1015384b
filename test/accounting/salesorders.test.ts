import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { customer, expectInvalid, expectState, item, tax } from './invoice-fixtures.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const S = '/books/v3/salesorders';

async function books() {
  return (await platform.tenant({ organization: { time_zone: 'Etc/UTC' } })).client;
}

describe('sales orders', () => {
  it('takes an order as the family answers it, opens it, and invoices it in two parts until it closes', async () => {
    const client = await books();
    const buyer = await customer(client, { billing_address: { address: '1 Main St', city: 'Berlin' } });
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const chair = await item(client, { rate: 100, tax_id: vat.tax_id });
    const created = await client.post(S, {
      customer_id: buyer.contact_id,
      date: '2026-11-02',
      shipment_date: '2026-11-20',
      delivery_method: 'Courier',
      shipping_charge: 12,
      line_items: [
        { item_id: chair.item_id, quantity: 4 },
        { name: 'Delivery', rate: 20 },
      ],
    });
    expectOk(created, 201);
    expect(created.body.message).toBe('Sales Order has been created.');
    // The family answers one sales order as a one-element array.
    expect(created.body.salesorder).toHaveLength(1);
    const order = created.body.salesorder[0];
    expect(order).toMatchObject({
      salesorder_number: 'SO-000001',
      status: 'draft',
      invoiced_status: 'not_invoiced',
      shipment_date: '2026-11-20',
      delivery_method: 'Courier',
      sub_total: 420,
      tax_total: 40,
      total: 472,
      billing_address: { address: '1 Main St', city: 'Berlin' },
    });
    const [chairs, delivery] = order.line_items;
    expect(chairs).toMatchObject({ quantity: 4, quantity_invoiced: 0, is_invoiced: false });

    expectState(await client.post('/books/v3/invoices/fromsalesorder', undefined, { salesorder_id: order.salesorder_id }), 'a draft');
    const opened = await client.post(`${S}/${order.salesorder_id}/status/open`);
    expectOk(opened, 201);
    expect((await client.get(S, { filter_by: 'Status.Open' })).body.salesorders.map((o: any) => o.salesorder_id)).toEqual([order.salesorder_id]);

    // A part: one chair too many is refused by name, nothing is written.
    expectInvalid(
      await client.post(
        '/books/v3/invoices/fromsalesorder',
        { line_items: [{ line_item_id: chairs.line_item_id, quantity: 5 }] },
        { salesorder_id: order.salesorder_id },
      ),
      'line_items[0].quantity',
    );
    expect((await client.get('/books/v3/invoices')).body.invoices).toEqual([]);
    const first = await client.post(
      '/books/v3/invoices/fromsalesorder',
      { line_items: [{ line_item_id: chairs.line_item_id, quantity: 3 }] },
      { salesorder_id: order.salesorder_id },
    );
    expectOk(first, 201);
    expect(first.body.invoice).toMatchObject({ status: 'draft', reference_number: 'SO-000001', sub_total: 300, shipping_charge: 12, total: 342 });
    let read = (await client.get(`${S}/${order.salesorder_id}`)).body.salesorder[0];
    expect(read).toMatchObject({ status: 'open', invoiced_status: 'partially_invoiced', invoice_ids: [first.body.invoice.invoice_id] });
    expect(read.line_items.map((l: any) => [l.quantity_invoiced, l.is_invoiced])).toEqual([
      [3, false],
      [0, false],
    ]);
    expect((await client.get(S, { filter_by: 'Status.PartiallyInvoiced' })).body.salesorders).toHaveLength(1);

    // Lines cannot change once invoiced; the header can. Void and delete are refused.
    expectState(await client.put(`${S}/${order.salesorder_id}`, { line_items: [{ name: 'Other', rate: 1 }] }), 'invoices have been made from it');
    expectOk(await client.put(`${S}/${order.salesorder_id}`, { notes: 'Deliver to the back door' }));
    expectState(await client.post(`${S}/${order.salesorder_id}/status/void`), 'invoices have been made from it');
    expectState(await client.delete(`${S}/${order.salesorder_id}`), 'delete them first');

    // The rest: every line's remainder, without the shipping charge the first invoice carried.
    const second = await client.post('/books/v3/invoices/fromsalesorder', undefined, { salesorder_id: order.salesorder_id });
    expectOk(second, 201);
    expect(second.body.invoice.line_items.map((l: any) => [l.name, l.quantity])).toEqual([
      [chair.name, 1],
      ['Delivery', 1],
    ]);
    expect(second.body.invoice).toMatchObject({ shipping_charge: 0, total: 130 });
    read = (await client.get(`${S}/${order.salesorder_id}`)).body.salesorder[0];
    expect(read).toMatchObject({ status: 'closed', invoiced_status: 'invoiced' });
    expect(read.line_items.every((l: any) => l.is_invoiced)).toBe(true);
    expectState(await client.post('/books/v3/invoices/fromsalesorder', undefined, { salesorder_id: order.salesorder_id }), 'closed');
    // Both invoices together are the order, to the cent.
    expect(first.body.invoice.total + second.body.invoice.total).toBe(order.total);
    expect(delivery.item_total).toBe(20);
  });

  it('is made from an estimate, which becomes accepted; refuses a declined or foreign estimate', async () => {
    const client = await books();
    const buyer = await customer(client);
    const other = await customer(client);
    const quote = (await client.post('/books/v3/estimates', { customer_id: buyer.contact_id, line_items: [{ name: 'Work', rate: 50 }] }, { send: 'true' })).body
      .estimate;
    expectInvalid(
      await client.post(S, { customer_id: other.contact_id, estimate_id: quote.estimate_id, line_items: [{ name: 'Work', rate: 50 }] }),
      'estimate_id',
    );
    const made = await client.post(S, { customer_id: buyer.contact_id, estimate_id: quote.estimate_id, line_items: [{ name: 'Work', rate: 50 }] });
    expectOk(made, 201);
    expect(made.body.salesorder[0].estimate_id).toBe(quote.estimate_id);
    expect((await client.get(`/books/v3/estimates/${quote.estimate_id}`)).body.estimate.status).toBe('accepted');
    const declined = (await client.post('/books/v3/estimates', { customer_id: buyer.contact_id, line_items: [{ name: 'X', rate: 1 }] }, { send: 'true' })).body
      .estimate;
    expectOk(await client.post(`/books/v3/estimates/${declined.estimate_id}/status/declined`));
    expectState(await client.post(S, { customer_id: buyer.contact_id, estimate_id: declined.estimate_id, line_items: [{ name: 'X', rate: 1 }] }), 'declined');
    expect((await client.get(S)).body.salesorders).toHaveLength(1);
  });

  it('moves through approval, voids, keeps comments, and hides another organization’s orders', async () => {
    const client = await books();
    const buyer = await customer(client);
    const order = (await client.post(S, { customer_id: buyer.contact_id, line_items: [{ name: 'Work', rate: 10 }] })).body.salesorder[0];
    expectOk(await client.post(`${S}/${order.salesorder_id}/submit`));
    expectState(await client.post(`${S}/${order.salesorder_id}/status/open`), 'pending approval');
    expectOk(await client.post(`${S}/${order.salesorder_id}/approve`));
    expectOk(await client.post(`${S}/${order.salesorder_id}/status/open`), 201);
    expectOk(await client.post(`${S}/${order.salesorder_id}/status/void`), 201);
    expectState(await client.post(`${S}/${order.salesorder_id}/status/void`), 'void already');
    expectOk(await client.post(`${S}/${order.salesorder_id}/comments`, { description: 'Cancelled by phone' }));
    const comments = (await client.get(`${S}/${order.salesorder_id}/comments`)).body.comments;
    expect(comments.map((c: any) => c.operation_type)).toEqual(['added', 'submitted', 'approved', 'opened', 'voided', 'commented']);
    expect(comments.at(-1)).toMatchObject({ salesorder_id: order.salesorder_id, transaction_type: 'salesorder' });
    expectState(await client.put(`${S}/${order.salesorder_id}/address/shipping`, { address: '5 Dock Rd' }), 'is void and cannot be changed');
    const other = await books();
    expectFailure(await other.get(`${S}/${order.salesorder_id}`), 1002, 404);
    expectFailure(await other.post('/books/v3/invoices/fromsalesorder', undefined, { salesorder_id: order.salesorder_id }), 1002, 404);
    expectOk(await client.delete(`${S}/${order.salesorder_id}`));
  });

  it('commits stock while open and not invoiced: on hand stays, available drops, and comes back on invoice or void', async () => {
    const client = await books();
    const buyer = await customer(client);
    const warehouse = (await client.post('/inventory/v1/locations', { location_name: 'Main Warehouse' })).body.locations.location_id;
    const chair = await item(client, {
      rate: 100,
      purchase_rate: 40,
      item_type: 'inventory',
      locations: [{ location_id: warehouse, initial_stock: 10, initial_stock_rate: 40 }],
    });
    const stock = async () => {
      const read = await client.get(`/inventory/v1/items/${chair.item_id}`);
      expectOk(read);
      const [at] = read.body.item.locations;
      return [at.location_stock_on_hand, at.location_available_stock, at.location_actual_available_stock];
    };
    expect(await stock()).toEqual([10, 10, 10]);
    const order = (await client.post(S, { customer_id: buyer.contact_id, line_items: [{ item_id: chair.item_id, quantity: 4 }] })).body.salesorder[0];
    expect(await stock()).toEqual([10, 10, 10]); // a draft commits nothing
    expectOk(await client.post(`${S}/${order.salesorder_id}/status/open`), 201);
    expect(await stock()).toEqual([10, 6, 6]);
    const other = (await client.post(S, { customer_id: buyer.contact_id, location_id: warehouse, line_items: [{ item_id: chair.item_id, quantity: 1.5 }] }))
      .body.salesorder[0];
    expectOk(await client.post(`${S}/${other.salesorder_id}/status/open`), 201);
    expect(await stock()).toEqual([10, 4.5, 4.5]);
    // Invoicing part of a line releases that part; voiding releases the rest of an order.
    const [line] = order.line_items;
    expectOk(
      await client.post(
        '/books/v3/invoices/fromsalesorder',
        { line_items: [{ line_item_id: line.line_item_id, quantity: 3 }] },
        { salesorder_id: order.salesorder_id },
      ),
      201,
    );
    expect(await stock()).toEqual([10, 7.5, 7.5]);
    expectOk(await client.post(`${S}/${other.salesorder_id}/status/void`), 201);
    expect(await stock()).toEqual([10, 9, 9]);
    // Another organization's orders never touch this item's stock.
    expect((await (await books()).get(`/inventory/v1/items/${chair.item_id}`)).status).toBe(404);
  });

  it('answers the Inventory wire: the same orders as objects, confirmed for open, bulk confirm and bulk delete all or none, under Inventory scopes', async () => {
    const { client, organizationId } = await platform.tenant({
      organization: { time_zone: 'Etc/UTC' },
      scope: 'ZohoInventory.salesorders.ALL,ZohoBooks.contacts.CREATE,ZohoBooks.invoices.CREATE',
    });
    const I = '/inventory/v1/salesorders';
    const buyer = await customer(client);
    const zoho = { authorization: `Zoho-oauthtoken ${client.token}` };
    const created = await client.request('POST', I, { body: { customer_id: buyer.contact_id, line_items: [{ name: 'Work', rate: 10 }] }, headers: zoho });
    expectOk(created, 201);
    expect(created.body.message).toBe('Sales Order has been created.');
    const first = created.body.sales_order;
    expect(first).toMatchObject({ salesorder_number: 'SO-000001', status: 'draft', total: 10 });
    const read = await client.get(`${I}/${first.salesorder_id}`);
    expect(read.body.salesorder).toEqual(first);
    const second = (await client.post(I, { customer_id: buyer.contact_id, line_items: [{ name: 'More', rate: 5 }] })).body.sales_order;
    const third = (await client.post(I, { customer_id: buyer.contact_id, line_items: [{ name: 'Void', rate: 1 }] })).body.sales_order;
    expectOk(await client.post(`${I}/${third.salesorder_id}/status/void`));

    // One refused order refuses the batch, naming it; nothing moved.
    expectState(
      await client.post(`${I}/status/confirmed`, undefined, { salesorder_ids: `${first.salesorder_id},${third.salesorder_id}` }),
      third.salesorder_number,
    );
    expect((await client.get(`${I}/${first.salesorder_id}`)).body.salesorder.status).toBe('draft');
    expectInvalid(await client.post(`${I}/status/confirmed`, undefined, { salesorder_ids: '' }), 'salesorder_ids');
    const confirmed = await client.post(`${I}/status/confirmed`, undefined, { salesorder_ids: `${second.salesorder_id},${first.salesorder_id}` });
    expectOk(confirmed);
    expect(confirmed.body.data).toEqual({
      email_success_info: [{ code: 0, message: 'The sales orders have been confirmed.', ids: [first.salesorder_id, second.salesorder_id] }],
      email_error_info: [],
    });
    expect((await client.get(I, { filter_by: 'Status.Open' })).body.salesorders.map((o: any) => o.salesorder_number)).toEqual(['SO-000002', 'SO-000001']);

    // Bulk delete: an order invoiced from refuses the batch; then the rest go together.
    const invoiced = await client.post('/books/v3/invoices/fromsalesorder', undefined, { salesorder_id: first.salesorder_id });
    expectOk(invoiced, 201);
    const { invoice } = invoiced.body;
    expect((await client.get(`${I}/${first.salesorder_id}`)).body.salesorder.invoices).toEqual([
      {
        invoice_id: invoice.invoice_id,
        invoice_number: invoice.invoice_number,
        status: 'draft',
        date: invoice.date,
        due_date: invoice.due_date,
        total: 10,
        balance: 10,
      },
    ]);
    expectState(await client.delete(I, { salesorder_ids: `${first.salesorder_id},${second.salesorder_id}` }), 'SO-000001 is closed and cannot be deleted');
    expect((await client.get(`${I}/${second.salesorder_id}`)).status).toBe(200);
    const deleted = await client.delete(I, { salesorder_ids: `${second.salesorder_id},${third.salesorder_id}` });
    expectOk(deleted);
    expect(deleted.body.data).toEqual([second.salesorder_id, third.salesorder_id]);
    expectFailure(await client.get(`${I}/${third.salesorder_id}`), 1002, 404);

    // Inventory scopes reach no Books resource they do not name, and another organization's orders do not exist.
    expect((await client.get('/books/v3/estimates')).status).toBe(403);
    const other = await books();
    expectFailure(await other.delete(I, { salesorder_ids: first.salesorder_id }), 1002, 404);
    expect(organizationId).toBeTruthy();
  });
});
