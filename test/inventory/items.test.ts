import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;
const ITEMS = '/inventory/v1/items';

async function location(client: Client, name: string): Promise<string> {
  const res = await client.post('/inventory/v1/locations', { location_name: name });
  expectOk(res, 201);
  return res.body.locations.location_id;
}

describe('items under /inventory/v1', () => {
  it('are the Books items with stock from the stock ledger', async () => {
    const { client } = await platform.tenant({ scope: 'SvcInventory.items.ALL,SvcInventory.settings.ALL' });
    const north = await location(client, 'North');
    const south = await location(client, 'South');
    const created = await client.post(ITEMS, {
      name: 'Widget',
      rate: 12.5,
      purchase_rate: 4,
      item_type: 'inventory',
      sku: 'W-1',
      reorder_level: 3,
      locations: [
        { location_id: north, initial_stock: 10, initial_stock_rate: 4 },
        { location_id: south, initial_stock: 2.5, initial_stock_rate: 4 },
      ],
    });
    expectOk(created);
    expect(created.body.message).toBe('The item has been added.');
    const item = created.body.item;
    expect(item).toMatchObject({
      name: 'Widget',
      rate: 12.5,
      purchase_rate: 4,
      item_type: 'inventory',
      sku: 'W-1',
      status: 'active',
      stock_on_hand: 12.5,
      available_stock: 12.5,
      actual_available_stock: 12.5,
    });
    expect(item.locations.map((l: any) => [l.location_name, l.location_stock_on_hand])).toEqual([
      ['North', 10],
      ['South', 2.5],
    ]);

    const one = await client.get(`${ITEMS}/${item.item_id}`);
    expectOk(one);
    expect(one.body.item).toEqual(item);
    const list = await client.get(ITEMS);
    expectOk(list);
    // The list's entries (the family's keys) answer the stock per location; the item's total
    // stock_on_hand is on the item read whole (above) and on a GraphQL list selecting it.
    expect(list.body.items.map((i: any) => [i.item_id, i.locations.map((l: any) => [l.location_name, l.location_stock_on_hand])])).toEqual([
      [
        item.item_id,
        [
          ['North', 10],
          ['South', 2.5],
        ],
      ],
    ]);
    expect(list.body.page_context).toMatchObject({ page: 1 });
    const graphList = await client.graphql('{ items { nodes { itemId stockOnHand availableStock locations { locationName locationStockOnHand } } } }');
    expect(graphList.body.errors).toBeUndefined();
    expect(graphList.body.data.items.nodes).toEqual([
      {
        itemId: item.item_id,
        stockOnHand: 12.5,
        availableStock: 12.5,
        locations: [
          { locationName: 'North', locationStockOnHand: 10 },
          { locationName: 'South', locationStockOnHand: 2.5 },
        ],
      },
    ]);

    const updated = await client.put(`${ITEMS}/${item.item_id}`, { rate: 14, description: 'Blue' });
    expectOk(updated);
    expect(updated.body.item).toMatchObject({ rate: 14, description: 'Blue', stock_on_hand: 12.5 });

    const inactive = await client.post(`${ITEMS}/${item.item_id}/inactive`);
    expect(inactive.body).toEqual({ code: 0, message: 'The item has been marked as inactive.' });
    expect((await client.get(`${ITEMS}/${item.item_id}`)).body.item.status).toBe('inactive');
    expectOk(await client.post(`${ITEMS}/${item.item_id}/active`));
    expect((await client.get(`${ITEMS}/${item.item_id}`)).body.item.status).toBe('active');
  });

  it('shows the same item under /books/v3 and deletes it from either', async () => {
    const { client } = await platform.tenant();
    const books = await client.post('/books/v3/items', { name: unique('Service'), rate: 100 });
    expectOk(books, 201);
    const id = books.body.item.item_id;
    const inventory = await client.get(`${ITEMS}/${id}`);
    expectOk(inventory);
    expect(inventory.body.item).toMatchObject({ item_id: id, rate: 100, stock_on_hand: 0, locations: [] });
    const removed = await client.delete(`${ITEMS}/${id}`);
    expect(removed.body).toEqual({ code: 0, message: 'The item has been deleted.' });
    expectFailure(await client.get(`/books/v3/items/${id}`), 1002, 404);
  });

  it('refuses bad input, other organizations’ items and missing scopes', async () => {
    const { client } = await platform.tenant();
    const noName = await client.post(ITEMS, { rate: 1 });
    expectFailure(noName, 4);
    expect(noName.body.message).toContain('name');
    const negative = await client.post(ITEMS, { name: 'X', rate: -1 });
    expectFailure(negative, 4);
    expect(negative.body.message).toContain('rate');
    const badLocation = await client.post(ITEMS, {
      name: unique('X'),
      rate: 1,
      purchase_rate: 1,
      item_type: 'inventory',
      locations: [{ location_id: '999', initial_stock: 1 }],
    });
    expectFailure(badLocation, 4);
    expect(badLocation.body.message).toContain('location_id');

    const other = await platform.tenant();
    const theirs = await other.client.post(ITEMS, { name: unique('Theirs'), rate: 1 });
    expectOk(theirs);
    const id = theirs.body.item.item_id;
    expectFailure(await client.get(`${ITEMS}/${id}`), 1002, 404);
    expectFailure(await client.put(`${ITEMS}/${id}`, { rate: 2 }), 1002, 404);
    expectFailure(await client.delete(`${ITEMS}/${id}`), 1002, 404);
    expectFailure(await client.post(`${ITEMS}/${id}/inactive`), 1002, 404);

    const reader = await platform.tenant({ scope: 'SvcInventory.items.READ' });
    expectOk(await reader.client.get(ITEMS));
    const refused = await reader.client.post(ITEMS, { name: 'X', rate: 1 });
    expectFailure(refused, 57, 403);
    expect(refused.body.message).toContain('SvcInventory.items.CREATE');
  });

  it('lists a page in the same number of statements whatever its size', async () => {
    const { client } = await platform.tenant();
    const where = await location(client, 'Main');
    const make = async (n: number) => {
      for (let i = 0; i < n; i++)
        expectOk(
          await client.post(ITEMS, {
            name: unique(`Item ${i}`),
            rate: 1,
            purchase_rate: 1,
            item_type: 'inventory',
            locations: [{ location_id: where, initial_stock: i + 1 }],
          }),
        );
    };
    await make(2);
    const small = await platform.statementsDuring(() => client.get(ITEMS));
    expectOk(small.value);
    await make(8);
    const { value: page, sql } = await platform.statementsDuring(() => client.get(ITEMS));
    expectOk(page);
    expect(page.body.items).toHaveLength(10);
    expect(sql.length).toBe(small.sql.length);
  });
});
