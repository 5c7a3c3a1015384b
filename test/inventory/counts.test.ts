import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counts } from '../../drizzle/tables/inventory/counts.ts';
import { trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { countLinesJob } from '../../subgraphs/inventory/counts/count-workers.ts';
import { dec, roundTo, sum } from '../../subgraphs/core/values/money.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { receive, scenario } from './purchase-fixtures.ts';
import { approved, balanceOf, createCount, item, location, reaches, record, started, submitted } from './counts-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';
import { expectEachFieldAlone, columnsSelected } from '../helpers/selection.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const COUNTS = '/inventory/v1/inventorycounts';

describe('stock counts', () => {
  it('creates a count, numbers it, and refuses duplicates, unknown items and a missing location', async () => {
    const { client, userId } = await platform.tenant();
    const store = await location(client);
    const [a, b] = [await item(client), await item(client)];
    const created = await client.post(COUNTS, {
      description: 'Aisle 3',
      location_id: store.location_id,
      assignee_id: userId,
      line_items: [{ item_id: a.item_id }, { item_id: b.item_id }],
    });
    expectOk(created, 201);
    expect(created.body).toMatchObject({ code: 0, message: 'The stock count has been created.' });
    const count = created.body.inventorycount;
    expect(count).toMatchObject({
      inventorycount_number: 'IC-000001',
      description: 'Aisle 3',
      status: 'yet_to_start',
      count_type: 'adhoc',
      location_id: store.location_id,
      warehouse_id: store.location_id,
      location_name: store.location_name,
      warehouse_name: store.location_name,
      assignee_id: userId,
      created_by_id: userId,
      number_of_items: 2,
      number_of_items_counted: 0,
      number_of_items_skipped: 0,
      accuracy: 0,
      progress: null,
    });
    expect(count.count_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(count.created_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/);
    expect(count.line_items).toEqual([
      expect.objectContaining({
        item_id: a.item_id,
        item_name: a.name,
        sku: a.sku,
        item_order: 1,
        system_quantity: 0,
        counted_quantity: 0,
        stock_variance: 0,
        is_matched: false,
        status: 'draft',
        track_serial_number: false,
        track_batch_number: false,
        has_tracking_details_mismatch: false,
      }),
      expect.objectContaining({ item_id: b.item_id, item_order: 2, status: 'draft' }),
    ]);

    // The warehouse is the location: either name works, both must agree.
    const second = await createCount(client, { warehouse_id: store.location_id, line_items: [{ item_id: a.item_id }] });
    expect(second).toMatchObject({ inventorycount_number: 'IC-000002', location_id: store.location_id });
    const other = await location(client);
    const disagree = await client.post(COUNTS, { warehouse_id: store.location_id, location_id: other.location_id, line_items: [{ item_id: a.item_id }] });
    expect(disagree.body).toMatchObject({ code: 4 });
    expect(disagree.body.message).toContain('warehouse_id');

    const manual = await createCount(
      client,
      { inventorycount_number: 'CNT-7', location_id: store.location_id, line_items: [{ item_id: a.item_id }] },
      { ignore_auto_number_generation: 'true' },
    );
    expect(manual.inventorycount_number).toBe('CNT-7');
    const taken = await client.post(
      COUNTS,
      { inventorycount_number: 'cnt-7', location_id: store.location_id, line_items: [{ item_id: a.item_id }] },
      { ignore_auto_number_generation: 'true' },
    );
    expectFailure(taken, 1001);
    expect(taken.body).toMatchObject({ code: 1001, message: 'The stock count number "cnt-7" is already used by another count of the organization.' });
    const noNumber = await client.post(
      COUNTS,
      { location_id: store.location_id, line_items: [{ item_id: a.item_id }] },
      { ignore_auto_number_generation: 'true' },
    );
    expect(noNumber.body).toMatchObject({
      code: 4,
      message: 'Invalid value passed for inventorycount_number: is required when ignore_auto_number_generation is true.',
    });

    const twice = await client.post(COUNTS, {
      location_id: store.location_id,
      line_items: [{ item_id: a.item_id }, { item_id: b.item_id }, { item_id: a.item_id }],
    });
    expectFailure(twice, 1001);
    expect(twice.body.message).toContain('listed twice (line_items[0] and line_items[2])');
    const unknown = await client.post(COUNTS, { location_id: store.location_id, line_items: [{ item_id: a.item_id }, { item_id: '123456789' }] });
    expect(unknown.body).toMatchObject({
      code: 4,
      message: 'Invalid value passed for line_items[1].item_id: item_id 123456789 is not an item of the organization.',
    });
    const nowhere = await client.post(COUNTS, { line_items: [{ item_id: a.item_id }] });
    expect(nowhere.body).toMatchObject({ code: 4 });
    expect(nowhere.body.message).toContain('location_id: is required');
    const empty = await client.post(COUNTS, { location_id: store.location_id, line_items: [] });
    expect(empty.body.code).toBe(4);
    const longText = await client.post(COUNTS, { location_id: store.location_id, description: 'x'.repeat(101), line_items: [{ item_id: a.item_id }] });
    expect(longText.body).toMatchObject({ code: 4, message: 'Invalid value passed for description: must be at most 100 characters.' });
    const service = await item(client, { product_type: 'service', item_type: 'sales' });
    const notStocked = await client.post(COUNTS, { location_id: store.location_id, line_items: [{ item_id: service.item_id }] });
    expect(notStocked.body.message).toContain('is a service and holds no stock');

    const gql = await client.graphql(
      '{ inventoryCounts(perPage: 2, sortColumn: INVENTORYCOUNT_NUMBER, sortOrder: A) { nodes { inventorycountNumber status countType } pageContext { hasMorePage } } }',
    );
    expect(gql.body.data.inventoryCounts).toEqual({
      nodes: [
        { inventorycountNumber: 'CNT-7', status: 'YET_TO_START', countType: 'ADHOC' },
        { inventorycountNumber: 'IC-000001', status: 'YET_TO_START', countType: 'ADHOC' },
      ],
      pageContext: { hasMorePage: true },
    });

    // Another organization's count does not exist for this one.
    const stranger = await platform.tenant();
    const hidden = await stranger.client.get(`${COUNTS}/${count.inventorycount_id}`);
    expectFailure(hidden, 1002, 404);
    expect(hidden.body).toMatchObject({ code: 1002, message: 'The stock count does not exist.' });
  });

  it('refuses more than 1000 line items, and more than 5000 once the extended limit is on', async () => {
    const { client } = await platform.tenant();
    const store = await location(client);
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ item_id: String(9_000_000_000 + i) }));
    const over = await client.post(COUNTS, { location_id: store.location_id, line_items: lines(1001) });
    expectFailure(over, 1005);
    expect(over.body.message).toContain('A stock count holds at most 1000 line items; 1001 were given.');

    const settings = await client.get('/inventory/v1/settings/inventorycounts');
    expect(settings.body.inventorycount_settings).toEqual({ extended_line_limit_enabled: false, approval_required: false, line_item_limit: 1000 });
    const enabled = await client.put('/inventory/v1/settings/inventorycounts', { extended_line_limit_enabled: true });
    expectOk(enabled);
    expect(enabled.body.inventorycount_settings).toEqual({ extended_line_limit_enabled: true, approval_required: false, line_item_limit: 5000 });
    // Past the limit check now: the made-up items are what is wrong.
    const within = await client.post(COUNTS, { location_id: store.location_id, line_items: lines(1001) });
    expect(within.body.code).toBe(4);
    expect(within.body.message).toContain('is not an item of the organization');
    const beyond = await client.post(COUNTS, { location_id: store.location_id, line_items: lines(5001) });
    expect(beyond.body.code).toBe(1005);
    expect(beyond.body.message).toContain('at most 5000 line items; 5001 were given');
  });

  it('runs the whole cycle: start snapshots stock, counts, submit, approve adjusts stock and posts its value', async () => {
    const { client, organizationId } = await platform.tenant();
    const store = await location(client);
    const elsewhere = await location(client);
    // Stock only through counts here, so the inventory account holds the whole stock value.
    const bolts = await item(client, { purchase_rate: 4, locations: [{ location_id: store.location_id }] });
    const nuts = await item(client, { purchase_rate: 2.5 });
    const screws = await item(client, { purchase_rate: 1 });
    const washers = await item(client, { purchase_rate: 0.3 });

    // 1st count: nothing on hand yet; bolts 10 and nuts 4 found, screws 0, washers skipped.
    const first = await createCount(client, {
      location_id: store.location_id,
      line_items: [{ item_id: bolts.item_id }, { item_id: nuts.item_id }, { item_id: screws.item_id }, { item_id: washers.item_id }],
    });
    const counting = await started(client, first.inventorycount_id);
    expect(counting.line_items.map((l: any) => l.system_quantity)).toEqual([0, 0, 0, 0]);
    expect(counting).toMatchObject({ progress: null, number_of_items: 4 });

    const recorded = await record(client, first.inventorycount_id, [
      { item_id: bolts.item_id, counted_quantity: 10 },
      { line_item_id: counting.line_items[1].line_item_id, counted_quantity: 4, reason_id: 'found' },
      { item_id: screws.item_id, counted_quantity: 0 },
    ]);
    expect(recorded).toMatchObject({ number_of_items_counted: 3, number_of_items_skipped: 0, accuracy: 33.33 });
    expect(recorded.line_items[0]).toMatchObject({ counted_quantity: 10, stock_variance: 10, is_matched: false, status: 'counted' });
    expect(recorded.line_items[1]).toMatchObject({ counted_quantity: 4, reason_id: 'found' });
    expect(recorded.line_items[2]).toMatchObject({ counted_quantity: 0, stock_variance: 0, is_matched: true });

    const early = await client.post(`${COUNTS}/${first.inventorycount_id}/submit`);
    expectFailure(early, 1003);
    expect(early.body).toMatchObject({ code: 1003 });
    expect(early.body.message).toBe(
      `The stock count ${first.inventorycount_number} is in counting (status counting) and cannot be submitted: 1 of its 4 lines are neither counted nor skipped.`,
    );
    const skipped = await record(client, first.inventorycount_id, [{ item_id: washers.item_id, is_skipped: true }]);
    expect(skipped).toMatchObject({ number_of_items_counted: 3, number_of_items_skipped: 1 });
    expect(skipped.line_items[3]).toMatchObject({ is_skipped: true, counted_quantity: 0, stock_variance: 0, is_matched: false, status: 'skipped' });

    const done1 = await approved(client, (await submitted(client, first.inventorycount_id)).inventorycount_id);
    expect(done1).toMatchObject({
      number_of_items_approved: 3,
      number_of_items_adjusted: 2,
      number_of_items_rejected: 0,
      number_of_items_skipped: 1,
      accuracy: 33.33,
    });
    expect(done1.line_items.map((l: any) => [l.status, l.adjustment_value])).toEqual([
      ['approved', 40],
      ['approved', 10],
      ['approved', 0],
      ['skipped', 0],
    ]);

    let stock = (await client.get(`/inventory/v1/items/${bolts.item_id}/stock`)).body.item_stock;
    expect(stock).toMatchObject({ stock_on_hand: 10, locations: [expect.objectContaining({ location_id: store.location_id, location_stock_on_hand: 10 })] });
    // Nuts were never kept at the store: the count found them there, so they are now.
    const nutsStock = (await client.get(`/inventory/v1/items/${nuts.item_id}/stock`)).body.item_stock;
    expect(nutsStock).toMatchObject({
      stock_on_hand: 4,
      available_stock: 4,
      locations: [expect.objectContaining({ location_id: store.location_id, location_name: store.location_name, location_stock_on_hand: 4 })],
    });
    const nutsItem = (await client.get(`/books/v3/items/${nuts.item_id}`)).body.item;
    expect(nutsItem.locations).toEqual([
      expect.objectContaining({ location_id: store.location_id, location_stock_on_hand: 4, location_available_stock: 4, location_actual_available_stock: 4 }),
    ]);
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe('50');
    expect(await balanceOf(platform, organizationId, 'inventory_adjustments')).toBe('-50');

    // 2nd count: bolts 7 (3 lost at average cost 4), nuts 4 (matched), screws 5 found but rejected.
    const second = await createCount(client, {
      location_id: store.location_id,
      line_items: [{ item_id: bolts.item_id }, { item_id: nuts.item_id }, { item_id: screws.item_id }],
    });
    const counting2 = await started(client, second.inventorycount_id);
    expect(counting2.line_items.map((l: any) => l.system_quantity)).toEqual([10, 4, 0]);
    await record(client, second.inventorycount_id, [
      { item_id: bolts.item_id, counted_quantity: 7 },
      { item_id: nuts.item_id, counted_quantity: 4 },
      { item_id: screws.item_id, counted_quantity: 5 },
    ]);
    await submitted(client, second.inventorycount_id);
    const done2 = await approved(client, second.inventorycount_id, {
      line_items: [{ line_item_id: counting2.line_items[2].line_item_id, is_rejected: true, reason_id: 'miscount' }],
    });
    expect(done2).toMatchObject({
      number_of_items: 3,
      number_of_items_counted: 3,
      number_of_items_approved: 2,
      number_of_items_adjusted: 1,
      number_of_items_rejected: 1,
      accuracy: 33.33,
    });
    expect(done2.line_items.map((l: any) => [l.status, l.stock_variance, l.adjustment_value])).toEqual([
      ['approved', -3, -12],
      ['approved', 0, 0],
      ['rejected', 5, 0],
    ]);
    expect(done2.approved_time).toMatch(/T/);

    // Stock on hand is the sum of the movements; the inventory account equals the stock value.
    stock = (await client.get(`/inventory/v1/items/${bolts.item_id}/stock`)).body.item_stock;
    expect(stock.stock_on_hand).toBe(7);
    const movements = await platform.database.query<{ item_id: string; kind: string; quantity: string; rate: string }>(
      'select item_id::text, kind, quantity::text, rate::text from inventory.stock_movements where organization_id = $1 order by id',
      [organizationId],
    );
    expect(movements.map((m) => [m.item_id, m.kind, Number(m.quantity)])).toEqual([
      [bolts.item_id, 'adjustment', 10],
      [nuts.item_id, 'adjustment', 4],
      [bolts.item_id, 'adjustment', -3],
    ]);
    const boltsOnHand = sum(movements.filter((m) => m.item_id === bolts.item_id).map((m) => m.quantity));
    expect(boltsOnHand.toNumber()).toBe(stock.stock_on_hand);
    const stockValue = sum(movements.map((m) => roundTo(dec(m.quantity).times(m.rate), 2)));
    expect(stockValue.toFixed()).toBe('38');
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe(stockValue.toFixed());
    const trial = await trialBalance(platform.database.db, organizationId);
    expect(trial.balanced).toBe(true);
    // Nothing moved where nobody counted.
    expect((await client.get(`/inventory/v1/items/${bolts.item_id}/stock`)).body.item_stock.locations.map((l: any) => l.location_id)).not.toContain(
      elsewhere.location_id,
    );
  });

  it('opening stock posts its value, a count adjusts it at average cost, and the ledger follows the stock', async () => {
    const { client, organizationId } = await platform.tenant();
    const store = await location(client);
    const flour = await item(client, { purchase_rate: 9, locations: [{ location_id: store.location_id, initial_stock: 8, initial_stock_rate: 2.5 }] });
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe('20');
    expect(await balanceOf(platform, organizationId, 'opening_balance_adjustments')).toBe('-20');
    const sugar = await item(client, { locations: [{ location_id: store.location_id, initial_stock: 3, initial_stock_rate: 2 }] });
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe('26');
    // Deleting an item with only opening stock takes its value back out of the ledger.
    expectOk(await client.delete(`/books/v3/items/${sugar.item_id}`));
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe('20');

    const count = await createCount(client, { location_id: store.location_id, line_items: [{ item_id: flour.item_id }] });
    await started(client, count.inventorycount_id);
    await record(client, count.inventorycount_id, [{ item_id: flour.item_id, counted_quantity: 6 }]);
    await submitted(client, count.inventorycount_id);
    // The job runs at least once: extra runs beside the queued one (a retry, a second process) change nothing.
    const approving = await client.put(`${COUNTS}/${count.inventorycount_id}/approve`);
    expect(approving.body.inventorycount.status).toBe('processing');
    const work = { organizationId, countId: count.inventorycount_id };
    await Promise.all([
      platform.app.runtime.jobs.runNow(countLinesJob, work, platform.app.runtime),
      platform.app.runtime.jobs.runNow(countLinesJob, work, platform.app.runtime),
    ]);
    const done = await reaches(client, count.inventorycount_id, 'completed');
    await platform.app.runtime.jobs.runNow(countLinesJob, work, platform.app.runtime);
    const adjustments = await platform.database.query<{ n: string }>(
      "select count(*)::text as n from inventory.stock_movements where organization_id = $1 and kind = 'adjustment'",
      [organizationId],
    );
    expect(adjustments).toEqual([{ n: '1' }]);
    // Valued at the average cost there (2.50), not the purchase rate (9).
    expect(done.line_items[0]).toMatchObject({ system_quantity: 8, counted_quantity: 6, stock_variance: -2, adjustment_value: -5 });
    const stock = (await client.get(`/inventory/v1/items/${flour.item_id}/stock`)).body.item_stock;
    expect(stock.stock_on_hand).toBe(6);
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe('15');
    expect(await balanceOf(platform, organizationId, 'inventory_adjustments')).toBe('5');
    expect((await trialBalance(platform.database.db, organizationId)).balanced).toBe(true);
  });

  it('receive → count → adjust: stock on hand is the sum of the movements and the inventory account is the stock value', async () => {
    const { client, organizationId } = await platform.tenant();
    const { warehouse, bolt, nut, po, boltLine, nutLine } = await scenario(client);
    await receive(client, po.purchaseorder_id, {
      status: 'received',
      line_items: [
        { line_item_id: boltLine.line_item_id, quantity: 10 },
        { line_item_id: nutLine.line_item_id, quantity: 4 },
      ],
    });
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe('124');
    const count = await createCount(client, { location_id: warehouse.location_id, line_items: [{ item_id: bolt.item_id }, { item_id: nut.item_id }] });
    const counting = await started(client, count.inventorycount_id);
    expect(counting.line_items.map((l: any) => l.system_quantity)).toEqual([10, 4]);
    await record(client, count.inventorycount_id, [
      { item_id: bolt.item_id, counted_quantity: 8 },
      { item_id: nut.item_id, counted_quantity: 5 },
    ]);
    await submitted(client, count.inventorycount_id);
    const done = await approved(client, count.inventorycount_id);
    expect(done.line_items.map((l: any) => l.adjustment_value)).toEqual([-15, 12.25]);
    const movements = await platform.database.query<{ item_id: string; quantity: string; rate: string | null }>(
      'select item_id::text, quantity::text, rate::text from inventory.stock_movements where organization_id = $1',
      [organizationId],
    );
    for (const [thing, expected] of [
      [bolt, 8],
      [nut, 5],
    ] as const) {
      const onHand = sum(movements.filter((m) => m.item_id === thing.item_id).map((m) => m.quantity)).toNumber();
      expect(onHand).toBe(expected);
      expect((await client.get(`/inventory/v1/items/${thing.item_id}/stock`)).body.item_stock.stock_on_hand).toBe(onHand);
    }
    const value = sum(movements.map((m) => roundTo(dec(m.quantity).times(m.rate ?? 0), 2)));
    expect(value.toFixed()).toBe('121.25');
    expect(await balanceOf(platform, organizationId, 'inventory')).toBe(value.toFixed());
    expect((await trialBalance(platform.database.db, organizationId)).balanced).toBe(true);
  });

  it('refuses the moves its state does not allow, naming the state; rejects, cancels and deletes', async () => {
    const { client } = await platform.tenant();
    const store = await location(client);
    const thing = await item(client, { purchase_rate: 1 });
    const count = await createCount(client, { location_id: store.location_id, line_items: [{ item_id: thing.item_id }] });
    const id = count.inventorycount_id;
    const number = count.inventorycount_number;
    const refused = async (method: 'post' | 'put' | 'delete', path: string, message: string, body?: unknown) => {
      const res = method === 'delete' ? await client.delete(`${COUNTS}/${id}${path}`) : await client[method](`${COUNTS}/${id}${path}`, body);
      expect(res.status, path).toBe(400);
      expect(res.body.code, path).toBe(1003);
      expect(res.body.message, path).toBe(message);
    };
    const counted = { line_items: [{ item_id: thing.item_id, counted_quantity: 2 }] };
    await refused('put', '/count', `The stock count ${number} is yet to start (status yet_to_start) and cannot be counted: start it first.`, counted);
    await refused('post', '/submit', `The stock count ${number} is yet to start (status yet_to_start) and cannot be submitted: start and count it first.`);
    await refused('put', '/approve', `The stock count ${number} is yet to start (status yet_to_start) and cannot be approved.`);
    await refused(
      'post',
      '/reject',
      `The stock count ${number} is yet to start (status yet_to_start) and cannot be rejected: only a submitted count is rejected.`,
    );

    await started(client, id);
    await refused('post', '/start', `The stock count ${number} is in counting (status counting) and cannot be started: it has started already.`);
    await refused('put', '/approve', `The stock count ${number} is in counting (status counting) and cannot be approved: submit it first.`);
    const moved = await client.put(`${COUNTS}/${id}`, { location_id: store.location_id });
    expect(moved.body.code).toBe(1003);
    expect(moved.body.message).toContain('those change only before counting starts');
    const renamed = await client.put(`${COUNTS}/${id}`, { description: 'Recount shelf B' });
    expectOk(renamed);
    expect(renamed.body.inventorycount.description).toBe('Recount shelf B');
    const negative = await client.put(`${COUNTS}/${id}/count`, { line_items: [{ item_id: thing.item_id, counted_quantity: -1 }] });
    expect(negative.body).toMatchObject({ code: 4, message: 'Invalid value passed for line_items[0].counted_quantity: must be at least 0.' });
    const both = await client.put(`${COUNTS}/${id}/count`, { line_items: [{ item_id: thing.item_id, counted_quantity: 1, is_skipped: true }] });
    expect(both.body.code).toBe(4);
    const stranger = await client.put(`${COUNTS}/${id}/count`, { line_items: [{ line_item_id: '42' }] });
    expect(stranger.body.message).toContain(`is not a line of the stock count ${number}`);

    await record(client, id, counted.line_items);
    await submitted(client, id);
    await refused('put', '/count', `The stock count ${number} is submitted (status submitted) and cannot be counted: counting is over.`, counted);
    // Rejected: back to counting, the counts kept for correction.
    const rejected = await client.post(`${COUNTS}/${id}/reject`, { reason: 'Shelf B was not counted' });
    expectOk(rejected);
    expect(rejected.body.inventorycount).toMatchObject({ status: 'counting', rejection_reason: 'Shelf B was not counted', number_of_items_counted: 1 });
    await record(client, id, [{ item_id: thing.item_id, counted_quantity: 3 }]);
    await submitted(client, id);
    const cancelled = await client.post(`${COUNTS}/${id}/cancel`);
    expectOk(cancelled);
    expect(cancelled.body.inventorycount.status).toBe('cancelled');
    await refused('post', '/cancel', `The stock count ${number} is cancelled (status cancelled) and cannot be cancelled.`);
    await refused('post', '/start', `The stock count ${number} is cancelled (status cancelled) and cannot be started.`);
    const deleted = await client.delete(`${COUNTS}/${id}`);
    expectOk(deleted);
    expect(deleted.body).toEqual({ code: 0, message: 'The stock count has been deleted.' });
    expectFailure(await client.get(`${COUNTS}/${id}`), 1002, 404);

    // A completed count adjusted stock: it stays, and the item with it.
    const kept = await createCount(client, { location_id: store.location_id, line_items: [{ item_id: thing.item_id }] });
    await started(client, kept.inventorycount_id);
    await record(client, kept.inventorycount_id, [{ item_id: thing.item_id, counted_quantity: 1 }]);
    await submitted(client, kept.inventorycount_id);
    await approved(client, kept.inventorycount_id);
    const gone = await client.delete(`${COUNTS}/${kept.inventorycount_id}`);
    expect(gone.body.code).toBe(1003);
    expect(gone.body.message).toBe(
      `The stock count ${kept.inventorycount_number} is completed (status completed) and cannot be deleted: it adjusted stock, which stays in the stock history.`,
    );
    const cancelDone = await client.post(`${COUNTS}/${kept.inventorycount_id}/cancel`);
    expect(cancelDone.body.message).toContain('is completed (status completed) and cannot be cancelled');
    const itemGone = await client.delete(`/books/v3/items/${thing.item_id}`);
    expect(itemGone.body.code).toBe(1004);
  });

  it('an item on an open count cannot be deleted', async () => {
    const { client } = await platform.tenant();
    const store = await location(client);
    const thing = await item(client);
    const count = await createCount(client, { location_id: store.location_id, line_items: [{ item_id: thing.item_id }] });
    const res = await client.delete(`/books/v3/items/${thing.item_id}`);
    expectFailure(res, 1004);
    expect(res.body).toMatchObject({ code: 1004 });
    expect(res.body.message).toContain(`listed on the stock count ${count.inventorycount_number}`);
  });

  it('requires an admin or approver when approval is on', async () => {
    const { client, userId } = await platform.tenant();
    await client.put('/inventory/v1/settings/inventorycounts', { approval_required: true });
    const store = await location(client);
    const thing = await item(client, { purchase_rate: 2 });
    const clerk = await platform.user();
    const invited = await client.post('/books/v3/users', { email: clerk.email, role: 'submitter' });
    expect(invited.status, JSON.stringify(invited.body)).toBeLessThan(300);
    const clerkClient = clerk.client.in(client.organizationId!);
    const count = await createCount(clerkClient, { location_id: store.location_id, assignee_id: clerk.userId, line_items: [{ item_id: thing.item_id }] });
    await started(clerkClient, count.inventorycount_id);
    await record(clerkClient, count.inventorycount_id, [{ item_id: thing.item_id, counted_quantity: 6 }]);
    const waiting = await submitted(clerkClient, count.inventorycount_id, 'approval_in_progress');
    expect(waiting.submitted_time).toMatch(/T/);
    const self = await clerkClient.get(COUNTS, { filter_by: 'Assignee.Self' });
    expect(self.body.inventorycounts.map((c: any) => c.inventorycount_id)).toEqual([count.inventorycount_id]);
    expect((await client.get(COUNTS, { filter_by: 'Assignee.Self' })).body.inventorycounts).toEqual([]);
    const denied = await clerkClient.put(`${COUNTS}/${count.inventorycount_id}/approve`);
    expectFailure(denied, 57, 403);
    expect(denied.body.message).toContain('Only an admin or an approver');
    const done = await approved(client, count.inventorycount_id);
    // The clerk made the count; the admin approved it.
    expect(done).toMatchObject({ number_of_items_adjusted: 1, created_by_id: clerk.userId });
    expect(clerk.userId).not.toBe(userId);
  });
  it('a list reads and builds only what it selects: each field alone answers as in the whole entry', async () => {
    const { client, organizationId, userId } = await platform.tenant();
    const store = await location(client);
    const yard = await location(client);
    const [a, b] = [await item(client, { purchase_rate: 2 }), await item(client, { purchase_rate: 3 })];
    const clerk = await platform.user();
    const invited = await client.post('/books/v3/users', { email: clerk.email, role: 'submitter' });
    expect(invited.status, JSON.stringify(invited.body)).toBeLessThan(300);
    const both = [{ item_id: a.item_id }, { item_id: b.item_id }];

    // A draft: no assignee, no description.
    const draft = await createCount(
      client,
      { inventorycount_number: 'L-1 draft', location_id: store.location_id, line_items: both },
      {
        ignore_auto_number_generation: 'true',
      },
    );
    // In counting at the yard, assigned to the clerk: one line matched, one not (accuracy 50).
    const counting = await createCount(
      client,
      { inventorycount_number: 'L-2 counting', description: 'Yard', location_id: yard.location_id, assignee_id: clerk.userId, line_items: both },
      { ignore_auto_number_generation: 'true' },
    );
    await started(client, counting.inventorycount_id);
    await record(client, counting.inventorycount_id, [
      { item_id: a.item_id, counted_quantity: 0 },
      { item_id: b.item_id, counted_quantity: 2 },
    ]);
    // Completed: submitted, approved, stock adjusted; one line skipped.
    const done = await createCount(
      client,
      { inventorycount_number: 'L-3 completed', description: 'Shelf A', location_id: store.location_id, assignee_id: userId, line_items: both },
      { ignore_auto_number_generation: 'true' },
    );
    await started(client, done.inventorycount_id);
    await record(client, done.inventorycount_id, [
      { item_id: a.item_id, counted_quantity: 5 },
      { item_id: b.item_id, is_skipped: true },
    ]);
    await submitted(client, done.inventorycount_id);
    await approved(client, done.inventorycount_id);
    // Rejected once (the reason stays), then cancelled.
    const cancelled = await createCount(
      client,
      { inventorycount_number: 'L-4 cancelled', location_id: yard.location_id, assignee_id: userId, line_items: [{ item_id: a.item_id }] },
      { ignore_auto_number_generation: 'true' },
    );
    await started(client, cancelled.inventorycount_id);
    await record(client, cancelled.inventorycount_id, [{ item_id: a.item_id, counted_quantity: 1 }]);
    await submitted(client, cancelled.inventorycount_id);
    expectOk(await client.post(`${COUNTS}/${cancelled.inventorycount_id}/reject`, { reason: 'Recount' }));
    expectOk(await client.post(`${COUNTS}/${cancelled.inventorycount_id}/cancel`));
    // A count a job works on (its progress): set by hand, no job is queued to move it on.
    const working = await createCount(
      client,
      { inventorycount_number: 'L-5 starting', location_id: store.location_id, line_items: both },
      {
        ignore_auto_number_generation: 'true',
      },
    );
    await platform.database.db
      .update(counts)
      .set({ status: 'start_in_progress', operation: 'start', processedLines: 1 })
      .where(and(eq(counts.organizationId, organizationId), eq(counts.id, working.inventorycount_id)));

    const list = (nodes: string, args = '') => `{ inventoryCounts(perPage: 200, sortColumn: INVENTORYCOUNT_NUMBER, sortOrder: A${args}) { nodes ${nodes} } }`;
    const entries = await expectEachFieldAlone(
      client,
      'InventoryCountSummary',
      list,
      (data) => data.inventoryCounts.nodes,
      (e, selection) => `{ inventoryCount(inventorycountId: "${e.inventorycountId}") ${selection} }`,
    );
    expect(entries.map((e) => [e.inventorycountNumber, e.status, e.locationName, e.assigneeName !== null, e.accuracy, e.progress])).toEqual([
      ['L-1 draft', 'YET_TO_START', store.location_name, false, 0, null],
      ['L-2 counting', 'COUNTING', yard.location_name, true, 50, null],
      ['L-3 completed', 'COMPLETED', store.location_name, true, 0, null],
      ['L-4 cancelled', 'CANCELLED', yard.location_name, true, 0, null],
      ['L-5 starting', 'START_IN_PROGRESS', store.location_name, false, 0, { operation: 'START', processedLines: 1, totalLines: 2 }],
    ]);
    expect(entries[0]).toMatchObject({
      inventorycountId: draft.inventorycount_id,
      description: null,
      assigneeId: null,
      submittedTime: null,
      approvedTime: null,
      warehouseName: store.location_name,
    });
    expect(entries[1]).toMatchObject({ description: 'Yard', assigneeId: clerk.userId, numberOfItemsCounted: 2 });
    expect(entries[1].assigneeName).not.toBe(entries[2].assigneeName);
    expect(entries[2]).toMatchObject({
      numberOfItemsAdjusted: 1,
      numberOfItemsApproved: 1,
      numberOfItemsSkipped: 1,
      submittedTime: expect.stringMatching(/T/),
      approvedTime: expect.stringMatching(/T/),
    });
    expect(entries[3]).toMatchObject({ rejectionReason: 'Recount', submittedTime: null, approvedTime: null });

    // Two fields of the entries: one statement of the counts, reading their columns (and the id
    // it always reads), joining no location or user.
    const { value: two, sql } = await platform.statementsDuring(() => client.graphql(list('{ inventorycountNumber status }')));
    const read = sql.filter((statement) => statement.includes('"inventory"."counts"'));
    expect(two.body.data.inventoryCounts.nodes).toEqual(entries.map((e) => ({ inventorycountNumber: e.inventorycountNumber, status: e.status })));
    expect(read).toHaveLength(1);
    expect(read[0]).toContain('from "inventory"."counts" where');
    // Without a join the select names its columns unqualified.
    expect(columnsSelected(read[0])).toEqual(['id', 'inventorycount_number', 'status']);

    // A search and the assignee filter hold without reading what they name.
    const searched = await client.graphql(list('{ inventorycountId }', ', searchText: "Shelf"'));
    expect(searched.body.data.inventoryCounts.nodes).toEqual([{ inventorycountId: done.inventorycount_id }]);
    const clerkClient = clerk.client.in(client.organizationId!);
    const mine = await clerkClient.graphql(list('{ inventorycountNumber }', ', filterBy: ASSIGNEE_SELF'));
    expect(mine.body.data.inventoryCounts.nodes).toEqual([{ inventorycountNumber: 'L-2 counting' }]);

    // The REST list's entries answer as the count read whole does.
    const listed = await client.get(COUNTS, { sort_column: 'inventorycount_number', sort_order: 'A' });
    expectOk(listed);
    expect(listed.body.inventorycounts).toHaveLength(5);
    for (const entry of listed.body.inventorycounts) {
      const one = await client.get(`${COUNTS}/${entry.inventorycount_id}`);
      expectOk(one);
      expect(Object.fromEntries(Object.keys(entry).map((key) => [key, one.body.inventorycount[key]]))).toEqual(entry);
    }
  });
});
