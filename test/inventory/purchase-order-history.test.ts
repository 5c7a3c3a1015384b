import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';
import { expectError, location, order, receive, stockItem, unique, vendor } from './purchase-fixtures.ts';

/**
 * What a purchase order tells beyond its lines and totals: its history (its own changes and those
 * of the receives and bills made against it), its billed status, its delivery method (ship_via);
 * and the receives' addresses and contact persons as the family's Inventory API sends them.
 */
let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});

/**
 * How many of the statements touch the purchase order tables, and how many any purchases table: the
 * orders' and also their receives', receive lines', bills' (inventory.purchase_*).
 */
const purchaseStatements = (sql: string[]) => [
  sql.filter((text) => text.includes('purchase_order')).length,
  sql.filter((text) => text.includes('"inventory"."purchase_')).length,
];
afterAll(async () => platform?.stop());

const PO = '/inventory/v1/purchaseorders';
const PR = '/inventory/v1/purchasereceives';

describe('purchase order history, billed status and delivery method', () => {
  it('keeps the delivery method (ship_via, ship_via_id), changes and removes it, and refuses a malformed one naming the field', async () => {
    const { client } = await platform.tenant();
    await location(client);
    const supplier = await vendor(client);
    const part = await stockItem(client);
    const base = { vendor_id: supplier.contact_id, line_items: [{ item_id: part.item_id, quantity: 1, rate: 5 }] };
    const created = await client.post(PO, { ...base, ship_via: '  DHL Freight ', ship_via_id: '4410' });
    expectOk(created, 201);
    const po = created.body.purchase_order;
    expect(po).toMatchObject({ ship_via: 'DHL Freight', ship_via_id: '4410' });
    expect((await client.get(`${PO}/${po.purchaseorder_id}`)).body.purchase_order).toMatchObject({ ship_via: 'DHL Freight', ship_via_id: '4410' });

    const kept = await client.put(`${PO}/${po.purchaseorder_id}`, { notes: 'Gate 2' });
    expect(kept.body.purchase_order).toMatchObject({ ship_via: 'DHL Freight', ship_via_id: '4410' });
    const changed = await client.put(`${PO}/${po.purchaseorder_id}`, { ship_via: 'UPS', ship_via_id: null });
    expectOk(changed);
    expect(changed.body.purchase_order).toMatchObject({ ship_via: 'UPS' });
    // The wire answers an absent id as an empty string, as for every other field.
    expect(changed.body.purchase_order.ship_via_id).toBe('');

    expectError(await client.post(PO, { ...base, ship_via_id: 'truck' }), 400, 4, 'ship_via_id');
    expectError(await client.put(`${PO}/${po.purchaseorder_id}`, { ship_via_id: '-3' }), 400, 4, 'ship_via_id');
    expectError(await client.post(PO, { ...base, ship_via: 'x'.repeat(101) }), 400, 4, 'ship_via');
  });

  it('takes the rates of a purchases price list (pricebook_id) for lines given without a rate, and refuses lists it cannot use', async () => {
    const { client } = await platform.tenant();
    const { client: stranger } = await platform.tenant();
    await location(client);
    const supplier = await vendor(client);
    const bolt = await stockItem(client, { purchase_rate: 10 });
    const nut = await stockItem(client, { purchase_rate: 4 });
    const washer = await stockItem(client, { purchase_rate: 2 });
    const list = await client.post('/books/v3/pricebooks', {
      name: unique('Supplier'),
      pricebook_type: 'per_item',
      sales_or_purchase_type: 'purchases',
      pricebook_items: [
        { item_id: bolt.item_id, pricebook_rate: 8.5 },
        {
          item_id: nut.item_id,
          pricing_scheme: 'volume',
          price_brackets: [
            { start_quantity: 1, end_quantity: 9, pricebook_rate: 3.5 },
            { start_quantity: 10, pricebook_rate: 3 },
          ],
        },
      ],
    });
    expectOk(list, 201);
    const pricebookId = list.body.pricebook.pricebook_id;
    const created = await client.post(PO, {
      vendor_id: supplier.contact_id,
      pricebook_id: pricebookId,
      line_items: [
        { item_id: bolt.item_id, quantity: 2 },
        { item_id: nut.item_id, quantity: 12 },
        { item_id: washer.item_id, quantity: 5 },
        { item_id: bolt.item_id, quantity: 1, rate: 9.75 },
      ],
    });
    expectOk(created, 201);
    const po = created.body.purchase_order;
    expect(po.pricebook_id).toBe(pricebookId);
    // The list's rate, the volume bracket's, the item's own (not listed), the given one.
    expect(po.line_items.map((l: any) => l.rate)).toEqual([8.5, 3, 2, 9.75]);
    expect(po.sub_total).toBe(17 + 36 + 10 + 9.75);

    // A fixed-percentage list on update: new lines take it, stored lines keep their rates.
    const markdown = await client.post('/books/v3/pricebooks', {
      name: unique('Markdown'),
      pricebook_type: 'fixed_percentage',
      percentage: 20,
      is_increase: false,
      sales_or_purchase_type: 'purchases',
    });
    const lines = po.line_items.map((l: any) => ({ line_item_id: l.line_item_id, item_id: l.item_id, quantity: l.quantity }));
    const updated = await client.put(`${PO}/${po.purchaseorder_id}`, {
      pricebook_id: markdown.body.pricebook.pricebook_id,
      line_items: [...lines, { item_id: washer.item_id, quantity: 1 }],
    });
    expectOk(updated);
    expect(updated.body.purchase_order.line_items.map((l: any) => l.rate)).toEqual([8.5, 3, 2, 9.75, 1.6]);

    // A list in use by an order stays; an order without one lets it go.
    expectError(await client.delete(`/books/v3/pricebooks/${markdown.body.pricebook.pricebook_id}`), 400, 1004, po.purchaseorder_number);
    const cleared = await client.put(`${PO}/${po.purchaseorder_id}`, { pricebook_id: null });
    expect(cleared.body.purchase_order.pricebook_id).toBe('');
    expectOk(await client.delete(`/books/v3/pricebooks/${markdown.body.pricebook.pricebook_id}`));

    const base = { vendor_id: supplier.contact_id, line_items: [{ item_id: bolt.item_id, quantity: 1 }] };
    const sales = await client.post('/books/v3/pricebooks', { name: unique('Retail'), pricebook_type: 'fixed_percentage', percentage: 5 });
    const theirs = await stranger.post('/books/v3/pricebooks', {
      name: unique('Theirs'),
      pricebook_type: 'fixed_percentage',
      percentage: 5,
      sales_or_purchase_type: 'purchases',
    });
    expectError(await client.post(PO, { ...base, pricebook_id: sales.body.pricebook.pricebook_id }), 400, 4, 'pricebook_id');
    expectError(await client.post(PO, { ...base, pricebook_id: theirs.body.pricebook.pricebook_id }), 400, 4, 'pricebook_id');
    expectError(await client.post(PO, { ...base, pricebook_id: '123456789' }), 400, 4, 'pricebook_id');
    expectOk(await client.post(`/books/v3/pricebooks/${pricebookId}/inactive`));
    expectError(await client.post(PO, { ...base, pricebook_id: pricebookId }), 400, 4, 'inactive');
  });

  it("writes the order's history: its own changes and those of its receives and bills; billed_status follows the bills", async () => {
    const { client, userId } = await platform.tenant();
    await location(client);
    const supplier = await vendor(client);
    const part = await stockItem(client);
    const draft = await order(client, { vendor_id: supplier.contact_id, line_items: [{ item_id: part.item_id, quantity: 4, rate: 5 }] }, { issue: false });
    expect(draft.billed_status).toBe('unbilled');
    expect(draft.comments).toMatchObject([
      {
        purchaseorder_id: draft.purchaseorder_id,
        operation_type: 'added',
        comment_type: 'system',
        transaction_type: 'purchaseorder',
        transaction_id: draft.purchaseorder_id,
        commented_by_id: userId,
        date_description: 'few seconds ago',
      },
    ]);
    expect(draft.comments[0].description).toContain(draft.purchaseorder_number);
    expect(draft.comments[0].commented_by).toEqual(expect.any(String));
    expect(draft.comments[0].time).toMatch(/^\d{2}:\d{2}/);

    const id = draft.purchaseorder_id;
    expectOk(await client.put(`${PO}/${id}`, { reference_number: 'R-1' }));
    expectOk(await client.post(`${PO}/${id}/status/issued`));
    const line = draft.line_items[0].line_item_id;
    const first = await receive(client, id, { date: '2024-07-01', line_items: [{ line_item_id: line, quantity: 2 }] });
    const bill = await client.post(`${PR}/${first.receive_id}/bills`, { bill_number: unique('B'), date: '2024-07-02', total: 10 });
    expectOk(bill, 201);
    expect((await client.get(`${PO}/${id}`)).body.purchase_order.billed_status).toBe('partially_billed');
    const second = await receive(client, id, { date: '2024-07-03', status: 'draft', line_items: [{ line_item_id: line, quantity: 2 }] });
    expectOk(await client.post(`${PR}/${second.receive_id}/status/received`));
    expectOk(await client.post(`${PR}/${second.receive_id}/bills`, { bill_number: unique('B'), date: '2024-07-04', total: 10 }), 201);
    const billed = (await client.get(`${PO}/${id}`)).body.purchase_order;
    expect(billed).toMatchObject({ status: 'received', billed_status: 'billed' });

    const firstBill = bill.body.purchase_receive.bills[0].bill_id;
    expectOk(await client.delete(`${PR}/${first.receive_id}/bills/${firstBill}`));
    expectOk(await client.delete(`${PR}/${first.receive_id}`));
    const after = (await client.get(`${PO}/${id}`)).body.purchase_order;
    expect(after.billed_status).toBe('partially_billed');
    expect(after.comments.map((c: any) => [c.operation_type, c.transaction_type, c.transaction_id])).toEqual([
      ['added', 'purchaseorder', id],
      ['updated', 'purchaseorder', id],
      ['marked_as_issued', 'purchaseorder', id],
      ['receive_added', 'purchase_receive', first.receive_id],
      ['bill_recorded', 'purchase_receive', first.receive_id],
      ['receive_added', 'purchase_receive', second.receive_id],
      ['receive_marked_as_received', 'purchase_receive', second.receive_id],
      ['bill_recorded', 'purchase_receive', second.receive_id],
      ['bill_deleted', 'purchase_receive', first.receive_id],
      ['receive_deleted', 'purchase_receive', first.receive_id],
    ]);
    expect(after.comments.at(-1).description).toContain(first.receive_number);

    // The REST list answers the order by the family's entry keys; a GraphQL list answers the same
    // history and billed status as the order read whole.
    const listed = (await client.get(PO)).body.purchaseorders.find((o: any) => o.purchaseorder_id === id);
    expect(listed).toMatchObject({ purchaseorder_number: draft.purchaseorder_number, status: after.status, receives: after.receives });
    const graphList = await client.graphql(
      '{ purchaseOrders { nodes { purchaseorderId billedStatus comments { operationType transactionType transactionId } } } }',
    );
    expect(graphList.body.errors).toBeUndefined();
    expect(graphList.body.data.purchaseOrders.nodes.find((o: any) => o.purchaseorderId === id)).toEqual({
      purchaseorderId: id,
      billedStatus: 'PARTIALLY_BILLED',
      comments: after.comments.map((c: any) => ({ operationType: c.operation_type, transactionType: c.transaction_type, transactionId: c.transaction_id })),
    });

    // Cancelling is history too; deleting an order takes its history with it.
    const spare = await order(client, { vendor_id: supplier.contact_id, line_items: [{ item_id: part.item_id, quantity: 1, rate: 5 }] });
    const cancelled = await client.post(`${PO}/${spare.purchaseorder_id}/status/cancelled`);
    expect(cancelled.body.purchase_order.comments.map((c: any) => c.operation_type)).toEqual(['added', 'marked_as_issued', 'marked_as_cancelled']);
    expectOk(await client.delete(`${PO}/${spare.purchaseorder_id}`));
    expectError(await client.get(`${PO}/${spare.purchaseorder_id}`), 404, 1002);
  });

  it("answers a receive's addresses as lists of one and the contact persons of its order", async () => {
    const { client } = await platform.tenant();
    await location(client);
    const supplier = await vendor(client, { contact_persons: [{ first_name: 'Ada', email: 'ada@example.com' }, { first_name: 'Bob' }] });
    const persons = (await client.get(`/books/v3/contacts/${supplier.contact_id}`)).body.contact.contact_persons.map((p: any) => p.contact_person_id);
    const part = await stockItem(client);
    const po = await order(client, {
      vendor_id: supplier.contact_id,
      contact_persons: [persons[1]],
      line_items: [{ item_id: part.item_id, quantity: 3, rate: 5 }],
    });
    const got = await receive(client, po.purchaseorder_id, {
      custom_fields: [{ customfield_id: '9', value: 'Dock 3' }],
      billing_address: { address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'USA', fax: '555-0100' },
      line_items: [{ line_item_id: po.line_items[0].line_item_id, quantity: 1 }],
    });
    expect(got).toMatchObject({
      billing_address: [{ address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'USA', fax: '555-0100' }],
      shipping_address: [],
      contact_persons: [{ contact_person_id: persons[1] }],
      custom_fields: [{ customfield_id: '9', value: 'Dock 3' }],
    });
    const updated = await client.put(`${PR}/${got.receive_id}`, { billing_address: null, shipping_address: { address: '9 Dock Rd', city: 'Springfield' } });
    expectOk(updated);
    expect(updated.body.purchase_receive).toMatchObject({ billing_address: [], shipping_address: [{ address: '9 Dock Rd', city: 'Springfield' }] });
    // The order's contact persons change: its receives answer the new ones.
    expectOk(await client.put(`${PO}/${po.purchaseorder_id}`, { contact_persons: [persons[0], persons[1]] }));
    expect((await client.get(`${PR}/${got.receive_id}`)).body.purchase_receive.contact_persons).toEqual([
      { contact_person_id: persons[0] },
      { contact_person_id: persons[1] },
    ]);
    expectError(await client.put(`${PR}/${got.receive_id}`, { shipping_address: { country: 'Atlantis' } }), 400, 4, 'shipping_address');
  });

  it("keeps an order's history to its organization, and lists orders in a constant number of statements", async () => {
    const { client } = await platform.tenant();
    const { client: stranger } = await platform.tenant();
    await location(client);
    const supplier = await vendor(client);
    const part = await stockItem(client);
    const orders: any[] = [];
    for (let i = 0; i < 3; i++) {
      const po = await order(client, { vendor_id: supplier.contact_id, ship_via: 'Post', line_items: [{ item_id: part.item_id, quantity: 2, rate: 5 }] });
      await receive(client, po.purchaseorder_id, { line_items: [{ line_item_id: po.line_items[0].line_item_id, quantity: 1 }] });
      orders.push(po);
    }
    expectError(await stranger.get(`${PO}/${orders[0].purchaseorder_id}`), 404, 1002);
    expectError(await stranger.put(`${PO}/${orders[0].purchaseorder_id}`, { ship_via: 'Mine' }), 404, 1002);
    expect((await stranger.get(PO)).body.purchaseorders).toEqual([]);
    const mine = (await client.get(`${PO}/${orders[0].purchaseorder_id}`)).body.purchase_order;
    expect(mine.ship_via).toBe('Post');
    expect(mine.comments.every((c: any) => c.purchaseorder_id === orders[0].purchaseorder_id)).toBe(true);

    // The REST list (the family's entry keys), then a GraphQL list selecting the orders' child rows;
    // each counted on the order tables and on every purchases table (receives, their lines, bills).
    const statementsFor = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() => client.get(PO, { per_page: perPage }));
      expect(res.body.purchaseorders).toHaveLength(perPage);
      expect(res.body.purchaseorders.every((o: any) => o.receives.length === 1 && o.status === 'partially_received')).toBe(true);
      return purchaseStatements(sql);
    };
    expect(await statementsFor(3)).toEqual(await statementsFor(1));
    const graphStatementsFor = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() =>
        client.graphql(
          `query ($perPage: Int) { purchaseOrders(perPage: $perPage) { nodes {
          purchaseorderId billedStatus shipVia contactPersons { contactPersonId } customFields { customfieldId value } taxes { taxId taxAmount }
          lineItems { lineItemId quantity quantityReceived } purchasereceives { receiveId lineItems { lineItemId quantity } }
          receives { receiveId } bills { billId } comments { purchaseorderId operationType }
        } } }`,
          { perPage },
        ),
      );
      expect(res.body.errors).toBeUndefined();
      const nodes = res.body.data.purchaseOrders.nodes;
      expect(nodes).toHaveLength(perPage);
      for (const o of nodes) {
        expect(o).toMatchObject({ billedStatus: 'UNBILLED', shipVia: 'Post', lineItems: [{ quantity: 2, quantityReceived: 1 }], receives: [{}], bills: [] });
        expect(o.purchasereceives).toMatchObject([{ lineItems: [{ quantity: 1 }] }]);
        expect(o.comments.map((c: any) => [c.purchaseorderId, c.operationType])).toEqual([
          [o.purchaseorderId, 'added'],
          [o.purchaseorderId, 'marked_as_issued'],
          [o.purchaseorderId, 'receive_added'],
        ]);
      }
      return purchaseStatements(sql);
    };
    expect(await graphStatementsFor(3)).toEqual(await graphStatementsFor(1));
  });
});
