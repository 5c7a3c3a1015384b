import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../../drizzle/tables/inventory/stock.ts';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, currentEntries } from '../../subgraphs/core/books/ledger.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { balanceOf, expectBalanced, expectError, location, order, receive, scenario, stockItem, stockOf, vendor } from './purchase-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

/** Stock on hand and value of an item from the stock ledger itself: the sum of its movements. */
async function ledgerOf(organizationId: string, itemId: string): Promise<{ quantity: number; value: number }> {
  const [row] = await platform.database.db
    .select({
      quantity: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)::text`,
      value: sql<string>`coalesce(sum(${stockMovements.quantity} * ${stockMovements.rate}), 0)::text`,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.organizationId, organizationId), eq(stockMovements.itemId, itemId)));
  return { quantity: Number(row.quantity), value: Number(row.value) };
}

/** The inventory account agrees with the value of stock, item by item, and the books balance. */
async function expectStockAgrees(organizationId: string, client: Client, items: string[]) {
  let value = 0;
  for (const itemId of items) {
    const ledger = await ledgerOf(organizationId, itemId);
    expect(await stockOf(client, itemId)).toBe(ledger.quantity);
    value += ledger.value;
  }
  expect(Number(await balanceOf(platform, organizationId, 'inventory'))).toBeCloseTo(value, 10);
  await expectBalanced(platform, organizationId);
}

const SPEC_FIELDS = [
  'receive_id',
  'receive_number',
  'purchaseorder_id',
  'purchaseorder_number',
  'date',
  'status',
  'received_status',
  'billed_status',
  'is_billed',
  'is_po_marked_as_received',
  'branch_id',
  'branch_name',
  'location_id',
  'location_name',
  'vendor_id',
  'vendor_name',
  'total_quantity_received',
  'notes',
  'terms',
  'reference_number',
  'custom_fields',
  'line_items',
  'documents',
  'comments',
  'bills',
  'billing_address',
  'shipping_address',
  'tracking_number',
  'tracking_link',
  'expected_delivery_date',
  'shipment_delivered_date',
  'carrier',
  'delivery_method',
  'delivery_method_id',
  'created_time',
  'last_modified_time',
  'created_by_id',
  'last_modified_by_id',
  'owner_id',
  'submitted_date',
  'submitted_by',
  'approver_id',
  'approval_reason',
  'approvals',
  'is_tracking_supported',
  'is_tracking_enabled',
];
const LINE_FIELDS = [
  'line_item_id',
  'item_id',
  'name',
  'description',
  'item_order',
  'quantity',
  'unit',
  'rate',
  'item_total',
  'warehouse_id',
  'item_custom_fields',
  'serial_numbers',
  'batches',
  'storages',
];

describe('purchase receives', () => {
  it('receives goods into stock and posts their value: Dr Inventory Asset, Cr Accounts Payable', async () => {
    const { client, organizationId, userId } = await platform.tenant();
    const { warehouse, supplier, bolt, nut, po, boltLine, nutLine } = await scenario(client);
    const created = await client.post(
      '/inventory/v1/purchasereceives',
      {
        date: '2024-05-03',
        status: 'received',
        notes: 'Two boxes',
        terms: 'Net 30',
        reference_number: 'DN-77',
        custom_fields: [{ customfield_id: '1', label: 'Dock', value: 'B' }],
        tracking_number: 'TRK1',
        carrier: 'DHL',
        billing_address: { address: '1 Main St', city: 'Springfield' },
        line_items: [
          {
            line_item_id: boltLine.line_item_id,
            quantity: 6,
            item_custom_fields: [{ label: 'Lot', value: 'L1' }],
            storages: [
              { storage_id: '11', quantity: 4 },
              { storage_id: '12', quantity: 2 },
            ],
          },
          {
            line_item_id: nutLine.line_item_id,
            quantity: 4,
            batches: [
              { batch_number: 'B-1', quantity_in: 3, manufactured_date: '2024-01-01', expiry_date: '2026-01-01' },
              { batch_number: 'B-2', quantity_in: 1 },
            ],
          },
        ],
      },
      { purchaseorder_id: po.purchaseorder_id },
    );
    expectOk(created, 201);
    expect(created.body).toMatchObject({ code: 0, message: 'Purchase Receive has been created.' });
    const pr = created.body.purchase_receive;
    for (const field of SPEC_FIELDS) expect(pr, field).toHaveProperty(field);
    for (const field of LINE_FIELDS) expect(pr.line_items[0], field).toHaveProperty(field);
    expect(pr).toMatchObject({
      receive_number: 'PR-000001',
      purchaseorder_id: po.purchaseorder_id,
      purchaseorder_number: po.purchaseorder_number,
      date: '2024-05-03',
      status: 'received',
      received_status: 'received',
      billed_status: 'unbilled',
      is_billed: false,
      is_po_marked_as_received: false,
      location_id: warehouse.location_id,
      branch_id: warehouse.location_id,
      location_name: warehouse.location_name,
      vendor_id: supplier.contact_id,
      vendor_name: supplier.contact_name,
      total_quantity_received: 10,
      total: 94, // 6 × 7.50 + 4 × 12.25
      notes: 'Two boxes',
      terms: 'Net 30',
      reference_number: 'DN-77',
      custom_fields: [{ customfield_id: '1', label: 'Dock', value: 'B' }],
      billing_address: [{ address: '1 Main St', city: 'Springfield', zip: '' }],
      shipping_address: [],
      contact_persons: [],
      tracking_number: 'TRK1',
      carrier: 'DHL',
      is_tracking_enabled: true,
      is_tracking_supported: false,
      created_by_id: userId,
      owner_id: userId,
      documents: [],
      bills: [],
      approvals: [],
    });
    expect(pr.line_items).toMatchObject([
      {
        line_item_id: boltLine.line_item_id,
        item_id: bolt.item_id,
        quantity: 6,
        rate: 7.5,
        item_total: 45,
        warehouse_id: warehouse.location_id,
        item_custom_fields: [{ label: 'Lot', value: 'L1' }],
        storages: [
          { storage_id: '11', quantity: 4 },
          { storage_id: '12', quantity: 2 },
        ],
        serial_numbers: [],
      },
      {
        line_item_id: nutLine.line_item_id,
        item_id: nut.item_id,
        quantity: 4,
        rate: 12.25,
        item_total: 49,
        batches: [
          { batch_number: 'B-1', quantity_in: 3, manufactured_date: '2024-01-01', expiry_date: '2026-01-01', manufacturer_batch_number: '' },
          { batch_number: 'B-2', quantity_in: 1 },
        ],
      },
    ]);
    expect(pr.comments).toMatchObject([{ operation_type: 'added', commented_by_id: userId }]);
    expect(pr.created_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}$/);

    expect(await stockOf(client, bolt.item_id)).toBe(6);
    expect(await stockOf(client, nut.item_id)).toBe(4);
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe('94');
    expect(await balanceOf(platform, organizationId, 'accounts_payable')).toBe('-94');
    const [entry] = await currentEntries(platform.database.db, organizationId, [{ sourceType: 'purchase_receive', sourceId: pr.receive_id }]);
    expect(entry).toMatchObject({ date: '2024-05-03', sourceNumber: 'PR-000001', referenceNumber: 'DN-77' });
    await expectStockAgrees(organizationId, client, [bolt.item_id, nut.item_id]);

    const got = await client.get(`/inventory/v1/purchasereceives/${pr.receive_id}`);
    expectOk(got);
    expect(got.body.purchase_receive).toEqual(pr);
    const after = (await client.get(`/inventory/v1/purchaseorders/${po.purchaseorder_id}`)).body.purchase_order;
    expect(after.status).toBe('partially_received');
    expect(after.line_items.map((l: any) => [l.quantity_received, l.quantity_remaining])).toEqual([
      [6, 4],
      [4, 0],
    ]);
  });

  it('posts to the inventory account an item names, and books nothing for in-transit or draft receives until they are received', async () => {
    const { client, organizationId } = await platform.tenant();
    const warehouse = await location(client);
    const supplier = await vendor(client);
    const stockAccount = await client.post('/books/v3/chartofaccounts', { account_name: 'Spare Parts Stock', account_type: 'stock' });
    expectOk(stockAccount, 201);
    const accountId = stockAccount.body.chart_of_account.account_id;
    const part = await stockItem(client, { purchase_rate: 2.5, inventory_account_id: accountId });
    const po = await order(client, { vendor_id: supplier.contact_id, line_items: [{ item_id: part.item_id, quantity: 10 }] });
    const line = po.line_items[0].line_item_id;
    const transit = await receive(client, po.purchaseorder_id, { status: 'in_transit', line_items: [{ line_item_id: line, quantity: 4 }] });
    const draft = await receive(client, po.purchaseorder_id, { status: 'draft', line_items: [{ line_item_id: line, quantity: 2 }] });
    expect([transit.status, draft.status]).toEqual(['in_transit', 'draft']);
    expect(await stockOf(client, part.item_id)).toBe(0);
    expect(await balanceOf(platform, organizationId, 'accounts_payable')).toBe('0');
    const poLine = (await client.get(`/inventory/v1/purchaseorders/${po.purchaseorder_id}`)).body.purchase_order.line_items[0];
    expect(poLine).toMatchObject({ quantity_received: 0, quantity_in_transit: 6, quantity_remaining: 4 });

    const marked = await client.post('/inventory/v1/purchasereceives/setstatusasintransit', {
      purchasereceives: [{ receive_id: draft.receive_id }, { receive_id: transit.receive_id }],
    });
    expectOk(marked);
    expect(marked.body.message).toBe('The purchase receive has been marked as in transit.');
    expect(marked.body.purchasereceives.map((r: any) => [r.receive_id, r.status])).toEqual([
      [draft.receive_id, 'in_transit'],
      [transit.receive_id, 'in_transit'],
    ]);

    const received = await client.post(`/inventory/v1/purchasereceives/${transit.receive_id}/status/received`);
    expectOk(received);
    expect(received.body).toMatchObject({ message: 'The purchase receive has been marked as received.', purchase_receive: { status: 'received' } });
    expect(received.body.purchase_receive.comments.map((c: any) => c.operation_type)).toEqual(['added', 'marked_as_received']);
    expect(await stockOf(client, part.item_id)).toBe(4);
    const balances = await accountBalances(platform.database.db, organizationId, [accountId]);
    expect(balances.get(accountId)!.balance).toBe('10');
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe('0');
    expect(await balanceOf(platform, organizationId, 'accounts_payable')).toBe('-10');

    expectError(await client.post(`/inventory/v1/purchasereceives/${transit.receive_id}/status/received`), 400, 1003, 'received already');
    expectError(
      await client.post('/inventory/v1/purchasereceives/setstatusasintransit', {
        purchasereceives: [{ receive_id: draft.receive_id }, { receive_id: transit.receive_id }],
      }),
      400,
      1003,
      'is received',
    );
    expect((await client.get(`/inventory/v1/purchasereceives/${draft.receive_id}`)).body.purchase_receive.status).toBe('in_transit');
    expectError(await client.post('/inventory/v1/purchasereceives/setstatusasintransit', { purchasereceives: [{ receive_id: '123' }] }), 404, 1002, '123');
    expectError(await client.post('/inventory/v1/purchasereceives/setstatusasintransit', { purchasereceives: [] }), 400, 4);
    expectError(await client.put(`/inventory/v1/purchasereceives/${draft.receive_id}`, { status: 'draft' }), 400, 1003, 'only moves forward');
    expectError(await client.put(`/inventory/v1/purchasereceives/${transit.receive_id}`, { status: 'in_transit' }), 400, 1003, 'delete the receive');

    const viaPut = await client.put(`/inventory/v1/purchasereceives/${draft.receive_id}`, { status: 'received' });
    expect(viaPut.body.purchase_receive.status).toBe('received');
    expect(await stockOf(client, part.item_id)).toBe(6);
    await expectBalanced(platform, organizationId);
    expect(warehouse.location_id).toBe(viaPut.body.purchase_receive.location_id);
  });

  it('refuses to receive more than remains, also when two receives race for the same quantity', async () => {
    const { client } = await platform.tenant();
    const { po, boltLine, bolt } = await scenario(client);
    const url = '/inventory/v1/purchasereceives';
    const query = { purchaseorder_id: po.purchaseorder_id };
    expectError(await client.post(url, { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 11 }] }, query), 400, 4, 'more than the 10 remaining');
    const results = await Promise.all([0, 1, 2].map(() => client.post(url, { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 4 }] }, query)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 400]);
    expect(results.find((r) => r.status === 400)!.body.message).toContain('more than the 2 remaining');
    expect(await stockOf(client, bolt.item_id)).toBe(8);
    const numbers = results
      .filter((r) => r.status === 201)
      .map((r) => r.body.purchase_receive.receive_number)
      .sort();
    expect(numbers).toEqual(['PR-000001', 'PR-000002']);
    expectError(await client.post(url, { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 0 }] }, query), 400, 4, 'more than 0');
    expectError(await client.post(url, { line_items: [] }, query), 400, 4, 'at least one line');
    expectError(await client.post(url, { line_items: [{ line_item_id: '42', quantity: 1 }] }, query), 400, 4, 'not a line of the purchase order');
    expectError(
      await client.post(
        url,
        {
          line_items: [
            { line_item_id: boltLine.line_item_id, quantity: 1 },
            { line_item_id: boltLine.line_item_id, quantity: 1 },
          ],
        },
        query,
      ),
      400,
      4,
      'listed before',
    );
    expectError(
      await client.post(url, { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 1, warehouse_id: '999' }] }, query),
      400,
      4,
      'warehouse_id',
    );
    expectError(await client.post(url, { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 1 }] }, { purchaseorder_id: '999' }), 404, 1002);
    expectError(await client.post(url, { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 1 }] }), 400, 4, 'purchaseorder_id');
  });

  it('checks serial numbers, batches and storages', async () => {
    const { client } = await platform.tenant();
    const { po, boltLine, nutLine } = await scenario(client);
    const url = '/inventory/v1/purchasereceives';
    const query = { purchaseorder_id: po.purchaseorder_id };
    const bolts = (extra: Record<string, unknown>, quantity = 2) => ({ line_items: [{ line_item_id: boltLine.line_item_id, quantity, ...extra }] });
    expectError(await client.post(url, bolts({ serial_numbers: ['S1'] }), query), 400, 4, '2 expected, 1 given');
    expectError(await client.post(url, bolts({ serial_numbers: ['S1', 's1'] }), query), 400, 4, 'given twice');
    expectError(await client.post(url, bolts({ serial_numbers: ['S1', ' '] }), query), 400, 4, 'blank');
    expectError(await client.post(url, bolts({ serial_numbers: ['S1'] }, 1.5), query), 400, 4, 'not whole');
    const first = await receive(client, po.purchaseorder_id, bolts({ serial_numbers: ['S1', 'S2'] }));
    expect(first.line_items[0].serial_numbers).toEqual(['S1', 'S2']);
    expectError(await client.post(url, bolts({ serial_numbers: ['S3', 's2'] }), query), 400, 1001, `already received on ${first.receive_number}`);
    // Another item may carry the same serial number.
    const nuts = await receive(client, po.purchaseorder_id, { line_items: [{ line_item_id: nutLine.line_item_id, quantity: 1, serial_numbers: ['S1'] }] });
    expect(nuts.line_items[0].serial_numbers).toEqual(['S1']);

    expectError(await client.post(url, bolts({ batches: [{ batch_number: 'A', quantity_in: 1 }] }), query), 400, 4, "sum to the line's quantity 2, not 1");
    expectError(
      await client.post(
        url,
        bolts({
          batches: [
            { batch_number: 'A', quantity_in: 1 },
            { batch_number: 'a', quantity_in: 1 },
          ],
        }),
        query,
      ),
      400,
      4,
      'listed twice',
    );
    expectError(
      await client.post(url, bolts({ batches: [{ batch_number: 'A', quantity_in: 2, manufactured_date: '2024-02-01', expiry_date: '2024-01-01' }] }), query),
      400,
      4,
      'expiry_date',
    );
    expectError(
      await client.post(
        url,
        bolts({
          batches: [
            { batch_number: 'A', quantity_in: 0 },
            { batch_number: 'B', quantity_in: 2 },
          ],
        }),
        query,
      ),
      400,
      4,
      'quantity_in',
    );
    expectError(await client.post(url, bolts({ storages: [{ storage_id: '5', quantity: 3 }] }), query), 400, 4, "sum to the line's quantity 2, not 3");
    expectError(await client.post(url, bolts({ storages: [{ storage_id: 'bin-a', quantity: 2 }] }), query), 400, 4, 'storage_id');
    expectError(
      await client.post(
        url,
        bolts({
          storages: [
            { storage_id: '5', quantity: 1 },
            { storage_id: '5', quantity: 1 },
          ],
        }),
        query,
      ),
      400,
      4,
      'listed twice',
    );

    // Deleting the receive frees its serial numbers.
    expectOk(await client.delete(`/inventory/v1/purchasereceives/${first.receive_id}`));
    const again = await receive(client, po.purchaseorder_id, bolts({ serial_numbers: ['S2', 'S9'] }));
    expect(again.line_items[0].serial_numbers).toEqual(['S2', 'S9']);
  });

  it('updates a received receive: stock and ledger follow its new lines and date; deleting it reverses both', async () => {
    const { client, organizationId } = await platform.tenant();
    const { po, boltLine, nutLine, bolt, nut } = await scenario(client);
    const annex = await location(client);
    const pr = await receive(client, po.purchaseorder_id, { date: '2024-05-03', line_items: [{ line_item_id: boltLine.line_item_id, quantity: 6 }] });
    const other = await receive(client, po.purchaseorder_id, { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 2 }] });
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe('60');
    const url = `/inventory/v1/purchasereceives/${pr.receive_id}`;
    expectError(await client.put(url, { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 9 }] }), 400, 4, 'more than the 8 remaining');
    const updated = await client.put(url, {
      date: '2024-05-04',
      notes: 'Recounted',
      line_items: [
        { line_item_id: boltLine.line_item_id, quantity: 8, warehouse_id: annex.location_id },
        { line_item_id: nutLine.line_item_id, quantity: 1 },
      ],
    });
    expectOk(updated);
    expect(updated.body).toMatchObject({
      message: 'Purchase Receive has been updated.',
      purchase_receive: { date: '2024-05-04', notes: 'Recounted', total: 72.25, total_quantity_received: 9, status: 'received' },
    });
    expect(updated.body.purchase_receive.line_items[0]).toMatchObject({ warehouse_id: annex.location_id, warehouse_name: annex.location_name });
    expect(await stockOf(client, bolt.item_id)).toBe(10);
    const stock = (await client.get(`/inventory/v1/items/${bolt.item_id}/stock`)).body.item_stock.locations;
    expect(stock.find((l: any) => l.location_id === annex.location_id).location_stock_on_hand).toBe(8);
    expect(await stockOf(client, nut.item_id)).toBe(1);
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe('87.25');
    const [entry] = await currentEntries(platform.database.db, organizationId, [{ sourceType: 'purchase_receive', sourceId: pr.receive_id }]);
    expect(entry.date).toBe('2024-05-04');
    await expectStockAgrees(organizationId, client, [bolt.item_id, nut.item_id]);
    expect((await client.get(`/inventory/v1/purchaseorders/${po.purchaseorder_id}`)).body.purchase_order.status).toBe('partially_received');

    // Header-only edits leave stock and the ledger as they are.
    const movementsBefore = (await platform.database.db.select().from(stockMovements).where(eq(stockMovements.organizationId, organizationId))).length;
    expect((await client.put(url, { carrier: 'UPS' })).body.purchase_receive.carrier).toBe('UPS');
    expect((await platform.database.db.select().from(stockMovements).where(eq(stockMovements.organizationId, organizationId))).length).toBe(movementsBefore);

    const deleted = await client.delete(url);
    expect(deleted.body).toEqual({ code: 0, message: 'The purchase receive has been deleted.' });
    expectError(await client.get(url), 404, 1002);
    expect(await stockOf(client, bolt.item_id)).toBe(2);
    expect(await stockOf(client, nut.item_id)).toBe(0);
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe('15');
    expect(await balanceOf(platform, organizationId, 'accounts_payable')).toBe('-15');
    await expectStockAgrees(organizationId, client, [bolt.item_id, nut.item_id]);
    expect(
      (await client.get(`/inventory/v1/purchaseorders/${po.purchaseorder_id}`)).body.purchase_order.line_items.map((l: any) => l.quantity_remaining),
    ).toEqual([8, 4]);
    expectOk(await client.delete(`/inventory/v1/purchasereceives/${other.receive_id}`));
    expect((await client.get(`/inventory/v1/purchaseorders/${po.purchaseorder_id}`)).body.purchase_order.status).toBe('issued');
    await expectStockAgrees(organizationId, client, [bolt.item_id, nut.item_id]);
    // The stock ledger keeps the history: every movement stays, reversed by a counter-movement.
    const [{ count }] = await platform.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(and(eq(stockMovements.organizationId, organizationId), eq(stockMovements.sourceId, pr.receive_id)));
    expect(Number(count)).toBe(6);
  });

  it('numbers receives as given with ignore_auto_number_generation, once per organization', async () => {
    const { client } = await platform.tenant();
    const { po, boltLine } = await scenario(client);
    const line = { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 1 }] };
    expectError(
      await client.post('/inventory/v1/purchasereceives', line, { purchaseorder_id: po.purchaseorder_id, ignore_auto_number_generation: 'true' }),
      400,
      4,
      'receive_number',
    );
    const given = await receive(client, po.purchaseorder_id, { ...line, receive_number: 'GRN-1' }, { ignore_auto_number_generation: 'true' });
    expect(given.receive_number).toBe('GRN-1');
    expectError(
      await client.post(
        '/inventory/v1/purchasereceives',
        { ...line, receive_number: 'grn-1' },
        { purchaseorder_id: po.purchaseorder_id, ignore_auto_number_generation: 'true' },
      ),
      400,
      1001,
      'grn-1',
    );
    const auto = await receive(client, po.purchaseorder_id, line);
    expect(auto.receive_number).toBe('PR-000001');
    expectError(await client.put(`/inventory/v1/purchasereceives/${auto.receive_id}`, { receive_number: 'GRN-1' }), 400, 1001);
  });

  it('keeps receives to their organization and needs the purchase receive scopes', async () => {
    const { client } = await platform.tenant();
    const { client: stranger } = await platform.tenant();
    const { po, boltLine } = await scenario(client);
    const pr = await receive(client, po.purchaseorder_id, { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 1 }] });
    expectError(await stranger.get(`/inventory/v1/purchasereceives/${pr.receive_id}`), 404, 1002);
    expectError(await stranger.delete(`/inventory/v1/purchasereceives/${pr.receive_id}`), 404, 1002);
    expectError(await stranger.post(`/inventory/v1/purchasereceives/${pr.receive_id}/status/received`), 404, 1002);
    expectError(
      await stranger.post(
        '/inventory/v1/purchasereceives',
        { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 1 }] },
        { purchaseorder_id: po.purchaseorder_id },
      ),
      404,
      1002,
    );
    const readOnly = await platform.tenant({ scope: 'SvcInventory.purchasereceives.READ' });
    expectOk(await readOnly.client.get('/inventory/v1/purchasereceives'));
    const refused = await readOnly.client.post('/inventory/v1/purchasereceives/setstatusasintransit', { purchasereceives: [{ receive_id: pr.receive_id }] });
    expectFailure(refused, 57, 403);
  });

  it('refuses to delete an item that was received', async () => {
    const { client } = await platform.tenant();
    const { po, boltLine, bolt } = await scenario(client);
    await receive(client, po.purchaseorder_id, { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 1 }] });
    expectError(await client.delete(`/books/v3/items/${bolt.item_id}`), 400, 1004);
    const [account] = await findAccounts(platform.database.db, client.organizationId as string, { systemKeys: ['accounts_payable'] });
    expect(account).toBeDefined();
  });
});
