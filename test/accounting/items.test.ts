import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Platform, type Response, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';
import { expectEachFieldAlone } from '../helpers/selection.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

interface Books {
  client: Client;
  organizationId: string;
  /** Account ids of the default chart by name. */
  accounts: Record<string, string>;
}

async function books(organization?: Record<string, unknown>): Promise<Books> {
  const { client, organizationId } = await platform.tenant({ organization });
  const chart = await client.get('/books/v3/chartofaccounts');
  expectOk(chart);
  const accounts = Object.fromEntries(chart.body.chartofaccounts.map((a: any) => [a.account_name, a.account_id]));
  return { client, organizationId, accounts };
}

async function location(client: Client, name = unique('Warehouse')): Promise<string> {
  const res = await client.post('/inventory/v1/locations', { location_name: name });
  expectOk(res, 201);
  return res.body.locations.location_id;
}

async function customField(client: Client, body: Record<string, unknown>): Promise<any> {
  const res = await client.post('/books/v3/settings/customfields', body);
  expectOk(res, 201);
  return res.body.customfield;
}

async function item(client: Client, body: Record<string, unknown> = {}): Promise<any> {
  const res = await client.post('/books/v3/items', { name: unique('Item'), rate: 10, ...body });
  expectOk(res, 201);
  return res.body.item;
}

async function tax(client: Client, body: Record<string, unknown>): Promise<any> {
  const res = await client.post('/erp/v3/settings/taxes', { tax_name: unique('Tax'), ...body });
  expectOk(res, 201);
  return res.body.tax;
}

function expectInvalid(res: Response, field: string) {
  expectFailure(res, 4);
  expect(res.body.message).toContain(`Invalid value passed for ${field}`);
}

const ITEM_FIELDS = `
  itemId name status description rate unit sku productType itemType taxId taxName taxType taxPercentage
  purchaseTaxRuleId salesTaxRuleId hsnOrSac satItemKeyCode unitkeyCode isTaxable taxExemptionId purchaseTaxExemptionId
  accountId avataxTaxCode avataxUseCode purchaseDescription purchaseRate purchaseAccountId inventoryAccountId vendorId
  reorderLevel createdTime lastModifiedTime
  itemTaxPreferences { taxId taxSpecification }
  customFields { customfieldId apiName label index dataType value }
  locations { locationId locationName status isPrimary locationStockOnHand locationAvailableStock locationActualAvailableStock }
`;

describe('items', () => {
  it('creates an item with every field and reads the same back through REST and GraphQL', async () => {
    const { client, accounts } = await books();
    const main = await location(client, 'Main Warehouse');
    const overflow = await location(client, 'Overflow Store');
    const serial = await customField(client, { label: 'Serial Number', data_type: 'string', is_unique: true });
    const weight = await customField(client, { label: 'Weight', api_name: 'cf_weight_kg', data_type: 'decimal' });
    expect(serial).toMatchObject({ api_name: 'cf_serial_number', label: 'Serial Number', data_type: 'string', is_unique: true, entity: 'item' });
    const vendor = await client.post('/books/v3/contacts', { contact_name: unique('Vendor'), contact_type: 'vendor' });
    expectOk(vendor, 201);
    const vendorId = vendor.body.contact.contact_id;
    const gst = await tax(client, { tax_name: 'GST', tax_percentage: 18 });
    const cgst = await tax(client, { tax_percentage: 9 });
    const sgst = await tax(client, { tax_percentage: 9 });
    const intra = await tax(client, { tax_name: 'GST intra-state', tax_type: 'tax_group', tax_ids: [cgst.tax_id, sgst.tax_id] });

    const body = {
      name: 'Laptop Stand',
      description: 'Aluminium stand',
      rate: 49.95,
      unit: 'pcs',
      sku: 'LS-001',
      product_type: 'goods',
      item_type: 'inventory',
      tax_id: gst.tax_id,
      tax_type: 'tax',
      purchase_tax_rule_id: '982000000561060',
      sales_tax_rule_id: '982000000561061',
      hsn_or_sac: '9403',
      upc: '012345678905',
      ean: '4006381333931',
      isbn: '978-3-16-148410-0',
      part_number: 'LS-200/B',
      sat_item_key_code: '56101500',
      unitkey_code: 'H87',
      is_taxable: false,
      tax_exemption_id: '982000000561070',
      purchase_tax_exemption_id: '982000000561071',
      account_id: accounts['Sales'],
      avatax_tax_code: 'P0000000',
      avatax_use_code: 'R',
      purchase_description: 'Bought from the factory',
      purchase_rate: 20.5,
      purchase_account_id: accounts['Cost of Goods Sold'],
      inventory_account_id: accounts['Inventory Asset'],
      vendor_id: vendorId,
      reorder_level: 5,
      item_tax_preferences: [
        { tax_id: intra.tax_id, tax_specification: 'intra' },
        { tax_id: gst.tax_id, tax_specification: 'inter' },
      ],
      custom_fields: [
        { customfield_id: serial.customfield_id, value: 'SN-0001' },
        { api_name: 'cf_weight_kg', value: '1.50' },
      ],
      locations: [
        { location_id: main, initial_stock: 12, initial_stock_rate: 20 },
        { location_id: overflow, initial_stock: 3.5 },
      ],
    };
    const created = await client.post('/books/v3/items', body);
    expectOk(created, 201);
    expect(created.body).toMatchObject({ code: 0, message: 'The item has been added.' });
    const saved = created.body.item;
    const { locations: _l, custom_fields: _c, ...plain } = body;
    expect(saved).toMatchObject({
      ...plain,
      status: 'active',
      tax_name: 'GST',
      tax_percentage: '18',
      account_name: 'Sales',
      purchase_account_name: 'Cost of Goods Sold',
      inventory_account_name: 'Inventory Asset',
      vendor_name: vendor.body.contact.contact_name,
      custom_fields: [
        { customfield_id: serial.customfield_id, api_name: 'cf_serial_number', label: 'Serial Number', index: 1, data_type: 'string', value: 'SN-0001' },
        { customfield_id: weight.customfield_id, api_name: 'cf_weight_kg', label: 'Weight', index: 2, data_type: 'decimal', value: '1.5' },
      ],
      locations: [
        {
          location_id: main,
          location_name: 'Main Warehouse',
          status: 'active',
          is_primary: true,
          location_stock_on_hand: 12,
          location_available_stock: 12,
          location_actual_available_stock: 12,
        },
        {
          location_id: overflow,
          location_name: 'Overflow Store',
          status: 'active',
          is_primary: false,
          location_stock_on_hand: 3.5,
          location_available_stock: 3.5,
          location_actual_available_stock: 3.5,
        },
      ],
    });
    expect(saved.item_id).toMatch(/^\d+$/);
    expect(saved.created_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/);

    const read = await client.get(`/books/v3/items/${saved.item_id}`);
    expectOk(read);
    expect(read.body.item).toEqual(saved);
    // Product identifiers are kept as given; blank removes one, a long one is refused naming it.
    const cleared = await client.put(`/books/v3/items/${saved.item_id}`, { upc: '', part_number: 'LS-200/C' });
    expectOk(cleared);
    expect(cleared.body.item).toMatchObject({ upc: '', ean: '4006381333931', isbn: '978-3-16-148410-0', part_number: 'LS-200/C' });
    await client.put(`/books/v3/items/${saved.item_id}`, { upc: '012345678905', part_number: 'LS-200/B' });
    expectInvalid(await client.put(`/books/v3/items/${saved.item_id}`, { ean: '1'.repeat(21) }), 'ean');

    const gql = await client.graphql(`query ($id: ID!) { item(itemId: $id) { ${ITEM_FIELDS} } }`, { id: saved.item_id });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.item).toMatchObject({
      itemId: saved.item_id,
      name: 'Laptop Stand',
      status: 'ACTIVE',
      productType: 'GOODS',
      itemType: 'INVENTORY',
      rate: 49.95,
      purchaseRate: 20.5,
      isTaxable: false,
      taxExemptionId: '982000000561070',
      purchaseTaxExemptionId: '982000000561071',
      hsnOrSac: '9403',
      unitkeyCode: 'H87',
      vendorId,
      reorderLevel: 5,
      taxId: gst.tax_id,
      taxName: 'GST',
      taxType: 'TAX',
      taxPercentage: '18',
      itemTaxPreferences: [
        { taxId: intra.tax_id, taxSpecification: 'INTRA' },
        { taxId: gst.tax_id, taxSpecification: 'INTER' },
      ],
      customFields: [
        { apiName: 'cf_serial_number', value: 'SN-0001', dataType: 'STRING' },
        { apiName: 'cf_weight_kg', value: '1.5', dataType: 'DECIMAL' },
      ],
      locations: [
        { locationId: main, locationName: 'Main Warehouse', isPrimary: true, locationStockOnHand: 12 },
        { locationId: overflow, isPrimary: false, locationStockOnHand: 3.5 },
      ],
    });
  });

  it('creates through GraphQL with the same rules', async () => {
    const { client, accounts } = await books();
    const res = await client.graphql(`mutation ($input: CreateItemInput!) { createItem(input: $input) { item { ${ITEM_FIELDS} } } }`, {
      input: {
        name: 'Consulting hour',
        rate: '120',
        productType: 'SERVICE',
        itemType: 'SALES_AND_PURCHASES',
        purchaseRate: '80',
        accountId: accounts['General Income'],
      },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createItem.item).toMatchObject({
      name: 'Consulting hour',
      rate: 120,
      productType: 'SERVICE',
      itemType: 'SALES_AND_PURCHASES',
      accountId: accounts['General Income'],
      purchaseAccountId: accounts['Cost of Goods Sold'],
      inventoryAccountId: null,
      locations: [],
      customFields: [],
    });
    const bad = await client.graphql(`mutation { createItem(input: { name: "X", rate: 1, productType: CAPITAL_GOODS }) { item { itemId } } }`);
    expect(bad.body.errors?.[0].extensions).toMatchObject({ code: 'INVALID_VALUE', field: ['input', 'productType'] });
  });

  it('defaults item_type to sales, product_type to goods and the income account to Sales', async () => {
    const { client, accounts } = await books();
    const saved = await item(client, { name: 'Plain thing', rate: '7.25' });
    expect(saved).toMatchObject({
      item_type: 'sales',
      product_type: 'goods',
      status: 'active',
      is_taxable: true,
      rate: 7.25,
      account_id: accounts['Sales'],
      purchase_account_id: '',
      inventory_account_id: '',
      tax_exemption_id: '',
      item_tax_preferences: [],
      custom_fields: [],
      locations: [],
    });
  });

  it('defaults the stock account of an inventory item to Inventory Asset and requires its purchase rate', async () => {
    const { client, accounts } = await books();
    const saved = await item(client, { item_type: 'inventory', purchase_rate: 3 });
    expect(saved).toMatchObject({
      inventory_account_id: accounts['Inventory Asset'],
      purchase_account_id: accounts['Cost of Goods Sold'],
      account_id: accounts['Sales'],
    });
    expectInvalid(await client.post('/books/v3/items', { name: unique('I'), rate: 1, item_type: 'inventory' }), 'purchase_rate');
    expectInvalid(
      await client.post('/books/v3/items', { name: unique('I'), rate: 1, item_type: 'inventory', purchase_rate: 1, product_type: 'service' }),
      'product_type',
    );
  });

  it('names the field and the rule of each invalid value', async () => {
    const { client, accounts } = await books();
    const other = await books();
    const foreignLocation = await location(other.client);
    await customField(client, { label: 'Launch date', data_type: 'date' });

    const enumRes = await client.post('/books/v3/items', { name: 'A', rate: 1, item_type: 'rental' });
    expectInvalid(enumRes, 'item_type');
    expect(enumRes.body.message).toContain('sales, purchases, sales_and_purchases, inventory');
    expectInvalid(await client.post('/books/v3/items', { name: 'A', rate: 1, product_type: 'gadgets' }), 'product_type');
    const long = await client.post('/books/v3/items', { name: 'x'.repeat(101), rate: 1 });
    expect(long.body.message).toBe('Invalid value passed for name: must be at most 100 characters.');
    expect(long.status).toBe(400);
    expectInvalid(await client.post('/books/v3/items', { rate: 1 }), 'name');
    expectInvalid(await client.post('/books/v3/items', { name: '   ', rate: 1 }), 'name');
    expectInvalid(await client.post('/books/v3/items', { name: 'A' }), 'rate');
    expectInvalid(await client.post('/books/v3/items', { name: 'A', rate: -1 }), 'rate');

    const noExemption = await client.post('/books/v3/items', { name: 'A', rate: 1, is_taxable: false });
    expectInvalid(noExemption, 'tax_exemption_id');
    expect(noExemption.body.message).toContain('is required when the item is not taxable');
    expectInvalid(await client.post('/books/v3/items', { name: 'A', rate: 1, is_taxable: false, tax_exemption_id: '123' }), 'purchase_tax_exemption_id');
    expectInvalid(
      await client.post('/books/v3/items', { name: 'A', rate: 1, is_taxable: false, tax_exemption_id: 'EX-1', purchase_tax_exemption_id: '1' }),
      'tax_exemption_id',
    );

    const edition = await client.post('/books/v3/items', { name: 'A', rate: 1, product_type: 'capital_goods' });
    expectInvalid(edition, 'product_type');
    expect(edition.body.message).toContain('goods, service, digital_service');

    const unknown = await client.post('/books/v3/items', {
      name: 'A',
      rate: 1,
      item_type: 'inventory',
      purchase_rate: 1,
      locations: [{ location_id: '123456789', initial_stock: 1 }],
    });
    expectInvalid(unknown, 'locations[0].location_id');
    expectInvalid(
      await client.post('/books/v3/items', {
        name: 'A',
        rate: 1,
        item_type: 'inventory',
        purchase_rate: 1,
        locations: [{ location_id: foreignLocation, initial_stock: 1 }],
      }),
      'locations[0].location_id',
    );
    const mine = await location(client);
    expectInvalid(
      await client.post('/books/v3/items', {
        name: 'A',
        rate: 1,
        item_type: 'inventory',
        purchase_rate: 1,
        locations: [{ location_id: mine }, { location_id: mine }],
      }),
      'locations[1].location_id',
    );
    expectInvalid(
      await client.post('/books/v3/items', { name: 'A', rate: 1, locations: [{ location_id: mine, initial_stock: 4 }] }),
      'locations[0].initial_stock',
    );
    expectInvalid(
      await client.post('/books/v3/items', {
        name: 'A',
        rate: 1,
        item_type: 'inventory',
        purchase_rate: 1,
        locations: [{ location_id: mine, initial_stock: -4 }],
      }),
      'locations[0].initial_stock',
    );

    expectInvalid(await client.post('/books/v3/items', { name: 'A', rate: 1, account_id: accounts['Rent Expense'] }), 'account_id');
    expectInvalid(await client.post('/books/v3/items', { name: 'A', rate: 1, account_id: other.accounts['Sales'] }), 'account_id');
    expectInvalid(
      await client.post('/books/v3/items', { name: 'A', rate: 1, item_type: 'purchases', purchase_account_id: accounts['Sales'] }),
      'purchase_account_id',
    );
    expectInvalid(
      await client.post('/books/v3/items', { name: 'A', rate: 1, item_type: 'inventory', purchase_rate: 1, inventory_account_id: accounts['Petty Cash'] }),
      'inventory_account_id',
    );
    expectInvalid(await client.post('/books/v3/items', { name: 'A', rate: 1, vendor_id: '123456789' }), 'vendor_id');
    const customer = await client.post('/books/v3/contacts', { contact_name: unique('Customer'), contact_type: 'customer' });
    expectInvalid(await client.post('/books/v3/items', { name: 'A', rate: 1, vendor_id: customer.body.contact.contact_id }), 'vendor_id');

    expectInvalid(
      await client.post('/books/v3/items', { name: 'A', rate: 1, custom_fields: [{ api_name: 'cf_launch_date', value: 'soon' }] }),
      'custom_fields[0].value',
    );
    expectInvalid(
      await client.post('/books/v3/items', { name: 'A', rate: 1, custom_fields: [{ api_name: 'cf_nothing', value: 'x' }] }),
      'custom_fields[0].api_name',
    );
    expectInvalid(
      await client.post('/books/v3/items', { name: 'A', rate: 1, item_tax_preferences: [{ tax_id: '1', tax_specification: 'galactic' }] }),
      'item_tax_preferences[0].tax_specification',
    );

    const theirs = await tax(other.client, { tax_percentage: 5 });
    const retired = await tax(client, { tax_percentage: 12, status: 'inactive' });
    const withheld = await tax(client, { tax_percentage: 2, tax_type: 'tds_tax' });
    const unknownTax = await client.post('/books/v3/items', { name: 'A', rate: 1, tax_id: '123456789' });
    expectInvalid(unknownTax, 'tax_id');
    expect(unknownTax.body.message).toContain('is not a tax of the organization');
    expectInvalid(await client.post('/books/v3/items', { name: 'A', rate: 1, tax_id: theirs.tax_id }), 'tax_id');
    expect((await client.post('/books/v3/items', { name: 'A', rate: 1, tax_id: retired.tax_id })).body.message).toContain('is inactive');
    expectInvalid(await client.post('/books/v3/items', { name: 'A', rate: 1, tax_id: withheld.tax_id }), 'tax_id');
    expectInvalid(
      await client.post('/books/v3/items', { name: 'A', rate: 1, item_tax_preferences: [{ tax_id: theirs.tax_id, tax_specification: 'inter' }] }),
      'item_tax_preferences[0].tax_id',
    );

    const list = await client.get('/books/v3/items');
    expect(list.body.items).toEqual([]);
  });

  it('refuses a second item with the same name or SKU', async () => {
    const { client } = await books();
    await item(client, { name: 'Desk', sku: 'D-1' });
    const sameName = await client.post('/books/v3/items', { name: 'desk', rate: 1 });
    expectFailure(sameName, 1001);
    expect(sameName.body.message).toContain('desk');
    const sameSku = await client.post('/books/v3/items', { name: 'Chair', rate: 1, sku: 'D-1' });
    expect(sameSku.body.code).toBe(1001);
    expect(sameSku.body.message).toContain('SKU');
  });

  it('uses the South African product types in a South African organization only', async () => {
    const { client } = await books({ address: { country: 'South Africa' }, currency_code: 'ZAR' });
    const capital = await item(client, { product_type: 'capital_goods' });
    expect(capital.product_type).toBe('capital_goods');
    expect((await item(client, { product_type: 'capital_service' })).product_type).toBe('capital_service');
    const digital = await client.post('/books/v3/items', { name: 'E-book', rate: 1, product_type: 'digital_service' });
    expectInvalid(digital, 'product_type');
    expect(digital.body.message).toContain('service, goods, capital_service, capital_goods');
    expect(digital.body.message).toContain('ZA');
  });

  it('filters, sorts and pages the list with its page_context', async () => {
    const { client } = await books();
    await item(client, { name: 'Apple juice', rate: 3, sku: 'AJ-1', description: 'Fresh' });
    await item(client, { name: 'Banana bread', rate: 8, sku: 'BB-1' });
    const cherry = await item(client, { name: 'cherry cake', rate: 15, sku: 'CC-1', item_type: 'purchases' });
    await item(client, { name: 'Date syrup', rate: 5.5, sku: 'DS-1', description: 'From fresh dates' });
    await client.post(`/books/v3/items/${cherry.item_id}/inactive`);

    const all = await client.get('/books/v3/items');
    expect(all.body.items.map((i: any) => i.name)).toEqual(['Apple juice', 'Banana bread', 'cherry cake', 'Date syrup']);
    expect(all.body.page_context).toEqual({
      page: 1,
      per_page: 200,
      has_more_page: false,
      sort_column: 'name',
      sort_order: 'A',
      applied_filter: 'Status.All',
      report_name: 'Items',
    });

    const byRate = await client.get('/books/v3/items', { sort_column: 'rate', sort_order: 'D' });
    expect(byRate.body.items.map((i: any) => i.rate)).toEqual([15, 8, 5.5, 3]);
    expect(byRate.body.page_context).toMatchObject({ sort_column: 'rate', sort_order: 'D' });
    const bySku = await client.get('/books/v3/items', { sort_column: 'sku', sort_order: 'D' });
    expect(bySku.body.items.map((i: any) => i.sku)).toEqual(['DS-1', 'CC-1', 'BB-1', 'AJ-1']);
    const byCreated = await client.get('/books/v3/items', { sort_column: 'created_time', sort_order: 'A' });
    expect(byCreated.body.items.map((i: any) => i.name)).toEqual(['Apple juice', 'Banana bread', 'cherry cake', 'Date syrup']);
    const byModified = await client.get('/books/v3/items', { sort_column: 'last_modified_time', sort_order: 'D' });
    expect(byModified.body.items[0].name).toBe('cherry cake');
    expectInvalid(await client.get('/books/v3/items', { sort_column: 'colour' }), 'sort_column');

    const page1 = await client.get('/books/v3/items', { per_page: 3 });
    expect(page1.body.items).toHaveLength(3);
    expect(page1.body.page_context).toMatchObject({ page: 1, per_page: 3, has_more_page: true });
    const page2 = await client.get('/books/v3/items', { per_page: 3, page: 2 });
    expect(page2.body.items.map((i: any) => i.name)).toEqual(['Date syrup']);
    expect(page2.body.page_context).toMatchObject({ page: 2, per_page: 3, has_more_page: false });

    const names = async (query: Record<string, string | number>) => (await client.get('/books/v3/items', query)).body.items.map((i: any) => i.name);
    expect(await names({ filter_by: 'Status.Active' })).toEqual(['Apple juice', 'Banana bread', 'Date syrup']);
    expect(await names({ filter_by: 'Status.Inactive' })).toEqual(['cherry cake']);
    expect(await names({ filter_by: 'ItemType.Purchases' })).toEqual(['cherry cake']);
    expect(await names({ filter_by: 'ItemType.Sales' })).toEqual(['Apple juice', 'Banana bread', 'Date syrup']);
    expect((await client.get('/books/v3/items', { filter_by: 'Status.Inactive' })).body.page_context.applied_filter).toBe('Status.Inactive');
    expectInvalid(await client.get('/books/v3/items', { filter_by: 'Status.Sleeping' }), 'filter_by');
    expect(await names({ search_text: 'fresh' })).toEqual(['Apple juice', 'Date syrup']);
    expect(await names({ search_text: 'bb-' })).toEqual(['Banana bread']);
    expect(await names({ search_text: '%' })).toEqual([]);
    expect(await names({ name: 'CHERRY CAKE' })).toEqual(['cherry cake']);
    expect(await names({ name_startswith: 'ba' })).toEqual(['Banana bread']);
    expect(await names({ name_contains: 'RU' })).toEqual(['Date syrup']);
    expect(await names({ sku: 'AJ-1' })).toEqual(['Apple juice']);
    expect(await names({ rate_greater_than: 5.5 })).toEqual(['Banana bread', 'cherry cake']);
    expect(await names({ rate_greater_equals: 5.5, rate_less_than: 15 })).toEqual(['Banana bread', 'Date syrup']);
    expect(await names({ rate_less_equals: 5.5 })).toEqual(['Apple juice', 'Date syrup']);
    expect(await names({ rate: 8 })).toEqual(['Banana bread']);

    const gql = await client.graphql(
      '{ items(perPage: 2, sortColumn: RATE, filterBy: STATUS_ACTIVE) { nodes { name } pageContext { page perPage hasMorePage sortColumn sortOrder appliedFilter } } }',
    );
    expect(gql.body.data.items).toEqual({
      nodes: [{ name: 'Apple juice' }, { name: 'Date syrup' }],
      pageContext: { page: 1, perPage: 2, hasMorePage: true, sortColumn: 'rate', sortOrder: 'A', appliedFilter: 'Status.Active' },
    });
  });

  it('marks items inactive and active again', async () => {
    const { client } = await books();
    const saved = await item(client);
    const inactive = await client.post(`/books/v3/items/${saved.item_id}/inactive`);
    expectOk(inactive);
    expect(inactive.body).toEqual({ code: 0, message: 'The item has been marked as inactive.' });
    expect((await client.get(`/books/v3/items/${saved.item_id}`)).body.item.status).toBe('inactive');
    const active = await client.post(`/books/v3/items/${saved.item_id}/active`);
    expect(active.body).toEqual({ code: 0, message: 'The item has been marked as active.' });
    expect((await client.get(`/books/v3/items/${saved.item_id}`)).body.item.status).toBe('active');
  });

  it('updates only the fields given and keeps the rules', async () => {
    const { client, accounts } = await books();
    const main = await location(client);
    const field = await customField(client, { label: 'Colour', data_type: 'string' });
    const saved = await item(client, {
      name: 'Lamp',
      description: 'Desk lamp',
      sku: 'L-1',
      item_type: 'inventory',
      purchase_rate: 4,
      custom_fields: [{ api_name: 'cf_colour', value: 'red' }],
    });

    const res = await client.put(`/books/v3/items/${saved.item_id}`, {
      rate: 25,
      description: null,
      is_taxable: false,
      tax_exemption_id: '11',
      purchase_tax_exemption_id: '12',
    });
    expectOk(res);
    expect(res.body.message).toBe('The item details have been updated.');
    expect(res.body.item).toMatchObject({
      name: 'Lamp',
      sku: 'L-1',
      rate: 25,
      description: '',
      is_taxable: false,
      tax_exemption_id: '11',
      custom_fields: [{ customfield_id: field.customfield_id, value: 'red' }],
    });

    const back = await client.put(`/books/v3/items/${saved.item_id}`, { is_taxable: true, custom_fields: [{ api_name: 'cf_colour', value: '' }] });
    expect(back.body.item).toMatchObject({ is_taxable: true, tax_exemption_id: '', purchase_tax_exemption_id: '', custom_fields: [] });

    expectInvalid(await client.put(`/books/v3/items/${saved.item_id}`, { is_taxable: false }), 'tax_exemption_id');
    expectInvalid(await client.put(`/books/v3/items/${saved.item_id}`, { item_type: 'sales' }), 'item_type');
    expectInvalid(await client.put(`/books/v3/items/${saved.item_id}`, { purchase_rate: null }), 'purchase_rate');
    expectInvalid(await client.put(`/books/v3/items/${saved.item_id}`, { account_id: accounts['Accounts Payable'] }), 'account_id');
    expectInvalid(await client.put(`/books/v3/items/${saved.item_id}`, { name: 'y'.repeat(101) }), 'name');

    const stocked = await client.put(`/books/v3/items/${saved.item_id}`, { locations: [{ location_id: main, initial_stock: 6 }] });
    expect(stocked.body.item.locations).toMatchObject([{ location_id: main, location_stock_on_hand: 6 }]);
    const again = await client.put(`/books/v3/items/${saved.item_id}`, { locations: [{ location_id: main, initial_stock: 6 }] });
    expectOk(again);
    expectInvalid(await client.put(`/books/v3/items/${saved.item_id}`, { locations: [{ location_id: main, initial_stock: 9 }] }), 'locations[0].initial_stock');

    const renamed = await client.put(`/books/v3/items/${saved.item_id}`, { name: 'Floor lamp' });
    expect(renamed.body.item).toMatchObject({ name: 'Floor lamp', rate: 25, item_type: 'inventory', purchase_rate: 4 });
    expect(Date.parse(renamed.body.item.last_modified_time.replace(/(\d{2})(\d{2})$/, '$1:$2'))).toBeGreaterThanOrEqual(
      Date.parse(saved.last_modified_time.replace(/(\d{2})(\d{2})$/, '$1:$2')),
    );
  });

  it('deletes an item with its opening stock and custom values', async () => {
    const { client } = await books();
    const main = await location(client);
    const saved = await item(client, { item_type: 'inventory', purchase_rate: 2, locations: [{ location_id: main, initial_stock: 5 }] });
    const res = await client.delete(`/books/v3/items/${saved.item_id}`);
    expectOk(res);
    expect(res.body).toEqual({ code: 0, message: 'The item has been deleted.' });
    const gone = await client.get(`/books/v3/items/${saved.item_id}`);
    expectFailure(gone, 1002, 404);
    expectFailure(await client.get(`/inventory/v1/items/${saved.item_id}/stock`), 1002, 404);
    expect((await client.delete(`/books/v3/items/${saved.item_id}`)).body.code).toBe(1002);
    expect((await client.get('/books/v3/items/not-a-number')).body.code).toBe(1002);
  });

  it('updates by a unique custom field, creates with X-Upsert, and answers 404 otherwise', async () => {
    const { client } = await books();
    const serial = await customField(client, { label: 'Serial', data_type: 'string', is_unique: true });
    await customField(client, { label: 'Notes', data_type: 'string' });
    const saved = await item(client, { name: 'Router', custom_fields: [{ api_name: 'cf_serial', value: 'R-100' }] });
    const put = (headers: Record<string, string>, body: unknown) => client.request('PUT', '/books/v3/items', { body, headers });

    const updated = await put({ 'X-Unique-Identifier-Key': 'cf_serial', 'X-Unique-Identifier-Value': 'R-100' }, { rate: 99 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.item).toMatchObject({ item_id: saved.item_id, name: 'Router', rate: 99 });

    const missing = await put({ 'X-Unique-Identifier-Key': 'cf_serial', 'X-Unique-Identifier-Value': 'R-200' }, { name: 'Switch', rate: 5 });
    expectFailure(missing, 1002, 404);
    const notUpsert = await put(
      { 'X-Unique-Identifier-Key': 'cf_serial', 'X-Unique-Identifier-Value': 'R-200', 'X-Upsert': 'false' },
      { name: 'Switch', rate: 5 },
    );
    expect(notUpsert.status).toBe(404);

    const insufficient = await put({ 'X-Unique-Identifier-Key': 'cf_serial', 'X-Unique-Identifier-Value': 'R-200', 'X-Upsert': 'true' }, { rate: 5 });
    expectInvalid(insufficient, 'name');
    const created = await put(
      { 'X-Unique-Identifier-Key': 'cf_serial', 'X-Unique-Identifier-Value': 'R-200', 'X-Upsert': 'true' },
      { name: 'Switch', rate: 5 },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.item).toMatchObject({ name: 'Switch', rate: 5, custom_fields: [{ customfield_id: serial.customfield_id, value: 'R-200' }] });
    expect(created.body.item.item_id).not.toBe(saved.item_id);
    const upsertAgain = await put({ 'X-Unique-Identifier-Key': 'cf_serial', 'X-Unique-Identifier-Value': 'R-200', 'X-Upsert': 'true' }, { rate: 6 });
    expect(upsertAgain.body.item).toMatchObject({ item_id: created.body.item.item_id, rate: 6 });

    const taken = await put(
      { 'X-Unique-Identifier-Key': 'cf_serial', 'X-Unique-Identifier-Value': 'R-200' },
      { custom_fields: [{ api_name: 'cf_serial', value: 'R-100' }] },
    );
    expectFailure(taken, 1001);
    expect(taken.body.message).toContain('cf_serial');

    expectInvalid(await put({ 'X-Unique-Identifier-Key': 'cf_notes', 'X-Unique-Identifier-Value': 'x' }, { rate: 1 }), 'unique_identifier_key');
    expectInvalid(await put({ 'X-Unique-Identifier-Key': 'cf_unknown', 'X-Unique-Identifier-Value': 'x' }, { rate: 1 }), 'unique_identifier_key');
    expectInvalid(await put({ 'X-Unique-Identifier-Value': 'x' }, { rate: 1 }), 'x-unique-identifier-key');

    const gql = await client.graphql(
      'mutation ($v: String!) { updateItemByUniqueField(uniqueIdentifierKey: "cf_serial", uniqueIdentifierValue: $v, input: { unit: "box" }) { item { itemId unit } } }',
      { v: 'R-100' },
    );
    expect(gql.body.data.updateItemByUniqueField.item).toEqual({ itemId: saved.item_id, unit: 'box' });
  });

  it('refuses a unique custom field value another item holds, on create and update', async () => {
    const { client } = await books();
    await customField(client, { label: 'Barcode', data_type: 'number', is_unique: true });
    const first = await item(client, { custom_fields: [{ api_name: 'cf_barcode', value: '4006381333931' }] });
    const second = await item(client);

    const dupCreate = await client.post('/books/v3/items', { name: unique('I'), rate: 1, custom_fields: [{ api_name: 'cf_barcode', value: '4006381333931' }] });
    expectFailure(dupCreate, 1001);
    const dupUpdate = await client.put(`/books/v3/items/${second.item_id}`, { custom_fields: [{ api_name: 'cf_barcode', value: '04006381333931' }] });
    expectFailure(dupUpdate, 1001);
    const same = await client.put(`/books/v3/items/${first.item_id}`, { custom_fields: [{ api_name: 'cf_barcode', value: '4006381333931' }] });
    expectOk(same);

    // The database refuses it too, not only the service's check.
    const field = (await client.get('/books/v3/settings/customfields')).body.customfields[0];
    await expect(
      platform.database.query(
        'insert into accounting.custom_field_values (organization_id, customfield_id, record_id, value, unique_value) select organization_id, customfield_id, $1, value, unique_value from accounting.custom_field_values where customfield_id = $2',
        [second.item_id, field.customfield_id],
      ),
    ).rejects.toThrow(/custom_field_values_unique/);

    const other = await books();
    const elsewhere = await customField(other.client, { label: 'Barcode', data_type: 'number', is_unique: true });
    const otherItem = await item(other.client, { custom_fields: [{ customfield_id: elsewhere.customfield_id, value: '4006381333931' }] });
    expect(otherItem.custom_fields[0].value).toBe('4006381333931');
  });

  it('keeps custom field definitions per organization', async () => {
    const { client } = await books();
    const field = await customField(client, { label: 'Grade', data_type: 'check_box' });
    expectInvalid(await client.post('/books/v3/settings/customfields', { label: 'Grade', data_type: 'colour' }), 'data_type');
    expectInvalid(await client.post('/books/v3/settings/customfields', { label: 'Grade', api_name: 'Grade', data_type: 'string' }), 'api_name');
    const dup = await client.post('/books/v3/settings/customfields', { label: 'Grade', data_type: 'string' });
    expect(dup.body.code).toBe(1001);
    const one = await client.get(`/books/v3/settings/customfields/${field.customfield_id}`);
    expect(one.body.customfield).toEqual(field);
    const list = await client.get('/books/v3/settings/customfields', { entity: 'item' });
    expect(list.body.customfields).toEqual([field]);
    const saved = await item(client, { custom_fields: [{ api_name: 'cf_grade', value: 'TRUE' }] });
    expect(saved.custom_fields[0].value).toBe('true');

    const other = await books();
    expectFailure(await other.client.get(`/books/v3/settings/customfields/${field.customfield_id}`), 1002, 404);
    expectFailure(await other.client.delete(`/books/v3/settings/customfields/${field.customfield_id}`), 1002, 404);
    expectInvalid(
      await other.client.post('/books/v3/items', { name: 'A', rate: 1, custom_fields: [{ customfield_id: field.customfield_id, value: 'true' }] }),
      'custom_fields[0].customfield_id',
    );

    const deleted = await client.delete(`/books/v3/settings/customfields/${field.customfield_id}`);
    expect(deleted.body).toEqual({ code: 0, message: 'The custom field has been deleted.' });
    expect((await client.get(`/books/v3/items/${saved.item_id}`)).body.item.custom_fields).toEqual([]);
  });

  it("does not let another organization read, change or delete an organization's items by id", async () => {
    const owner = await books();
    const main = await location(owner.client);
    const saved = await item(owner.client, { item_type: 'inventory', purchase_rate: 1, locations: [{ location_id: main, initial_stock: 2 }] });
    const stranger = await books();
    const expectMissing = (res: Response) => {
      expectFailure(res, 1002, 404);
    };
    expectMissing(await stranger.client.get(`/books/v3/items/${saved.item_id}`));
    expectMissing(await stranger.client.put(`/books/v3/items/${saved.item_id}`, { name: 'Mine now', rate: 0 }));
    expectMissing(await stranger.client.delete(`/books/v3/items/${saved.item_id}`));
    expectMissing(await stranger.client.post(`/books/v3/items/${saved.item_id}/inactive`));
    expectMissing(await stranger.client.post(`/books/v3/items/${saved.item_id}/active`));
    expectMissing(await stranger.client.get(`/inventory/v1/items/${saved.item_id}/stock`));
    expect((await stranger.client.get('/books/v3/items')).body.items).toEqual([]);
    const gql = await stranger.client.graphql('query ($id: ID!) { item(itemId: $id) { itemId } }', { id: saved.item_id });
    expect(gql.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const gqlDelete = await stranger.client.graphql('mutation ($id: ID!) { deleteItem(itemId: $id) { itemId } }', { id: saved.item_id });
    expect(gqlDelete.body.errors?.[0].extensions.code).toBe('NOT_FOUND');

    // The owner's organization, asked for with the stranger's token, is refused outright.
    const crossed = await stranger.client.in(owner.organizationId).get(`/books/v3/items/${saved.item_id}`);
    expectFailure(crossed, 6041, 401);

    const intact = await owner.client.get(`/books/v3/items/${saved.item_id}`);
    expect(intact.body.item).toMatchObject({ name: saved.name, status: 'active', locations: [{ location_stock_on_hand: 2 }] });
  });

  it('reads and builds only what a list selects: each field alone answers as in the whole entry', async () => {
    const { client, accounts } = await books();
    const main = await location(client);
    await customField(client, { label: 'Code', data_type: 'string' });
    const vat = await tax(client, { tax_percentage: 20 });
    const vendor = await client.post('/books/v3/contacts', { contact_name: unique('Vendor'), contact_type: 'vendor' });
    expectOk(vendor, 201);
    await item(client, {
      name: 'A stocked item',
      sku: 'SKU-1',
      description: 'Stocked',
      unit: 'pcs',
      item_type: 'inventory',
      purchase_rate: 4,
      purchase_description: 'Bought in bulk',
      vendor_id: vendor.body.contact.contact_id,
      account_id: accounts.Sales,
      custom_fields: [{ api_name: 'cf_code', value: 'C-1' }],
      locations: [{ location_id: main, initial_stock: 3 }],
      tax_id: vat.tax_id,
      reorder_level: 2,
    });
    await item(client, { name: 'B plain service', product_type: 'service' });
    const list = (nodes: string) => `{ items(perPage: 200, sortColumn: NAME, sortOrder: A) { nodes ${nodes} } }`;
    const entries = await expectEachFieldAlone(
      client,
      'Item',
      list,
      (data) => data.items.nodes,
      (e, selection) => `{ item(itemId: "${e.itemId}") ${selection} }`,
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ sku: 'SKU-1', vendorName: vendor.body.contact.contact_name, accountName: 'Sales', customFields: [{ value: 'C-1' }] });
  });

  it('lists 200 items with as many SQL statements as 5', async () => {
    const { client } = await books();
    const main = await location(client);
    await customField(client, { label: 'Code', data_type: 'string', is_unique: true });
    // Each item's tax comes from the erp subgraph: a simple tax and a group, to batch both kinds.
    const vat = await tax(client, { tax_percentage: 20 });
    const group = await tax(client, {
      tax_type: 'tax_group',
      tax_ids: [vat.tax_id, (await tax(client, { tax_percentage: 5, tax_type: 'compound_tax' })).tax_id],
    });
    // Each item names a vendor of two, so their names are read in a batch too.
    const vendors: string[] = [];
    for (const name of ['Bulk Vendor A', 'Bulk Vendor B']) {
      const vendor = await client.post('/books/v3/contacts', { contact_name: name, contact_type: 'vendor' });
      expectOk(vendor, 201);
      vendors.push(vendor.body.contact.contact_id);
    }
    let created = 0;
    const createMore = async (count: number) => {
      for (let i = 0; i < count; i++, created++) {
        await item(client, {
          name: `Bulk ${String(created).padStart(3, '0')}`,
          vendor_id: vendors[created % 2],
          item_type: 'inventory',
          purchase_rate: 1,
          custom_fields: [{ api_name: 'cf_code', value: `C-${created}` }],
          locations: [{ location_id: main, initial_stock: created + 1 }],
          tax_id: created % 2 ? group.tax_id : vat.tax_id,
        });
      }
    };
    const countList = async () => {
      const { value: res, sql } = await platform.statementsDuring(() => client.get('/books/v3/items', { per_page: 200 }));
      expectOk(res);
      return { used: sql.length, items: res.body.items };
    };
    // The same page over GraphQL, selecting what the REST list entries (the family's summary) leave
    // out: the vendor's and accounts' names and the stock at each location.
    const countFull = async () => {
      const { value: res, sql } = await platform.statementsDuring(() =>
        client.graphql(
          `{ items(perPage: 200) { nodes {
          itemId name vendorName accountName inventoryAccountName
          customFields { value }
          locations { locationId locationStockOnHand }
          taxId taxName taxPercentage taxType
        } } }`,
        ),
      );
      expect(res.body.errors).toBeUndefined();
      return { used: sql.length, items: res.body.data.items.nodes };
    };
    await createMore(5);
    const five = await countList();
    expect(five.items).toHaveLength(5);
    const fiveFull = await countFull();
    expect(fiveFull.items).toHaveLength(5);
    await createMore(195);
    const many = await countList();
    expect(many.items).toHaveLength(200);
    expect(many.items[199]).toMatchObject({
      name: 'Bulk 199',
      custom_fields: [{ value: 'C-199' }],
      tax_name: group.tax_name,
      tax_percentage: '25',
      tax_type: 'tax_group',
    });
    expect(many.items[198]).toMatchObject({ tax_id: vat.tax_id, tax_percentage: '20', tax_type: 'tax' });
    expect(many.used).toBe(five.used);
    const manyFull = await countFull();
    expect(manyFull.items).toHaveLength(200);
    expect(manyFull.items[199]).toMatchObject({
      name: 'Bulk 199',
      vendorName: 'Bulk Vendor B',
      accountName: 'Sales',
      inventoryAccountName: 'Inventory Asset',
      customFields: [{ value: 'C-199' }],
      locations: [{ locationId: main, locationStockOnHand: 200 }],
      taxName: group.tax_name,
      taxPercentage: '25',
      taxType: 'TAX_GROUP',
    });
    expect(manyFull.items[198]).toMatchObject({ taxId: vat.tax_id, taxPercentage: '20', taxType: 'TAX' });
    expect(manyFull.used).toBe(fiveFull.used);
  });
});
