import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

async function item(client: Client, fields: Record<string, unknown>): Promise<{ item_id: string; name: string }> {
  const res = await client.post('/books/v3/items', { name: unique('Item'), rate: 10, ...fields });
  expectOk(res, 201);
  return res.body.item;
}

async function pricebook(client: Client, fields: Record<string, unknown>) {
  const res = await client.post('/books/v3/pricebooks', { name: unique('List'), pricebook_type: 'per_item', ...fields });
  expectOk(res, 201);
  return res.body.pricebook;
}

describe('per_item price lists over REST', () => {
  it('creates, reads, replaces the items of and lists a per_item list with unit and volume pricing', async () => {
    const { client } = await platform.tenant();
    const widget = await item(client, { name: 'Widget', rate: 20 });
    const gadget = await item(client, { name: 'Gadget', rate: 50 });

    const created = await client.post('/books/v3/pricebooks', {
      name: 'Wholesale',
      description: 'Trade customers',
      pricebook_type: 'per_item',
      pricebook_items: [
        { item_id: widget.item_id, pricebook_rate: 18.5 },
        {
          item_id: gadget.item_id,
          pricing_scheme: 'volume',
          price_brackets: [
            { start_quantity: 50, pricebook_discount: '10%' },
            { start_quantity: 1, end_quantity: 9, pricebook_rate: 48 },
            { start_quantity: 10, end_quantity: 49, pricebook_rate: 45.25 },
          ],
        },
      ],
    });
    expectOk(created, 201);
    expect(created.body).toMatchObject({ code: 0, message: 'The price list has been created.' });
    const list = created.body.pricebook;
    expect(list).toMatchObject({
      name: 'Wholesale',
      description: 'Trade customers',
      currency_code: 'USD',
      decimal_place: 2,
      is_default: false,
      is_increase: true,
      percentage: 0,
      pricebook_rate: 0,
      pricebook_type: 'per_item',
      pricing_scheme: 'unit',
      rounding_type: 'no_rounding',
      sales_or_purchase_type: 'sales',
      status: 'active',
    });
    expect(list.pricebook_id).toMatch(/^\d+$/);
    expect(list.currency_id).toMatch(/^\d+$/);
    expect(list.created_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/);
    expect(list.pricebook_items).toHaveLength(2);
    const [unitEntry, volumeEntry] = list.pricebook_items;
    expect(unitEntry).toEqual({
      pricebook_item_id: expect.stringMatching(/^\d+$/),
      item_id: widget.item_id,
      item_name: 'Widget',
      pricebook_rate: 18.5,
      pricebook_discount: '',
      pricing_scheme: 'unit',
      price_brackets: [],
    });
    expect(volumeEntry).toMatchObject({ item_id: gadget.item_id, item_name: 'Gadget', pricebook_rate: 0, pricing_scheme: 'volume' });
    // Brackets come back by start quantity, each naming its entry.
    expect(volumeEntry.price_brackets).toEqual([
      { pricebook_item_id: volumeEntry.pricebook_item_id, start_quantity: 1, end_quantity: 9, pricebook_rate: 48, pricebook_discount: '' },
      { pricebook_item_id: volumeEntry.pricebook_item_id, start_quantity: 10, end_quantity: 49, pricebook_rate: 45.25, pricebook_discount: '' },
      { pricebook_item_id: volumeEntry.pricebook_item_id, start_quantity: 50, end_quantity: 0, pricebook_rate: 0, pricebook_discount: '10%' },
    ]);

    const got = await client.get(`/books/v3/pricebooks/${list.pricebook_id}`);
    expectOk(got);
    expect(got.body.pricebook).toEqual(list);

    const replaced = await client.put(`/books/v3/pricebooks/${list.pricebook_id}`, {
      description: 'Trade customers, 2025',
      pricebook_items: [{ item_id: gadget.item_id, pricebook_discount: '5%' }],
    });
    expectOk(replaced);
    expect(replaced.body.message).toBe('The price list has been updated.');
    expect(replaced.body.pricebook).toMatchObject({ name: 'Wholesale', description: 'Trade customers, 2025' });
    expect(replaced.body.pricebook.pricebook_items).toEqual([
      {
        pricebook_item_id: expect.any(String),
        item_id: gadget.item_id,
        item_name: 'Gadget',
        pricebook_rate: 0,
        pricebook_discount: '5%',
        pricing_scheme: 'unit',
        price_brackets: [],
      },
    ]);

    // Without pricebook_items the set stays as it is.
    const renamed = await client.put(`/books/v3/pricebooks/${list.pricebook_id}`, { name: 'Wholesale 2025' });
    expect(renamed.body.pricebook.pricebook_items).toEqual(replaced.body.pricebook.pricebook_items);

    // The list answers the family's summary of each list: its own keys and its entries, without the
    // timestamps, the list-level rate or the entries' item names; the single read answers it whole.
    const all = await client.get('/books/v3/pricebooks');
    expectOk(all);
    const { created_time, last_modified_time, pricebook_rate, pricebook_items, ...summary } = renamed.body.pricebook;
    expect(all.body.pricebooks).toEqual([{ ...summary, pricebook_items: pricebook_items.map(({ item_name, ...entry }: any) => entry) }]);
    const reread = await client.get(`/books/v3/pricebooks/${list.pricebook_id}`);
    expectOk(reread);
    expect(reread.body.pricebook).toEqual(renamed.body.pricebook);
  });

  it("takes a unit entry with price_brackets as the spec shows it: one rate whatever the quantity, the bracket's when the entry names none", async () => {
    const { client } = await platform.tenant();
    const gadget = await item(client, { name: 'Gadget', rate: 50 });
    const bolt = await item(client, { name: 'Bolt', rate: 2 });
    const list = await pricebook(client, {
      pricebook_items: [
        { item_id: gadget.item_id, pricing_scheme: 'unit', price_brackets: [{ start_quantity: 1, pricebook_rate: 45 }] },
        { item_id: bolt.item_id, pricing_scheme: 'unit', pricebook_rate: 1.5, price_brackets: [{ start_quantity: 1, pricebook_rate: 1 }] },
      ],
    });
    const [gadgetEntry, boltEntry] = list.pricebook_items;
    expect(gadgetEntry).toMatchObject({ item_id: gadget.item_id, pricing_scheme: 'unit', pricebook_rate: 45 });
    expect(gadgetEntry.price_brackets).toMatchObject([{ start_quantity: 1, pricebook_rate: 45 }]);
    expect(boltEntry).toMatchObject({ item_id: bolt.item_id, pricing_scheme: 'unit', pricebook_rate: 1.5 });

    const rates = `query ($id: ID!, $items: [ID!]!, $q: Decimal) { pricebookItemRates(pricebookId: $id, itemIds: $items, quantity: $q) { itemId pricebookRate } }`;
    for (const quantity of ['1', '500']) {
      const res = await client.graphql(rates, { id: list.pricebook_id, items: [gadget.item_id, bolt.item_id], q: quantity });
      expect(res.body.data.pricebookItemRates).toEqual([
        { itemId: gadget.item_id, pricebookRate: 45 },
        { itemId: bolt.item_id, pricebookRate: 1.5 },
      ]);
    }
  });

  it('refuses overlapping price brackets with a message naming the item and both brackets', async () => {
    const { client } = await platform.tenant();
    const gadget = await item(client, { name: 'Gadget', rate: 50 });
    const res = await client.post('/books/v3/pricebooks', {
      name: 'Overlapping',
      pricebook_type: 'per_item',
      pricebook_items: [
        {
          item_id: gadget.item_id,
          pricing_scheme: 'volume',
          price_brackets: [
            { start_quantity: 1, end_quantity: 10, pricebook_rate: 48 },
            { start_quantity: 20, pricebook_rate: 40 },
            { start_quantity: 10, end_quantity: 19, pricebook_rate: 45 },
          ],
        },
      ],
    });
    expectFailure(res, 1006);
    expect(res.body).toEqual({
      code: 1006,
      message:
        `Price brackets of item "Gadget" (pricebook_items[0], item_id ${gadget.item_id}) overlap: ` +
        'price_brackets[0] (1 to 10) and price_brackets[2] (10 to 19) both hold quantity 10; a quantity may fall in one bracket only.',
    });
    const open = await client.post('/books/v3/pricebooks', {
      name: 'Open not last',
      pricebook_type: 'per_item',
      pricebook_items: [
        {
          item_id: gadget.item_id,
          pricing_scheme: 'volume',
          price_brackets: [
            { start_quantity: 1, pricebook_rate: 48 },
            { start_quantity: 100, end_quantity: 200, pricebook_rate: 40 },
          ],
        },
      ],
    });
    expectFailure(open, 1006);
    expect(open.body.message).toContain('price_brackets[0] (1 and above) and price_brackets[1] (100 to 200) both hold quantity 100');
    expect((await client.get('/books/v3/pricebooks')).body.pricebooks).toEqual([]);
  });

  it('names the field of an unknown item, a repeated item and other bad entries', async () => {
    const { client } = await platform.tenant();
    const { client: other } = await platform.tenant();
    const mine = await item(client, { name: 'Mine' });
    const theirs = await item(other, { name: 'Theirs' });

    const unknown = await client.post('/books/v3/pricebooks', {
      name: 'X',
      pricebook_type: 'per_item',
      pricebook_items: [{ item_id: '987654321', pricebook_rate: 1 }],
    });
    expectFailure(unknown, 4);
    expect(unknown.body).toEqual({ code: 4, message: 'Invalid value passed for pricebook_items[0].item_id: is not an item of this organization.' });
    const malformed = await client.post('/books/v3/pricebooks', {
      name: 'X',
      pricebook_type: 'per_item',
      pricebook_items: [{ item_id: 'widget', pricebook_rate: 1 }],
    });
    expect(malformed.body).toEqual({ code: 4, message: 'Invalid value passed for pricebook_items[0].item_id: must be an id (a string of digits).' });
    const foreign = await client.post('/books/v3/pricebooks', {
      name: 'X',
      pricebook_type: 'per_item',
      pricebook_items: [
        { item_id: mine.item_id, pricebook_rate: 1 },
        { item_id: theirs.item_id, pricebook_rate: 1 },
      ],
    });
    expect(foreign.body).toEqual({ code: 4, message: 'Invalid value passed for pricebook_items[1].item_id: is not an item of this organization.' });

    const twice = await client.post('/books/v3/pricebooks', {
      name: 'X',
      pricebook_type: 'per_item',
      pricebook_items: [
        { item_id: mine.item_id, pricebook_rate: 1 },
        { item_id: mine.item_id, pricebook_rate: 2 },
      ],
    });
    expectFailure(twice, 1001);
    expect(twice.body.message).toBe(
      `Item ${mine.item_id} is listed twice, as pricebook_items[0] and pricebook_items[1]: a price list holds one entry per item.`,
    );

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ item_id: mine.item_id }, 'pricebook_items[0].pricebook_rate: is required unless pricebook_discount is given'],
      [
        { item_id: mine.item_id, pricebook_discount: '120%' },
        'pricebook_items[0].pricebook_discount: must be a percentage from 0% to 100% such as "10%", or an amount per unit such as "2.5"',
      ],
      [{ item_id: mine.item_id, pricebook_rate: -1 }, 'pricebook_items[0].pricebook_rate: must be at least 0'],
      [{ item_id: mine.item_id, pricing_scheme: 'volume' }, 'pricebook_items[0].price_brackets: must hold at least one bracket with pricing_scheme volume'],
      [
        { item_id: mine.item_id, pricing_scheme: 'volume', price_brackets: [{ start_quantity: 5, end_quantity: 4, pricebook_rate: 1 }] },
        'pricebook_items[0].price_brackets[0].end_quantity: must be at least start_quantity (5)',
      ],
      [
        { item_id: mine.item_id, pricing_scheme: 'volume', price_brackets: [{ start_quantity: 5 }] },
        'pricebook_items[0].price_brackets[0].pricebook_rate: is required unless pricebook_discount is given',
      ],
    ];
    for (const [entry, message] of cases) {
      const res = await client.post('/books/v3/pricebooks', { name: 'X', pricebook_type: 'per_item', pricebook_items: [entry] });
      expect(res.status, JSON.stringify(entry)).toBe(400);
      expect(res.body).toEqual({ code: 4, message: `Invalid value passed for ${message}.` });
    }

    const percentage = await client.post('/books/v3/pricebooks', { name: 'X', pricebook_type: 'per_item', percentage: 10 });
    expect(percentage.body.message).toBe(
      'Invalid value passed for percentage: is taken only by fixed_percentage price lists; a per_item list prices each item in pricebook_items.',
    );
    const { client: neighbour } = await platform.tenant();
    const foreignCurrency = (await neighbour.get('/books/v3/settings/currencies')).body.currencies[0].currency_id;
    const currency = await client.post('/books/v3/pricebooks', { name: 'X', pricebook_type: 'per_item', currency_id: foreignCurrency });
    expect(currency.status).toBe(400);
    expect(currency.body.message).toContain('currency_id');
    const malformedCurrency = await client.post('/books/v3/pricebooks', { name: 'X', pricebook_type: 'per_item', currency_id: 'usd' });
    expect(malformedCurrency.body).toEqual({ code: 4, message: 'Invalid value passed for currency_id: must be an id (a string of digits).' });
    const type = await client.post('/books/v3/pricebooks', { name: 'X', pricebook_type: 'per_unit' });
    expect(type.body).toEqual({ code: 4, message: 'Invalid value passed for pricebook_type: must be one of per_item, fixed_percentage.' });
  });
});

describe('fixed_percentage price lists over REST', () => {
  it('stores the percentage rule and leaves items to be computed', async () => {
    const { client } = await platform.tenant();
    const created = await client.post('/books/v3/pricebooks', {
      name: 'Supplier markdown',
      pricebook_type: 'fixed_percentage',
      percentage: 15,
      is_increase: false,
      rounding_type: 'round_to_dollor',
      decimal_place: 3,
      sales_or_purchase_type: 'purchases',
      pricebook_rate: 100,
    });
    expectOk(created, 201);
    const list = created.body.pricebook;
    expect(list).toMatchObject({
      pricebook_type: 'fixed_percentage',
      percentage: 15,
      is_increase: false,
      rounding_type: 'round_to_dollor',
      decimal_place: 3,
      sales_or_purchase_type: 'purchases',
      pricebook_rate: 0,
      pricebook_items: [],
      status: 'active',
      currency_code: 'USD',
    });

    const updated = await client.put(`/books/v3/pricebooks/${list.pricebook_id}`, {
      percentage: 12.5,
      is_increase: true,
      rounding_type: 'round_to_half_dollar_minus_01',
    });
    expectOk(updated);
    expect(updated.body.pricebook).toMatchObject({ percentage: 12.5, is_increase: true, rounding_type: 'round_to_half_dollar_minus_01', decimal_place: 3 });

    const misspelt = await client.put(`/books/v3/pricebooks/${list.pricebook_id}`, { rounding_type: 'round_to_dollar' });
    expect(misspelt.body).toEqual({
      code: 4,
      message:
        'Invalid value passed for rounding_type: must be one of no_rounding, round_to_dollor, round_to_dollar_minus_01, round_to_half_dollar, round_to_half_dollar_minus_01.',
    });
  });

  it('needs a percentage from 0 to 100 and takes no items', async () => {
    const { client } = await platform.tenant();
    const widget = await item(client, {});
    const missing = await client.post('/books/v3/pricebooks', { name: 'X', pricebook_type: 'fixed_percentage' });
    expect(missing.body).toEqual({ code: 4, message: 'Invalid value passed for percentage: is required for a fixed_percentage price list.' });
    const high = await client.post('/books/v3/pricebooks', { name: 'X', pricebook_type: 'fixed_percentage', percentage: 101 });
    expect(high.body).toEqual({ code: 4, message: 'Invalid value passed for percentage: must be at most 100.' });
    const negative = await client.post('/books/v3/pricebooks', { name: 'X', pricebook_type: 'fixed_percentage', percentage: -1 });
    expect(negative.body).toEqual({ code: 4, message: 'Invalid value passed for percentage: must be at least 0.' });
    const places = await client.post('/books/v3/pricebooks', { name: 'X', pricebook_type: 'fixed_percentage', percentage: 5, decimal_place: 7 });
    expect(places.body).toEqual({ code: 4, message: 'Invalid value passed for decimal_place: must be at most 6.' });
    const withItems = await client.post('/books/v3/pricebooks', {
      name: 'X',
      pricebook_type: 'fixed_percentage',
      percentage: 5,
      pricebook_items: [{ item_id: widget.item_id, pricebook_rate: 1 }],
    });
    expect(withItems.body).toEqual({
      code: 4,
      message: 'Invalid value passed for pricebook_items: must be empty for a fixed_percentage price list: its rates come from percentage.',
    });
  });

  it('turns a per_item list into a fixed_percentage one, dropping its items', async () => {
    const { client } = await platform.tenant();
    const widget = await item(client, {});
    const list = await pricebook(client, { pricebook_items: [{ item_id: widget.item_id, pricebook_rate: 9 }] });
    const noPercentage = await client.put(`/books/v3/pricebooks/${list.pricebook_id}`, { pricebook_type: 'fixed_percentage' });
    expect(noPercentage.body.message).toBe('Invalid value passed for percentage: is required for a fixed_percentage price list.');
    const changed = await client.put(`/books/v3/pricebooks/${list.pricebook_id}`, { pricebook_type: 'fixed_percentage', percentage: 20 });
    expect(changed.body.pricebook).toMatchObject({ pricebook_type: 'fixed_percentage', percentage: 20, pricebook_items: [] });
    const back = await client.put(`/books/v3/pricebooks/${list.pricebook_id}`, { pricebook_type: 'per_item' });
    expect(back.body.pricebook).toMatchObject({ pricebook_type: 'per_item', percentage: 0, pricebook_items: [] });
  });
});

describe('price lists over GraphQL', () => {
  it('creates a per_item list and computes rates under both types', async () => {
    const { client } = await platform.tenant();
    const gadget = await item(client, { name: 'Gadget', rate: 50, purchase_rate: 30 });
    const create = await client.graphql(
      `mutation ($input: CreatePricebookInput!) {
        createPricebook(input: $input) {
          pricebook { pricebookId name pricebookType salesOrPurchaseType status currencyCode pricebookRate
            pricebookItems { pricebookItemId itemId itemName pricingScheme pricebookRate priceBrackets { pricebookItemId startQuantity endQuantity pricebookRate pricebookDiscount } } }
        }
      }`,
      {
        input: {
          name: 'Volume deals',
          pricebookType: 'PER_ITEM',
          pricingScheme: 'VOLUME',
          pricebookItems: [
            {
              itemId: gadget.item_id,
              pricebookRate: '49',
              priceBrackets: [
                { startQuantity: '10', endQuantity: '19', pricebookRate: '45' },
                { startQuantity: '20', pricebookDiscount: '10%' },
              ],
            },
          ],
        },
      },
    );
    expect(create.body.errors).toBeUndefined();
    const list = create.body.data.createPricebook.pricebook;
    expect(list).toMatchObject({
      name: 'Volume deals',
      pricebookType: 'PER_ITEM',
      salesOrPurchaseType: 'SALES',
      status: 'ACTIVE',
      currencyCode: 'USD',
      pricebookRate: null,
    });
    const entry = list.pricebookItems[0];
    expect(entry).toMatchObject({ itemId: gadget.item_id, itemName: 'Gadget', pricingScheme: 'VOLUME', pricebookRate: 49 });
    expect(entry.priceBrackets).toEqual([
      { pricebookItemId: entry.pricebookItemId, startQuantity: 10, endQuantity: 19, pricebookRate: 45, pricebookDiscount: null },
      { pricebookItemId: entry.pricebookItemId, startQuantity: 20, endQuantity: null, pricebookRate: null, pricebookDiscount: '10%' },
    ]);

    const rates = `query ($id: ID!, $items: [ID!]!, $q: Decimal) { pricebookItemRates(pricebookId: $id, itemIds: $items, quantity: $q) { itemId itemRate isListed pricebookRate pricebookDiscount } }`;
    const at = async (pricebookId: string, quantity: string) => {
      const res = await client.graphql(rates, { id: pricebookId, items: [gadget.item_id], q: quantity });
      expect(res.body.errors).toBeUndefined();
      return res.body.data.pricebookItemRates[0];
    };
    expect(await at(list.pricebookId, '12')).toEqual({ itemId: gadget.item_id, itemRate: 50, isListed: true, pricebookRate: 45, pricebookDiscount: null });
    expect(await at(list.pricebookId, '25')).toMatchObject({ pricebookRate: 49, pricebookDiscount: '10%' });
    expect(await at(list.pricebookId, '5')).toMatchObject({ pricebookRate: 49, pricebookDiscount: null });

    // Purchase rate 30 less 15% is 25.50; to the nearest 0.50 minus 0.01: 25.49.
    const fixed = await client.graphql(
      `mutation { createPricebook(input: { name: "Buy low", pricebookType: FIXED_PERCENTAGE, percentage: 15, isIncrease: false, roundingType: ROUND_TO_HALF_DOLLAR_MINUS_01, salesOrPurchaseType: PURCHASES }) { pricebook { pricebookId roundingType pricebookItems { itemId } } } }`,
    );
    expect(fixed.body.errors).toBeUndefined();
    const fixedList = fixed.body.data.createPricebook.pricebook;
    expect(fixedList).toMatchObject({ roundingType: 'ROUND_TO_HALF_DOLLAR_MINUS_01', pricebookItems: [] });
    expect(await at(fixedList.pricebookId, '1')).toEqual({
      itemId: gadget.item_id,
      itemRate: 30,
      isListed: true,
      pricebookRate: 25.49,
      pricebookDiscount: null,
    });

    const listed = await client.graphql(
      `{ pricebooks(filterBy: STATUS_ACTIVE, pricebookType: FIXED_PERCENTAGE) { nodes { pricebookId name } pageContext { appliedFilter sortColumn sortOrder } } }`,
    );
    expect(listed.body.data.pricebooks).toEqual({
      nodes: [{ pricebookId: fixedList.pricebookId, name: 'Buy low' }],
      pageContext: { appliedFilter: 'Status.Active', sortColumn: 'name', sortOrder: 'A' },
    });

    const unknown = await client.graphql(rates, { id: list.pricebookId, items: ['42'], q: '1' });
    expect(unknown.body.errors?.[0].extensions.code).toBe('INVALID_VALUE');
  });
});

describe('lifecycle, tenancy and lists', () => {
  it("hides another organization's price list: GET, PUT, DELETE and status by id answer 404", async () => {
    const { client: owner } = await platform.tenant();
    const { client: stranger } = await platform.tenant();
    const list = await pricebook(owner, {});
    const path = `/books/v3/pricebooks/${list.pricebook_id}`;
    for (const res of [
      await stranger.get(path),
      await stranger.put(path, { name: 'Mine now' }),
      await stranger.delete(path),
      await stranger.post(`${path}/inactive`),
    ]) {
      expectFailure(res, 1002, 404);
      expect(res.body).toEqual({ code: 1002, message: 'The price list does not exist.' });
    }
    expect((await stranger.get('/books/v3/pricebooks')).body.pricebooks).toEqual([]);
    for (const res of [await owner.get('/books/v3/pricebooks/not-an-id'), await owner.put('/books/v3/pricebooks/99999999999999999999', { name: 'X' })]) {
      expectFailure(res, 1002, 404);
    }
    const still = await owner.get(path);
    expect(still.body.pricebook).toMatchObject({ name: list.name, status: 'active' });
  });

  it('marks a list inactive and active again', async () => {
    const { client } = await platform.tenant();
    const list = await pricebook(client, { is_default: true });
    expect(list.is_default).toBe(true);
    const off = await client.post(`/books/v3/pricebooks/${list.pricebook_id}/inactive`);
    expectOk(off);
    expect(off.body).toEqual({ code: 0, message: 'The price list has been marked as inactive.' });
    expect((await client.get(`/books/v3/pricebooks/${list.pricebook_id}`)).body.pricebook).toMatchObject({ status: 'inactive', is_default: false });
    const defaultInactive = await client.put(`/books/v3/pricebooks/${list.pricebook_id}`, { is_default: true });
    expect(defaultInactive.body.message).toBe('Invalid value passed for is_default: cannot be true for an inactive price list; mark it active first.');
    const on = await client.post(`/books/v3/pricebooks/${list.pricebook_id}/active`);
    expect(on.body).toEqual({ code: 0, message: 'The price list has been marked as active.' });
    expect((await client.get(`/books/v3/pricebooks/${list.pricebook_id}`)).body.pricebook.status).toBe('active');
  });

  it('keeps one default list per side of trade', async () => {
    const { client } = await platform.tenant();
    const first = await pricebook(client, { is_default: true });
    const purchases = await pricebook(client, { is_default: true, sales_or_purchase_type: 'purchases' });
    const second = await pricebook(client, { is_default: true });
    const get = async (id: string) => (await client.get(`/books/v3/pricebooks/${id}`)).body.pricebook.is_default;
    expect([await get(first.pricebook_id), await get(purchases.pricebook_id), await get(second.pricebook_id)]).toEqual([false, true, true]);
  });

  it('deletes a list with its items', async () => {
    const { client } = await platform.tenant();
    const widget = await item(client, {});
    const list = await pricebook(client, {
      pricebook_items: [{ item_id: widget.item_id, pricing_scheme: 'volume', price_brackets: [{ start_quantity: 1, pricebook_rate: 5 }] }],
    });
    // An item a list prices cannot go while the list names it.
    expect((await client.delete(`/books/v3/items/${widget.item_id}`)).body.code).toBe(1004);
    const deleted = await client.delete(`/books/v3/pricebooks/${list.pricebook_id}`);
    expectOk(deleted);
    expect(deleted.body).toEqual({ code: 0, message: 'The price list has been deleted.' });
    expectFailure(await client.get(`/books/v3/pricebooks/${list.pricebook_id}`), 1002, 404);
    expect((await client.delete(`/books/v3/pricebooks/${list.pricebook_id}`)).body.code).toBe(1002);
    // The name and the item are free again.
    await pricebook(client, { name: list.name });
    expect((await client.delete(`/books/v3/items/${widget.item_id}`)).body.code).toBe(0);
  });

  it('prices in a currency of the organization', async () => {
    const { client } = await platform.tenant();
    const eur = await client.post('/books/v3/settings/currencies', { currency_code: 'EUR' });
    expectOk(eur, 201);
    const list = await pricebook(client, { currency_id: eur.body.currency.currency_id });
    expect(list).toMatchObject({ currency_id: eur.body.currency.currency_id, currency_code: 'EUR' });
    const base = await pricebook(client, {});
    expect(base.currency_code).toBe('USD');
  });

  it('refuses a second list of the same name, whatever its case', async () => {
    const { client } = await platform.tenant();
    await pricebook(client, { name: 'Retail' });
    const again = await client.post('/books/v3/pricebooks', { name: 'RETAIL', pricebook_type: 'per_item' });
    expectFailure(again, 1001);
    expect(again.body).toEqual({ code: 1001, message: 'A price list named "RETAIL" already exists.' });
    const other = await pricebook(client, { name: 'Other' });
    const rename = await client.put(`/books/v3/pricebooks/${other.pricebook_id}`, { name: 'retail' });
    expect(rename.body.code).toBe(1001);
  });

  it('filters, searches, sorts and pages the list', async () => {
    const { client } = await platform.tenant();
    const a = await pricebook(client, { name: 'Alpha retail', description: 'walk-in' });
    const b = await pricebook(client, { name: 'beta wholesale', sales_or_purchase_type: 'purchases' });
    const c = await pricebook(client, { name: 'Gamma 100% off_peak', pricebook_type: 'fixed_percentage', percentage: 5 });
    const d = await pricebook(client, { name: 'Delta', description: 'Retail partners' });
    await client.post(`/books/v3/pricebooks/${d.pricebook_id}/inactive`);
    const names = async (query: Record<string, string | number>) => {
      const res = await client.get('/books/v3/pricebooks', query);
      expectOk(res);
      return res.body.pricebooks.map((p: { name: string }) => p.name);
    };

    const all = await client.get('/books/v3/pricebooks');
    expect(all.body.pricebooks.map((p: { name: string }) => p.name)).toEqual(['Alpha retail', 'beta wholesale', 'Delta', 'Gamma 100% off_peak']);
    expect(all.body.page_context).toEqual({
      page: 1,
      per_page: 200,
      has_more_page: false,
      sort_column: 'name',
      sort_order: 'A',
      applied_filter: 'Status.All',
      report_name: 'Pricebooks',
    });
    expect(await names({ filter_by: 'Status.Active' })).toEqual(['Alpha retail', 'beta wholesale', 'Gamma 100% off_peak']);
    expect(await names({ filter_by: 'Status.Inactive' })).toEqual(['Delta']);
    expect(await names({ pricebook_type: 'fixed_percentage' })).toEqual(['Gamma 100% off_peak']);
    expect(await names({ sales_or_purchase_type: 'purchases' })).toEqual(['beta wholesale']);
    expect(await names({ search_text: 'RETAIL' })).toEqual(['Alpha retail', 'Delta']);
    expect(await names({ search_text: '100%' })).toEqual(['Gamma 100% off_peak']);
    expect(await names({ search_text: 'a_p' })).toEqual([]);
    expect(await names({ sort_column: 'created_time', sort_order: 'D' })).toEqual([d, c, b, a].map((p) => p.name));

    const page2 = await client.get('/books/v3/pricebooks', { sort_column: 'created_time', per_page: 3, page: 1 });
    expect(page2.body.pricebooks.map((p: { name: string }) => p.name)).toEqual([a, b, c].map((p) => p.name));
    expect(page2.body.page_context).toMatchObject({ page: 1, per_page: 3, has_more_page: true, sort_column: 'created_time', sort_order: 'A' });
    const last = await client.get('/books/v3/pricebooks', { sort_column: 'created_time', per_page: 3, page: 2 });
    expect(last.body.pricebooks.map((p: { name: string }) => p.name)).toEqual([d.name]);
    expect(last.body.page_context.has_more_page).toBe(false);

    const bad = await client.get('/books/v3/pricebooks', { filter_by: 'Status.Gone' });
    expect(bad.body).toEqual({ code: 4, message: 'Invalid value passed for filter_by: must be one of Status.All, Status.Active, Status.Inactive.' });
    const badSort = await client.get('/books/v3/pricebooks', { sort_column: 'rate' });
    expect(badSort.body.code).toBe(4);
  });

  it('lists a page in the same number of SQL statements whatever its size', async () => {
    const { client } = await platform.tenant();
    const widget = await item(client, {});
    const gadget = await item(client, {});
    for (let i = 0; i < 4; i++) {
      await pricebook(client, {
        pricebook_items: [
          { item_id: widget.item_id, pricebook_rate: 1 + i },
          {
            item_id: gadget.item_id,
            pricing_scheme: 'volume',
            price_brackets: [
              { start_quantity: 1, end_quantity: 9, pricebook_rate: 2 },
              { start_quantity: 10, pricebook_rate: 1 },
            ],
          },
        ],
      });
    }
    const count = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() => client.get('/books/v3/pricebooks', { per_page: perPage }));
      expect(res.body.pricebooks).toHaveLength(perPage);
      return sql.length;
    };
    const one = await count(1);
    // The page, its items and their brackets: at least three statements, never one per list.
    expect(one).toBeGreaterThanOrEqual(3);
    expect(await count(4)).toBe(one);
  });

  it('needs the settings scopes', async () => {
    const { client } = await platform.tenant({ scope: 'SvcBooks.settings.READ' });
    const res = await client.post('/books/v3/pricebooks', { name: 'X', pricebook_type: 'per_item' });
    expectFailure(res, 57, 403);
    expectOk(await client.get('/books/v3/pricebooks'));
  });
});

describe("an item's pricebook_rate", () => {
  it('is the item’s own rate without a price list, and its rate under the list named by pricebook_id', async () => {
    const { client } = await platform.tenant();
    const widget = await item(client, { rate: 20, purchase_rate: 12 });
    const gadget = await item(client, { rate: 50 });
    const perItem = await pricebook(client, {
      pricebook_items: [
        { item_id: widget.item_id, pricebook_rate: 18.5 },
        {
          item_id: gadget.item_id,
          pricing_scheme: 'volume',
          price_brackets: [
            { start_quantity: 1, end_quantity: 9, pricebook_rate: 48 },
            { start_quantity: 10, pricebook_rate: 45 },
          ],
        },
      ],
    });
    const markup = await pricebook(client, { pricebook_type: 'fixed_percentage', percentage: 10, is_increase: true });
    const markdown = await pricebook(client, { pricebook_type: 'fixed_percentage', percentage: 25, is_increase: false });
    const purchases = await pricebook(client, { pricebook_type: 'fixed_percentage', percentage: 50, sales_or_purchase_type: 'purchases' });
    const rateOf = async (path: string, itemId: string, query = '') => {
      const res = await client.get(`${path}/${itemId}${query}`);
      expectOk(res);
      return res.body.item.pricebook_rate;
    };

    // Without a list: the item's own rate, on reads and writes, Books and Inventory alike.
    expect(await rateOf('/inventory/v1/items', widget.item_id)).toBe(20);
    expect(await rateOf('/books/v3/items', widget.item_id)).toBe(20);
    const updated = await client.put(`/inventory/v1/items/${widget.item_id}`, { description: 'Blue' });
    expectOk(updated);
    expect(updated.body.item.pricebook_rate).toBe(20);
    const created = await client.post('/inventory/v1/items', { name: unique('Item'), rate: 7 });
    expectOk(created);
    expect(created.body.item.pricebook_rate).toBe(7);

    // Under a per_item list: the entry's rate, a volume entry's first bracket at quantity 1; an unlisted item keeps its rate.
    expect(await rateOf('/inventory/v1/items', widget.item_id, `?pricebook_id=${perItem.pricebook_id}`)).toBe(18.5);
    expect(await rateOf('/inventory/v1/items', gadget.item_id, `?pricebook_id=${perItem.pricebook_id}`)).toBe(48);
    expect(await rateOf('/inventory/v1/items', created.body.item.item_id, `?pricebook_id=${perItem.pricebook_id}`)).toBe(7);
    // Markup and markdown lists: the rate raised or lowered; a purchases list works on the purchase rate.
    expect(await rateOf('/inventory/v1/items', widget.item_id, `?pricebook_id=${markup.pricebook_id}`)).toBe(22);
    expect(await rateOf('/inventory/v1/items', widget.item_id, `?pricebook_id=${markdown.pricebook_id}`)).toBe(15);
    expect(await rateOf('/books/v3/items', widget.item_id, `?pricebook_id=${purchases.pricebook_id}`)).toBe(18);

    // The list answers each item's rate under the list. The REST list entries are the family's
    // summary (no pricebook_rate): the list takes pricebook_id, and a GraphQL list selecting the rate shows it.
    const list = await client.get(`/inventory/v1/items?pricebook_id=${markdown.pricebook_id}`);
    expectOk(list);
    expect(list.body.items.map((i: any) => i.item_id)).toEqual(expect.arrayContaining([widget.item_id, gadget.item_id, created.body.item.item_id]));
    const listedRates = async (pricebookId?: string) => {
      const res = await client.graphql('query ($pricebookId: ID) { items(pricebookId: $pricebookId) { nodes { itemId pricebookRate } } }', { pricebookId });
      expect(res.body.errors).toBeUndefined();
      return new Map(res.body.data.items.nodes.map((i: any) => [i.itemId, i.pricebookRate]));
    };
    const byId = await listedRates(markdown.pricebook_id);
    expect([byId.get(widget.item_id), byId.get(gadget.item_id), byId.get(created.body.item.item_id)]).toEqual([15, 37.5, 5.25]);
    expect((await listedRates()).get(gadget.item_id)).toBe(50);
  });

  it('refuses an unknown or another organization’s pricebook_id naming it', async () => {
    const { client } = await platform.tenant();
    const other = await platform.tenant();
    const mine = await item(client, { rate: 20 });
    const theirs = await pricebook(other.client, { pricebook_type: 'fixed_percentage', percentage: 10 });
    for (const id of ['987654321', theirs.pricebook_id]) {
      const one = await client.get(`/inventory/v1/items/${mine.item_id}?pricebook_id=${id}`);
      expectFailure(one, 4);
      expect(one.body.message).toContain('pricebook_id');
      const list = await client.get(`/books/v3/items?pricebook_id=${id}`);
      expectFailure(list, 4);
      expect(list.body.message).toContain('pricebook_id');
    }
  });

  it('keeps the item list to a constant number of statements under a price list', async () => {
    const { client } = await platform.tenant();
    const book = await pricebook(client, { pricebook_type: 'fixed_percentage', percentage: 10 });
    const count = async () =>
      (await platform.statementsDuring(async () => expectOk(await client.get(`/inventory/v1/items?pricebook_id=${book.pricebook_id}`)))).sql.length;
    await item(client, { rate: 1 });
    const few = await count();
    for (let i = 0; i < 4; i++) await item(client, { rate: 2 + i });
    expect(await count()).toBe(few);
  });
});
