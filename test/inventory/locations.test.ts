import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

async function createLocation(client: Client, body: Record<string, unknown>): Promise<any> {
  const res = await client.post('/inventory/v1/locations', body);
  expectOk(res, 201);
  return res.body.locations;
}

async function inventoryItem(client: Client, locations: Array<Record<string, unknown>>): Promise<any> {
  const res = await client.post('/books/v3/items', { name: unique('Widget'), rate: 10, item_type: 'inventory', purchase_rate: 4, locations });
  expectOk(res, 201);
  return res.body.item;
}

describe('locations', () => {
  it('creates locations, the first one primary, and lists them primary first', async () => {
    const { client } = await platform.tenant();
    const created = await client.post('/inventory/v1/locations', {
      location_name: 'Head Office',
      email: 'stock@example.com',
      phone: '+49 30 1234',
      address: { attention: 'Goods In', street_address1: '1 Dock Rd', city: 'Hamburg', state: 'Hamburg', state_code: 'HH', country: 'Germany', zip: '20457' },
    });
    expectOk(created, 201);
    expect(created.body).toMatchObject({ code: 0, message: 'The location has been created.' });
    const head = created.body.locations;
    expect(head).toMatchObject({
      location_name: 'Head Office',
      status: 'active',
      is_primary: true,
      email: 'stock@example.com',
      phone: '+49 30 1234',
      address: {
        attention: 'Goods In',
        street_address1: '1 Dock Rd',
        street_address2: '',
        city: 'Hamburg',
        state: 'Hamburg',
        state_code: 'HH',
        country: 'Germany',
        zip: '20457',
      },
    });
    expect(head.location_id).toMatch(/^\d+$/);

    const annex = await createLocation(client, { location_name: 'Annex' });
    expect(annex.is_primary).toBe(false);
    const list = await client.get('/inventory/v1/locations');
    expectOk(list);
    expect(list.body.locations[0].address).toMatchObject({ attention: 'Goods In', state_code: 'HH' });
    expect(list.body.locations[1].address).toMatchObject({ attention: '', state_code: '' });
    expect(list.body.locations.map((l: any) => [l.location_id, l.location_name])).toEqual([
      [head.location_id, 'Head Office'],
      [annex.location_id, 'Annex'],
    ]);
    expect(list.body.page_context).toMatchObject({ page: 1, per_page: 200, has_more_page: false });
    // is_primary is not a key of the family's list entries: a GraphQL list answers it, in the same order.
    const primaries = async (perPage?: number) => {
      const res = await client.graphql('query ($perPage: Int) { locations(perPage: $perPage) { nodes { locationName isPrimary } } }', { perPage });
      expect(res.body.errors).toBeUndefined();
      return res.body.data.locations.nodes.map((l: any) => [l.locationName, l.isPrimary]);
    };
    expect(await primaries()).toEqual([
      ['Head Office', true],
      ['Annex', false],
    ]);

    const depot = await createLocation(client, { location_name: 'Depot', is_primary: true });
    expect(depot.is_primary).toBe(true);
    const after = await client.get('/inventory/v1/locations', { per_page: 2 });
    expect(after.body.locations.map((l: any) => l.location_name)).toEqual(['Depot', 'Annex']);
    expect(after.body.page_context).toMatchObject({ per_page: 2, has_more_page: true });
    expect(await primaries(2)).toEqual([
      ['Depot', true],
      ['Annex', false],
    ]);

    const gql = await client.graphql('{ locations { nodes { locationName isPrimary status } } }');
    expect(gql.body.data.locations.nodes).toEqual([
      { locationName: 'Depot', isPrimary: true, status: 'ACTIVE' },
      { locationName: 'Annex', isPrimary: false, status: 'ACTIVE' },
      { locationName: 'Head Office', isPrimary: false, status: 'ACTIVE' },
    ]);
  });

  it('names the field of a bad location and refuses a second one of the same name', async () => {
    const { client } = await platform.tenant();
    const missing = await client.post('/inventory/v1/locations', {});
    expectFailure(missing, 4);
    expect(missing.body).toMatchObject({ code: 4, message: 'Invalid value passed for location_name: is required.' });
    const long = await client.post('/inventory/v1/locations', { location_name: 'x'.repeat(101) });
    expect(long.body).toMatchObject({ code: 4, message: 'Invalid value passed for location_name: must be at most 100 characters.' });
    const blank = await client.post('/inventory/v1/locations', { location_name: '  ' });
    expect(blank.body.code).toBe(4);
    await createLocation(client, { location_name: 'Main' });
    const dup = await client.post('/inventory/v1/locations', { location_name: 'MAIN' });
    expectFailure(dup, 1001);
  });

  it('lists a page in a constant number of SQL statements', async () => {
    const { client } = await platform.tenant();
    for (let i = 0; i < 3; i++) await createLocation(client, { location_name: unique('Store') });
    const count = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() => client.get('/inventory/v1/locations', { per_page: perPage }));
      expect(res.body.locations).toHaveLength(perPage);
      return sql.length;
    };
    expect(await count(3)).toBe(await count(1));
  });

  it('needs the inventory settings scope', async () => {
    const { client } = await platform.tenant({ scope: 'SvcBooks.fullaccess.all' });
    const res = await client.post('/inventory/v1/locations', { location_name: 'Nope' });
    expectFailure(res, 57, 403);
  });

  it('keeps locations per organization', async () => {
    const owner = await platform.tenant();
    const mine = await createLocation(owner.client, { location_name: 'Private store' });
    const stranger = await platform.tenant();
    expect((await stranger.client.get('/inventory/v1/locations')).body.locations).toEqual([]);
    const first = await createLocation(stranger.client, { location_name: 'Private store' });
    expect(first.is_primary).toBe(true);
    const borrowed = await stranger.client.post('/books/v3/items', {
      name: 'X',
      rate: 1,
      item_type: 'inventory',
      purchase_rate: 1,
      locations: [{ location_id: mine.location_id, initial_stock: 1 }],
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.message).toContain('locations[0].location_id');
  });
});

describe('stock', () => {
  it('records initial stock as opening movements and reports it per location', async () => {
    const { client } = await platform.tenant();
    const north = await createLocation(client, { location_name: 'North' });
    const south = await createLocation(client, { location_name: 'South' });
    const west = await createLocation(client, { location_name: 'West' });
    const widget = await inventoryItem(client, [
      { location_id: south.location_id, initial_stock: 7.25, initial_stock_rate: 3 },
      { location_id: north.location_id, initial_stock: 10 },
      { location_id: west.location_id },
    ]);
    expect(widget.locations).toEqual([
      {
        location_id: north.location_id,
        location_name: 'North',
        status: 'active',
        is_primary: true,
        location_stock_on_hand: 10,
        location_available_stock: 10,
        location_actual_available_stock: 10,
      },
      {
        location_id: south.location_id,
        location_name: 'South',
        status: 'active',
        is_primary: false,
        location_stock_on_hand: 7.25,
        location_available_stock: 7.25,
        location_actual_available_stock: 7.25,
      },
      {
        location_id: west.location_id,
        location_name: 'West',
        status: 'active',
        is_primary: false,
        location_stock_on_hand: 0,
        location_available_stock: 0,
        location_actual_available_stock: 0,
      },
    ]);

    const stock = await client.get(`/inventory/v1/items/${widget.item_id}/stock`);
    expectOk(stock);
    expect(stock.body.item_stock).toEqual({
      item_id: widget.item_id,
      stock_on_hand: 17.25,
      available_stock: 17.25,
      actual_available_stock: 17.25,
      locations: widget.locations,
    });

    // A ledger, not a number: the opening movements are rows with the rate they came at.
    const rows = await platform.database.query<{ kind: string; quantity: string; rate: string | null }>(
      'select kind, quantity::text as quantity, rate::text as rate from inventory.stock_movements where item_id = $1 order by stock_movements.quantity',
      [widget.item_id],
    );
    expect(rows).toEqual([
      { kind: 'opening', quantity: '7.25', rate: '3' },
      { kind: 'opening', quantity: '10', rate: '4' },
    ]);

    const gql = await client.graphql('query ($id: ID!) { itemStock(itemId: $id) { stockOnHand locations { locationName locationStockOnHand } } }', {
      id: widget.item_id,
    });
    expect(gql.body.data.itemStock).toEqual({
      stockOnHand: 17.25,
      locations: [
        { locationName: 'North', locationStockOnHand: 10 },
        { locationName: 'South', locationStockOnHand: 7.25 },
        { locationName: 'West', locationStockOnHand: 0 },
      ],
    });
  });

  it("answers 404 for the stock of an unknown item or another organization's item", async () => {
    const owner = await platform.tenant();
    const main = await createLocation(owner.client, { location_name: 'Main' });
    const widget = await inventoryItem(owner.client, [{ location_id: main.location_id, initial_stock: 1 }]);
    const unknown = await owner.client.get('/inventory/v1/items/123456789/stock');
    expectFailure(unknown, 1002, 404);
    const stranger = await platform.tenant();
    const theirs = await stranger.client.get(`/inventory/v1/items/${widget.item_id}/stock`);
    expectFailure(theirs, 1002, 404);
  });

  it('rolls the item back when its opening stock cannot be written', async () => {
    const { client } = await platform.tenant();
    const main = await createLocation(client, { location_name: 'Main' });
    const res = await client.post('/books/v3/items', {
      name: 'Half written',
      rate: 1,
      item_type: 'inventory',
      purchase_rate: 1,
      locations: [
        { location_id: main.location_id, initial_stock: 1 },
        { location_id: '999999999', initial_stock: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('locations[1].location_id');
    expect((await client.get('/books/v3/items', { name: 'Half written' })).body.items).toEqual([]);
    const count = await platform.database.query<{ n: number }>('select count(*)::int as n from inventory.item_locations where location_id = $1', [
      main.location_id,
    ]);
    expect(count[0].n).toBe(0);
  });
});
