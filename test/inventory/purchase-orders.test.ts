import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectError, location, order, receive, stockItem, unique, vendor } from './purchase-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';
import { columnsRead, expectEachFieldAlone } from '../helpers/selection.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

describe('purchase orders', () => {
  it('creates a numbered draft order for the primary location, with rates from the items, and reads it back', async () => {
    const { client } = await platform.tenant();
    const primary = await location(client, 'Main');
    const supplier = await vendor(client);
    const bolt = await stockItem(client, { purchase_rate: 7.5, unit: 'pcs' });
    const nut = await stockItem(client, { purchase_rate: 0.333 });
    const created = await client.post('/inventory/v1/purchaseorders', {
      vendor_id: supplier.contact_id,
      date: '2024-05-02',
      delivery_date: '2024-05-10',
      reference_number: 'REF-1',
      notes: 'Deliver to gate 2',
      line_items: [
        { item_id: bolt.item_id, quantity: 10 },
        { item_id: nut.item_id, quantity: 3, rate: 1.005, description: 'M6 nut' },
      ],
    });
    expectOk(created, 201);
    expect(created.body).toMatchObject({ code: 0, message: 'Purchase order has been created.' });
    const po = created.body.purchase_order;
    expect(po).toMatchObject({
      purchaseorder_number: 'PO-000001',
      status: 'draft',
      date: '2024-05-02',
      delivery_date: '2024-05-10',
      vendor_id: supplier.contact_id,
      vendor_name: supplier.contact_name,
      location_id: primary.location_id,
      location_name: 'Main',
      reference_number: 'REF-1',
      currency_code: 'USD',
      total: 78.02, // 75.00 + 3.015 → 3.02 (precision 2)
      total_quantity: 13,
      quantity_received: 0,
      purchasereceives: [],
    });
    expect(po.line_items).toMatchObject([
      {
        item_id: bolt.item_id,
        name: bolt.name,
        quantity: 10,
        unit: 'pcs',
        rate: 7.5,
        item_total: 75,
        item_order: 1,
        quantity_received: 0,
        quantity_in_transit: 0,
        quantity_remaining: 10,
      },
      { item_id: nut.item_id, description: 'M6 nut', quantity: 3, rate: 1.005, item_total: 3.02, item_order: 2, quantity_remaining: 3 },
    ]);
    const got = await client.get(`/inventory/v1/purchaseorders/${po.purchaseorder_id}`);
    expectOk(got);
    expect(got.body.purchase_order).toEqual(po);

    const second = await order(client, { vendor_id: supplier.contact_id, line_items: [{ item_id: bolt.item_id, quantity: 1 }] }, { issue: false });
    expect(second.purchaseorder_number).toBe('PO-000002');
  });

  it('uses the given number with ignore_auto_number_generation and refuses a duplicate', async () => {
    const { client } = await platform.tenant();
    await location(client);
    const supplier = await vendor(client);
    const part = await stockItem(client);
    const body = { vendor_id: supplier.contact_id, purchaseorder_number: 'ACME-7', line_items: [{ item_id: part.item_id, quantity: 1 }] };
    const missing = await client.post('/inventory/v1/purchaseorders', { ...body, purchaseorder_number: undefined }, { ignore_auto_number_generation: 'true' });
    expectError(missing, 400, 4, 'purchaseorder_number');
    const given = await client.post('/inventory/v1/purchaseorders', body, { ignore_auto_number_generation: 'true' });
    expectOk(given, 201);
    expect(given.body.purchase_order.purchaseorder_number).toBe('ACME-7');
    const again = await client.post('/inventory/v1/purchaseorders', { ...body, purchaseorder_number: 'acme-7' }, { ignore_auto_number_generation: 'true' });
    expectError(again, 400, 1001, 'acme-7');
  });

  it('refuses what an order cannot name: customers, other items, missing rates, bad quantities, unknown locations', async () => {
    const { client } = await platform.tenant();
    const noLocation = await client.post('/inventory/v1/purchaseorders', { vendor_id: '1', line_items: [] });
    expectError(noLocation, 400, 4);
    await location(client);
    const supplier = await vendor(client);
    const buyer = await client.post('/books/v3/contacts', { contact_name: unique('Customer') });
    const part = await stockItem(client);
    const service = await client.post('/books/v3/items', { name: unique('Consulting'), rate: 100, item_type: 'sales', product_type: 'service' });
    const line = { item_id: part.item_id, quantity: 1 };
    expectError(await client.post('/inventory/v1/purchaseorders', { vendor_id: buyer.body.contact.contact_id, line_items: [line] }), 400, 4, 'is not a vendor');
    expectError(await client.post('/inventory/v1/purchaseorders', { vendor_id: supplier.contact_id, line_items: [] }), 400, 4, 'at least one line');
    expectError(
      await client.post('/inventory/v1/purchaseorders', { vendor_id: supplier.contact_id, line_items: [{ item_id: service.body.item.item_id, quantity: 1 }] }),
      400,
      4,
      'not an inventory item',
    );
    expectError(
      await client.post('/inventory/v1/purchaseorders', { vendor_id: supplier.contact_id, line_items: [{ ...line, quantity: 0 }] }),
      400,
      4,
      'more than 0',
    );
    expectError(
      await client.post('/inventory/v1/purchaseorders', { vendor_id: supplier.contact_id, line_items: [{ ...line, rate: -1 }] }),
      400,
      4,
      '0 or more',
    );
    expectError(
      await client.post('/inventory/v1/purchaseorders', { vendor_id: supplier.contact_id, location_id: '123', line_items: [line] }),
      400,
      4,
      'location_id',
    );
    expectError(
      await client.post('/inventory/v1/purchaseorders', {
        vendor_id: supplier.contact_id,
        date: '2024-05-02',
        delivery_date: '2024-05-01',
        line_items: [line],
      }),
      400,
      4,
      'delivery_date',
    );
    const tooMany = Array.from({ length: 1001 }, () => line);
    expectError(await client.post('/inventory/v1/purchaseorders', { vendor_id: supplier.contact_id, line_items: tooMany }), 400, 1005, 'at most 1000');
  });

  it('moves draft → issued → partially received → received, and refuses moves that are not allowed', async () => {
    const { client } = await platform.tenant();
    await location(client);
    const supplier = await vendor(client);
    const part = await stockItem(client);
    const draft = await order(client, { vendor_id: supplier.contact_id, line_items: [{ item_id: part.item_id, quantity: 5 }] }, { issue: false });
    const id = draft.purchaseorder_id;
    const line = draft.line_items[0].line_item_id;
    expectError(
      await client.post('/inventory/v1/purchasereceives', { line_items: [{ line_item_id: line, quantity: 1 }] }, { purchaseorder_id: id }),
      400,
      1003,
      'draft',
    );
    const issued = await client.post(`/inventory/v1/purchaseorders/${id}/status/issued`);
    expect(issued.body).toMatchObject({ code: 0, message: 'The purchase order has been marked as issued.', purchase_order: { status: 'issued' } });
    expectError(await client.post(`/inventory/v1/purchaseorders/${id}/status/issued`), 400, 1003, 'is issued');
    await receive(client, id, { line_items: [{ line_item_id: line, quantity: 2 }] });
    expect((await client.get(`/inventory/v1/purchaseorders/${id}`)).body.purchase_order).toMatchObject({ status: 'partially_received', quantity_received: 2 });
    expectError(await client.post(`/inventory/v1/purchaseorders/${id}/status/cancelled`), 400, 1003, 'partially received');
    await receive(client, id, { line_items: [{ line_item_id: line, quantity: 3 }] });
    const done = (await client.get(`/inventory/v1/purchaseorders/${id}`)).body.purchase_order;
    expect(done).toMatchObject({ status: 'received', quantity_received: 5 });
    expect(done.purchasereceives.map((r: any) => r.status)).toEqual(['received', 'received']);
    expectError(await client.put(`/inventory/v1/purchaseorders/${id}`, { notes: 'late' }), 400, 1003, 'received');
    expectError(
      await client.post('/inventory/v1/purchasereceives', { line_items: [{ line_item_id: line, quantity: 1 }] }, { purchaseorder_id: id }),
      400,
      1003,
      'nothing remains',
    );
    expectError(await client.delete(`/inventory/v1/purchaseorders/${id}`), 400, 1004, 'has purchase receives');

    const other = await order(client, { vendor_id: supplier.contact_id, line_items: [{ item_id: part.item_id, quantity: 1 }] });
    const cancelled = await client.post(`/inventory/v1/purchaseorders/${other.purchaseorder_id}/status/cancelled`);
    expect(cancelled.body.purchase_order.status).toBe('cancelled');
    expectError(await client.post(`/inventory/v1/purchaseorders/${other.purchaseorder_id}/status/issued`), 400, 1003, 'cancelled');
    expectError(await client.put(`/inventory/v1/purchaseorders/${other.purchaseorder_id}`, { notes: 'x' }), 400, 1003, 'cancelled');
    expectError(
      await client.post(
        '/inventory/v1/purchasereceives',
        { line_items: [{ line_item_id: other.line_items[0].line_item_id, quantity: 1 }] },
        { purchaseorder_id: other.purchaseorder_id },
      ),
      400,
      1003,
      'cancelled',
    );
    const deleted = await client.delete(`/inventory/v1/purchaseorders/${other.purchaseorder_id}`);
    expectOk(deleted);
    expect(deleted.body).toEqual({ code: 0, message: 'The purchase order has been deleted.' });
    expectError(await client.get(`/inventory/v1/purchaseorders/${other.purchaseorder_id}`), 404, 1002);
  });

  it('updates an order: lines keep their ids and receipts, cannot drop below what arrived, and vendor or location stay once goods arrived', async () => {
    const { client } = await platform.tenant();
    await location(client);
    const annex = await location(client);
    const supplier = await vendor(client);
    const other = await vendor(client);
    const bolt = await stockItem(client);
    const nut = await stockItem(client);
    const po = await order(client, { vendor_id: supplier.contact_id, line_items: [{ item_id: bolt.item_id, quantity: 5, rate: 2 }] });
    const line = po.line_items[0].line_item_id;
    await receive(client, po.purchaseorder_id, { status: 'in_transit', line_items: [{ line_item_id: line, quantity: 3 }] });
    const url = `/inventory/v1/purchaseorders/${po.purchaseorder_id}`;
    expectError(await client.put(url, { line_items: [{ line_item_id: line, item_id: bolt.item_id, quantity: 2 }] }), 400, 4, 'cannot be less than the 3');
    expectError(await client.put(url, { line_items: [{ item_id: nut.item_id, quantity: 2 }] }), 400, 4, 'it has receives');
    expectError(await client.put(url, { line_items: [{ line_item_id: line, item_id: nut.item_id, quantity: 5 }] }), 400, 4, 'item cannot change');
    expectError(await client.put(url, { vendor_id: other.contact_id }), 400, 4, 'vendor_id');
    expectError(await client.put(url, { location_id: annex.location_id }), 400, 4, 'location_id');
    const updated = await client.put(url, {
      notes: 'Rush',
      line_items: [
        { line_item_id: line, item_id: bolt.item_id, quantity: 8 },
        { item_id: nut.item_id, quantity: 1, rate: 4 },
      ],
    });
    expectOk(updated);
    expect(updated.body).toMatchObject({ message: 'Purchase order has been updated.', purchase_order: { notes: 'Rush', total: 20, status: 'issued' } });
    expect(updated.body.purchase_order.line_items).toMatchObject([
      { line_item_id: line, quantity: 8, rate: 2, quantity_in_transit: 3, quantity_remaining: 5 },
      { item_id: nut.item_id, quantity: 1, quantity_remaining: 1 },
    ]);

    const fresh = await order(client, { vendor_id: supplier.contact_id, line_items: [{ item_id: bolt.item_id, quantity: 1 }] }, { issue: false });
    const moved = await client.put(`/inventory/v1/purchaseorders/${fresh.purchaseorder_id}`, { vendor_id: other.contact_id, location_id: annex.location_id });
    expect(moved.body.purchase_order).toMatchObject({
      vendor_id: other.contact_id,
      vendor_name: other.contact_name,
      location_id: annex.location_id,
      status: 'draft',
    });
  });

  it('lists orders with filters, search, sorting and pages', async () => {
    const { client } = await platform.tenant();
    await location(client);
    const alpha = await vendor(client, { contact_name: unique('Alpha') });
    const beta = await vendor(client, { contact_name: unique('Beta') });
    const part = await stockItem(client);
    const a = await order(client, {
      vendor_id: alpha.contact_id,
      date: '2024-01-05',
      reference_number: 'FIND-ME',
      line_items: [{ item_id: part.item_id, quantity: 1, rate: 30 }],
    });
    const b = await order(
      client,
      { vendor_id: beta.contact_id, date: '2024-02-05', line_items: [{ item_id: part.item_id, quantity: 1, rate: 10 }] },
      { issue: false },
    );
    const c = await order(client, { vendor_id: beta.contact_id, date: '2024-03-05', line_items: [{ item_id: part.item_id, quantity: 1, rate: 20 }] });
    const ids = (res: any) => res.body.purchaseorders.map((p: any) => p.purchaseorder_id);
    const all = await client.get('/inventory/v1/purchaseorders');
    expectOk(all);
    expect(ids(all)).toEqual([c.purchaseorder_id, b.purchaseorder_id, a.purchaseorder_id]);
    expect(all.body.page_context).toMatchObject({
      page: 1,
      per_page: 200,
      has_more_page: false,
      sort_column: 'created_time',
      sort_order: 'D',
      applied_filter: 'Status.All',
    });
    expect(ids(await client.get('/inventory/v1/purchaseorders', { filter_by: 'Status.Draft' }))).toEqual([b.purchaseorder_id]);
    expect(ids(await client.get('/inventory/v1/purchaseorders', { vendor_id: beta.contact_id, sort_column: 'total', sort_order: 'A' }))).toEqual([
      b.purchaseorder_id,
      c.purchaseorder_id,
    ]);
    expect(ids(await client.get('/inventory/v1/purchaseorders', { search_text: 'find-me' }))).toEqual([a.purchaseorder_id]);
    const page = await client.get('/inventory/v1/purchaseorders', { sort_column: 'date', sort_order: 'A', per_page: 2, page: 2 });
    expect(ids(page)).toEqual([c.purchaseorder_id]);
    expect(page.body.page_context).toMatchObject({ page: 2, per_page: 2, has_more_page: false, sort_column: 'date', sort_order: 'A' });
    expectError(await client.get('/inventory/v1/purchaseorders', { filter_by: 'Status.Nope' }), 400, 4);
  });

  it('reads and builds only what a list selects: each field alone answers as in the whole entry', async () => {
    const { client } = await platform.tenant();
    const warehouse = await location(client);
    const eur = await client.post('/books/v3/settings/currencies', { currency_code: 'EUR', currency_symbol: '€' });
    expectOk(eur, 201);
    const foreign = await vendor(client, { currency_id: eur.body.currency.currency_id, contact_persons: [{ first_name: 'Ada', email: 'ada@example.com' }] });
    const persons = (await client.get(`/books/v3/contacts/${foreign.contact_id}`)).body.contact.contact_persons;
    const supplier = await vendor(client);
    const customer = await client.post('/books/v3/contacts', { contact_name: unique('Customer'), contact_type: 'customer' });
    expectOk(customer, 201);
    const vat = await client.post('/erp/v3/settings/taxes', { tax_name: unique('VAT'), tax_percentage: 10 });
    expectOk(vat, 201);
    const bolt = await stockItem(client, { purchase_rate: 7.5, unit: 'pcs' });
    const nut = await stockItem(client, { purchase_rate: 12.25 });
    const bill = async (receiveId: string, total: number, balance: number) =>
      expectOk(
        await client.post(`/inventory/v1/purchasereceives/${receiveId}/bills`, {
          bill_number: unique('B'),
          date: '2024-07-03',
          due_date: '2099-01-01',
          total,
          balance,
        }),
        201,
      );

    // Issued in the vendor's currency, with everything an order may hold; partially received and partly billed.
    const rich = await order(client, {
      vendor_id: foreign.contact_id,
      location_id: warehouse.location_id,
      exchange_rate: 1.1,
      date: '2024-05-02',
      delivery_date: '2024-05-10',
      reference_number: 'A-rich',
      notes: 'Deliver to gate 2',
      terms: 'Net 30',
      attention: 'Purchasing',
      discount: '10%',
      billing_address: { address: '1 Main St', city: 'Springfield', zip: '12345', country: 'USA' },
      delivery_address: { address: '9 Dock Rd', city: 'Shelbyville', state: 'IL' },
      delivery_customer_id: customer.body.contact.contact_id,
      contact_persons: [persons[0].contact_person_id],
      custom_fields: [{ customfield_id: '42', label: 'Project', value: 'Bridge' }],
      ship_via: 'DHL Freight',
      ship_via_id: '4410',
      line_items: [
        { item_id: bolt.item_id, quantity: 10, tax_id: vat.body.tax.tax_id },
        { item_id: nut.item_id, quantity: 4, rate: 12.255, description: 'M6 nut' },
      ],
    });
    const partial = await receive(client, rich.purchaseorder_id, { line_items: [{ line_item_id: rich.line_items[0].line_item_id, quantity: 2 }] });
    await bill(partial.receive_id, 8.8, 4);
    // A draft with line discounts on tax-inclusive rates.
    await order(
      client,
      {
        vendor_id: supplier.contact_id,
        reference_number: 'B-draft',
        discount_type: 'item_level',
        is_inclusive_tax: true,
        line_items: [{ item_id: bolt.item_id, quantity: 3, rate: 11, discount: '2', tax_id: vat.body.tax.tax_id }],
      },
      { issue: false },
    );
    // Received in full (one receive in transit first, then the rest) and billed in full.
    const done = await order(client, {
      vendor_id: supplier.contact_id,
      reference_number: 'C-billed',
      line_items: [{ item_id: nut.item_id, quantity: 5, rate: 3 }],
    });
    const line = done.line_items[0].line_item_id;
    const first = await receive(client, done.purchaseorder_id, { date: '2024-07-01', line_items: [{ line_item_id: line, quantity: 2 }] });
    await receive(client, done.purchaseorder_id, { date: '2024-07-02', notes: 'Rest', line_items: [{ line_item_id: line, quantity: 3 }] });
    await bill(first.receive_id, 15, 0);
    // Issued, then cancelled before anything arrived.
    const called = await order(client, {
      vendor_id: supplier.contact_id,
      reference_number: 'D-cancelled',
      line_items: [{ item_id: bolt.item_id, quantity: 1 }],
    });
    expectOk(await client.post(`/inventory/v1/purchaseorders/${called.purchaseorder_id}/status/cancelled`));

    const list = (nodes: string) => `{ purchaseOrders(perPage: 10, sortColumn: PURCHASEORDER_NUMBER, sortOrder: A) { nodes ${nodes} } }`;
    const entries = await expectEachFieldAlone(
      client,
      'PurchaseOrder',
      list,
      (data) => data.purchaseOrders.nodes,
      (e, selection) => `{ purchaseOrder(purchaseorderId: "${e.purchaseorderId}") ${selection} }`,
    );
    expect(entries.map((e) => [e.referenceNumber, e.status, e.billedStatus])).toEqual([
      ['A-rich', 'PARTIALLY_RECEIVED', 'PARTIALLY_BILLED'],
      ['B-draft', 'DRAFT', 'UNBILLED'],
      ['C-billed', 'RECEIVED', 'BILLED'],
      ['D-cancelled', 'CANCELLED', 'UNBILLED'],
    ]);
    expect(entries[0]).toMatchObject({
      currencyCode: 'EUR',
      exchangeRate: 1.1,
      discount: '10%',
      isDropShipment: true,
      statusFormatted: 'Partially Received',
      deliveryDateFormatted: expect.any(String),
      customFields: [{ customfieldId: '42', value: 'Bridge' }],
      shipVia: 'DHL Freight',
    });
    expect(entries[1]).toMatchObject({ discountType: 'ITEM_LEVEL', isInclusiveTax: true, isDropShipment: false, deliveryDate: null });

    // Two fields of the entries: the orders' statement reads their columns (and the id, location
    // name and currency it always reads), and no line, receive, bill or history is read.
    const { value: two, sql } = await platform.statementsDuring(() => client.graphql(list('{ purchaseorderNumber total }')));
    const purchases = sql.filter((statement) => statement.includes('"inventory"."purchase_'));
    expect(two.body.data.purchaseOrders.nodes).toEqual(entries.map((e) => ({ purchaseorderNumber: e.purchaseorderNumber, total: e.total })));
    expect(purchases).toHaveLength(1);
    expect(columnsRead(purchases[0])).toEqual([
      'currencies.currency_code',
      'currencies.currency_symbol',
      'locations.location_name',
      'purchase_orders.id',
      'purchase_orders.purchaseorder_number',
      'purchase_orders.total',
    ]);
  });

  it('keeps orders to their organization and protects the items and vendors they name', async () => {
    const { client } = await platform.tenant();
    const { client: stranger } = await platform.tenant();
    await location(client);
    const supplier = await vendor(client);
    const part = await stockItem(client);
    const po = await order(client, { vendor_id: supplier.contact_id, line_items: [{ item_id: part.item_id, quantity: 1 }] });
    expectError(await stranger.get(`/inventory/v1/purchaseorders/${po.purchaseorder_id}`), 404, 1002);
    expectError(await stranger.delete(`/inventory/v1/purchaseorders/${po.purchaseorder_id}`), 404, 1002);
    expect((await stranger.get('/inventory/v1/purchaseorders')).body.purchaseorders).toEqual([]);
    expectError(await client.delete(`/books/v3/items/${part.item_id}`), 400, 1004, po.purchaseorder_number);
    expectError(await client.delete(`/books/v3/contacts/${supplier.contact_id}`), 400, 1004, po.purchaseorder_number);
  });

  it('answers only callers with the purchase order scopes', async () => {
    const { client } = await platform.tenant({ scope: 'SvcInventory.purchasereceives.ALL' });
    const res = await client.get('/inventory/v1/purchaseorders');
    expectFailure(res, 57, 403);
  });
});
