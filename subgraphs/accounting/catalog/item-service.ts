import { type SQL, and, eq, gt, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { items } from '../../../drizzle/tables/accounting/items.ts';
import { contactNames, requireContact } from '../parties/contact-store.ts';
import { forgetItem, recordOpeningStock } from './item-hooks.ts';
import { checkTax, findTaxes } from '../../erp/api.ts';
import { ACCOUNT_TYPES } from '../../core/books/chart.ts';
import { type AccountRule, checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { fromEnum, toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { dec, toDb } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { ReferenceRegistry } from '../../core/books/references.ts';
import { anyId, columnsOf, orderOf, rowById, searchOf, selectPage, textFilters, window } from '../../core/request/scoped.ts';
import { enumField, fieldView, wants, timeField } from '../../core/request/selection.ts';
import type { Scope } from '../../core/request/scope.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import type {
  CreateItemInput,
  Item,
  ItemFilter,
  ItemProductType,
  ItemTaxSpecification,
  ItemType,
  QueryItemsArgs,
  UpdateItemInput,
} from '../generated/graphql.ts';
import { UNIQUE_VALUE_INDEX, deleteValuesOf, findByUniqueValue, resolveValues, uniqueValueTaken, valuesOf, writeValues } from '../shared/custom-fields.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type ItemRow = typeof items.$inferSelect;

/** Whoever refers to items (price lists, documents' lines) registers here; delete consults it. */
export const itemReferences = new ReferenceRegistry('item');
type Fields = Omit<typeof items.$inferInsert, 'id' | 'organizationId' | 'status' | 'createdAt' | 'updatedAt'>;

/** product_type values per edition (the organization's ISO country code). */
const PRODUCT_TYPES: Record<string, readonly ItemProductType[]> = {
  ZA: ['SERVICE', 'GOODS', 'CAPITAL_SERVICE', 'CAPITAL_GOODS'],
};
const DEFAULT_PRODUCT_TYPES: readonly ItemProductType[] = ['GOODS', 'SERVICE', 'DIGITAL_SERVICE'];

export function productTypesOf(edition: string): readonly ItemProductType[] {
  return PRODUCT_TYPES[edition] ?? DEFAULT_PRODUCT_TYPES;
}

const SOLD: readonly ItemType[] = ['SALES', 'SALES_AND_PURCHASES', 'INVENTORY'];
const BOUGHT: readonly ItemType[] = ['PURCHASES', 'SALES_AND_PURCHASES', 'INVENTORY'];
const STOCKABLE: readonly ItemProductType[] = ['GOODS', 'CAPITAL_GOODS'];

const FILTERS: Record<ItemFilter, { wire: string; condition?: SQL }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_ACTIVE: { wire: 'Status.Active', condition: eq(items.status, 'active') },
  STATUS_INACTIVE: { wire: 'Status.Inactive', condition: eq(items.status, 'inactive') },
  ITEM_TYPE_SALES: { wire: 'ItemType.Sales', condition: eq(items.itemType, 'sales') },
  ITEM_TYPE_PURCHASES: { wire: 'ItemType.Purchases', condition: eq(items.itemType, 'purchases') },
  ITEM_TYPE_SALES_AND_PURCHASES: { wire: 'ItemType.SalesAndPurchases', condition: eq(items.itemType, 'sales_and_purchases') },
  ITEM_TYPE_INVENTORY: { wire: 'ItemType.Inventory', condition: eq(items.itemType, 'inventory') },
};

const SORT_COLUMNS = {
  name: sql`lower(${items.name})`,
  rate: items.rate,
  sku: items.sku,
  created_time: items.createdAt,
  last_modified_time: items.updatedAt,
};

/** Names of the accounts and vendors items refer to, by id. */
interface ItemNames {
  accounts: Map<string, string>;
  vendors: Map<string, string>;
}

/** What an item's fields are made of besides its row. */
interface ItemContext {
  customFields: Item['customFields'];
  names: ItemNames;
  timeZone: string;
}

const named = (column: 'accountId' | 'purchaseAccountId' | 'inventoryAccountId' | 'vendorId', of: keyof ItemNames) => ({
  reads: [column],
  value: (row: ItemRow, { names }: ItemContext) => (row[column] ? (names[of].get(row[column]) ?? null) : null),
});

/** Every field of an item and the columns it reads: a list reads and builds only the fields its operation selects. */
const ITEM_VIEW = fieldView<ItemRow, ItemContext, Item>(
  {
    itemId: 'id',
    name: 'name',
    status: enumField('status', false),
    description: 'description',
    rate: 'rate',
    unit: 'unit',
    sku: 'sku',
    productType: enumField('productType', false),
    itemType: enumField('itemType', false),
    taxId: 'taxId',
    purchaseTaxRuleId: 'purchaseTaxRuleId',
    salesTaxRuleId: 'salesTaxRuleId',
    upc: 'upc',
    ean: 'ean',
    isbn: 'isbn',
    partNumber: 'partNumber',
    hsnOrSac: 'hsnOrSac',
    satItemKeyCode: 'satItemKeyCode',
    unitkeyCode: 'unitkeyCode',
    isTaxable: 'isTaxable',
    taxExemptionId: 'taxExemptionId',
    purchaseTaxExemptionId: 'purchaseTaxExemptionId',
    accountId: 'accountId',
    accountName: named('accountId', 'accounts'),
    avataxTaxCode: 'avataxTaxCode',
    avataxUseCode: 'avataxUseCode',
    purchaseDescription: 'purchaseDescription',
    purchaseRate: 'purchaseRate',
    // Its own rate; read under a price list, that list's (underPricebook).
    pricebookRate: 'rate',
    purchaseAccountId: 'purchaseAccountId',
    purchaseAccountName: named('purchaseAccountId', 'accounts'),
    inventoryAccountId: 'inventoryAccountId',
    inventoryAccountName: named('inventoryAccountId', 'accounts'),
    vendorId: 'vendorId',
    vendorName: named('vendorId', 'vendors'),
    reorderLevel: 'reorderLevel',
    itemTaxPreferences: {
      reads: ['taxPreferences'],
      value: (row) => row.taxPreferences.map((p) => ({ taxId: p.tax_id, taxSpecification: toEnum<ItemTaxSpecification>(p.tax_specification) })),
    },
    customFields: { reads: [], value: (_row, { customFields }) => customFields },
    createdTime: timeField('createdAt'),
    lastModifiedTime: timeField('updatedAt'),
  },
  // Custom field values go by the item's id.
  ['id'],
);

/**
 * Items with their custom field values and the names of the accounts and vendor they name: at
 * most four statements for any number of rows.
 */
export async function itemViews(db: Executor, org: OrganizationRow, rows: readonly ItemRow[], selected?: ReadonlySet<string>): Promise<Item[]> {
  // What the selection (selectedFields) shows no field of is not read.
  const accountIds = wants(selected, 'accountName', 'purchaseAccountName', 'inventoryAccountName')
    ? [...new Set(rows.flatMap((r) => [r.accountId, r.purchaseAccountId, r.inventoryAccountId]).filter((id): id is string => id != null))]
    : [];
  const vendorIds = wants(selected, 'vendorName') ? [...new Set(rows.map((r) => r.vendorId).filter((id): id is string => id != null))] : [];
  const [values, accountRows, vendors] = await Promise.all([
    wants(selected, 'customFields')
      ? valuesOf(
          db,
          org.id,
          rows.map((r) => r.id),
        )
      : new Map<string, Item['customFields']>(),
    findAccounts(db, org.id, { ids: accountIds }),
    contactNames(db, org.id, vendorIds),
  ]);
  const names: ItemNames = {
    accounts: new Map(accountRows.map((a) => [a.id, a.accountName])),
    vendors,
  };
  const build = ITEM_VIEW.builder(selected);
  return rows.map((row) => build(row, { customFields: values.get(row.id) ?? [], names, timeZone: org.timeZone }));
}

export async function itemsById(db: Executor, org: OrganizationRow, ids: readonly string[]): Promise<Map<string, Item>> {
  const wanted = [...new Set(ids.filter(isId))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select()
    .from(items)
    .where(inOrg(items, org.id, anyId(items.id, wanted)));
  return new Map((await itemViews(db, org, rows)).map((item) => [item.itemId, item]));
}

/** `lock` holds the row for the rest of the transaction: writers of one item take turns. */
const itemById = rowById(items, 'kontor_item');

async function findRow(db: Executor, organizationId: string, itemId: string, options: { lock?: boolean } = {}): Promise<ItemRow> {
  if (!isId(itemId)) throw notFound('The item');
  const row = options.lock
    ? (
        await db
          .select()
          .from(items)
          .where(inOrg(items, organizationId, eq(items.id, itemId)))
          .for('update')
      )[0]
    : await itemById(db, organizationId, itemId);
  if (!row) throw notFound('The item');
  return row;
}

async function itemView(db: Executor, org: OrganizationRow, itemId: string): Promise<Item> {
  const [item] = await itemViews(db, org, [await findRow(db, org.id, itemId)]);
  return item;
}

export function getItem(scope: Scope, itemId: string): Promise<Item> {
  return itemView(scope.db, scope.org, itemId);
}

export async function itemExists(db: Executor, organizationId: string, itemId: string): Promise<boolean> {
  if (!isId(itemId)) return false;
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(inOrg(items, organizationId, eq(items.id, itemId)));
  return !!row;
}

export async function listItems(scope: Scope, args: QueryItemsArgs, page: Page, selected?: ReadonlySet<string>) {
  const { db, org } = scope;
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const conditions: (SQL | undefined)[] = [
    filter.condition,
    searchOf([items.name, items.sku, items.description], args.searchText),
    ...textFilters(items.name, { equals: args.name, startsWith: args.nameStartswith, contains: args.nameContains }),
  ];
  if (args.sku) conditions.push(eq(items.sku, args.sku));
  if (args.rate != null) conditions.push(eq(items.rate, args.rate));
  if (args.rateLessThan != null) conditions.push(lt(items.rate, args.rateLessThan));
  if (args.rateLessEquals != null) conditions.push(lte(items.rate, args.rateLessEquals));
  if (args.rateGreaterThan != null) conditions.push(gt(items.rate, args.rateGreaterThan));
  if (args.rateGreaterEquals != null) conditions.push(gte(items.rate, args.rateGreaterEquals));
  const sort = orderOf(SORT_COLUMNS, items.id, args.sortColumn?.toLowerCase(), args.sortOrder, { column: 'name', order: 'A' });
  const rows = await selectPage(db, items, org.id, columnsOf(items, ITEM_VIEW.reads(selected)), and(...conditions), {
    orderBy: sort.orderBy,
    ...window(page),
  });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    itemViews(db, org, nodes, selected),
  );
}

const TEXT_FIELDS = [
  'description',
  'unit',
  'sku',
  'upc',
  'ean',
  'isbn',
  'partNumber',
  'hsnOrSac',
  'satItemKeyCode',
  'unitkeyCode',
  'avataxTaxCode',
  'avataxUseCode',
  'purchaseDescription',
] as const;
const ID_FIELDS = [
  'taxId',
  'purchaseTaxRuleId',
  'salesTaxRuleId',
  'taxExemptionId',
  'purchaseTaxExemptionId',
  'accountId',
  'purchaseAccountId',
  'inventoryAccountId',
  'vendorId',
] as const;
const DECIMAL_FIELDS = ['purchaseRate', 'reorderLevel'] as const;

/**
 * The columns an input leads to, on top of `base` (the stored item on update). An absent field
 * keeps its value; null clears an optional one (required ones cannot be cleared, so null keeps them).
 */
function fieldsOf(input: CreateItemInput | UpdateItemInput, base: Fields): Fields {
  const fields: Fields = { ...base };
  if (input.name != null) fields.name = input.name.trim();
  if (input.rate != null) fields.rate = toDb(input.rate);
  if (input.productType != null) fields.productType = input.productType.toLowerCase();
  if (input.itemType != null) fields.itemType = input.itemType.toLowerCase();
  if (input.isTaxable != null) fields.isTaxable = input.isTaxable;
  for (const key of TEXT_FIELDS) {
    const value = input[key];
    if (value !== undefined) fields[key] = value === null || value.trim() === '' ? null : key === 'sku' ? value.trim() : value;
  }
  for (const key of ID_FIELDS) {
    const value = input[key];
    if (value === undefined) continue;
    if (value !== null && !isId(value)) throw invalid(['input', key], 'must be an id (digits)');
    fields[key] = value;
  }
  for (const key of DECIMAL_FIELDS) {
    const value = input[key];
    if (value !== undefined) fields[key] = value === null ? null : toDb(value);
  }
  if (input.itemTaxPreferences !== undefined) {
    const specifications = new Set<string>();
    fields.taxPreferences = (input.itemTaxPreferences ?? []).map((preference, i) => {
      if (!isId(preference.taxId)) throw invalid(['input', 'itemTaxPreferences', i, 'taxId'], 'must be an id (digits)');
      const specification = fromEnum(preference.taxSpecification);
      if (specifications.has(specification)) throw invalid(['input', 'itemTaxPreferences', i, 'taxSpecification'], 'is given for a second preference');
      specifications.add(specification);
      return { tax_id: preference.taxId, tax_specification: specification };
    });
  }
  return fields;
}

interface Check {
  scope: Scope;
  input: CreateItemInput | UpdateItemInput;
  /** The item as stored, on update. */
  previous?: ItemRow;
}

/** Rules that need no database; the fields are final once these pass. */
function checkRules(fields: Fields, { scope: { org }, input, previous }: Check): void {
  if (!fields.name) throw invalid(['input', 'name'], 'must not be blank');
  const productType = toEnum<ItemProductType>(fields.productType);
  const itemType = toEnum<ItemType>(fields.itemType);
  const allowed = productTypesOf(org.edition);
  if (input.productType != null && !allowed.includes(input.productType)) {
    throw invalid(['input', 'productType'], `must be one of ${allowed.map((t) => t.toLowerCase()).join(', ')} in the organization's edition (${org.edition})`);
  }
  if (previous?.itemType === 'inventory' && itemType !== 'INVENTORY') {
    throw invalid(['input', 'itemType'], 'an inventory item keeps its stock ledger and cannot become a non-inventory item');
  }
  if (itemType === 'INVENTORY') {
    if (!STOCKABLE.includes(productType)) throw invalid(['input', 'productType'], 'must be goods or capital_goods for an inventory item');
    if (fields.purchaseRate == null) throw invalid(['input', 'purchaseRate'], 'is required for an inventory item');
  }
  if (fields.isTaxable === false) {
    if (!fields.taxExemptionId) throw invalid(['input', 'taxExemptionId'], 'is required when the item is not taxable');
    if (!fields.purchaseTaxExemptionId) throw invalid(['input', 'purchaseTaxExemptionId'], 'is required when the item is not taxable');
  } else {
    fields.taxExemptionId = null;
    fields.purchaseTaxExemptionId = null;
  }
  (input.locations ?? []).forEach((location, i) => {
    if (location.initialStock != null && dec(location.initialStock).gt(0) && itemType !== 'INVENTORY') {
      throw invalid(['input', 'locations', i, 'initialStock'], 'needs item_type inventory: only inventory items keep stock');
    }
  });
}

const ACCOUNT_RULES: Record<
  'accountId' | 'purchaseAccountId' | 'inventoryAccountId',
  AccountRule & { role: string; column: string; defaultKey: string; when: readonly ItemType[] }
> = {
  accountId: { types: ACCOUNT_TYPES.income, typesText: 'an income account', role: 'income account', column: 'account_id', defaultKey: 'sales', when: SOLD },
  purchaseAccountId: {
    types: ACCOUNT_TYPES.expense,
    typesText: 'an expense or cost of goods sold account',
    role: 'purchase account',
    column: 'purchase_account_id',
    defaultKey: 'cost_of_goods_sold',
    when: BOUGHT,
  },
  inventoryAccountId: {
    types: ['stock'],
    typesText: 'a stock account',
    role: 'inventory account',
    column: 'inventory_account_id',
    defaultKey: 'inventory',
    when: ['INVENTORY'],
  },
};
const ACCOUNT_KEYS = Object.keys(ACCOUNT_RULES) as (keyof typeof ACCOUNT_RULES)[];

/**
 * Accounts named by the input must be active accounts of the organization's chart of the right
 * kind; an account the item needs but lacks defaults to the system one. One statement, which
 * holds the accounts until the item commits (see `accountReferences`).
 */
async function checkAccounts(tx: Tx, fields: Fields, { scope: { org }, input }: Check): Promise<void> {
  const itemType = toEnum<ItemType>(fields.itemType);
  const given = ACCOUNT_KEYS.filter((key) => input[key] != null);
  const defaulted = ACCOUNT_KEYS.filter((key) => fields[key] == null && ACCOUNT_RULES[key].when.includes(itemType));
  if (!given.length && !defaulted.length) return;
  const found = await findAccounts(
    tx,
    org.id,
    { ids: given.map((key) => fields[key]!), systemKeys: defaulted.map((key) => ACCOUNT_RULES[key].defaultKey) },
    { lock: true },
  );
  for (const key of given)
    checkAccount(
      found.find((a) => a.id === fields[key]),
      ['input', key],
      ACCOUNT_RULES[key],
    );
  for (const key of defaulted) fields[key] = found.find((a) => a.systemKey === ACCOUNT_RULES[key].defaultKey)?.id ?? null;
}

/**
 * The default tax and the taxes of the preferences must be active taxes or tax groups of the
 * organization (erp). One statement for all of them, which holds them until the item commits.
 */
async function checkTaxes(tx: Tx, { scope: { org }, input }: Check): Promise<void> {
  const preferences = input.itemTaxPreferences ?? [];
  const ids = [...(input.taxId != null ? [input.taxId] : []), ...preferences.map((p) => p.taxId)];
  if (!ids.length) return;
  const found = await findTaxes(tx, org.id, ids, { lock: true });
  if (input.taxId != null) checkTax(found.get(input.taxId), ['input', 'taxId']);
  preferences.forEach((p, i) => checkTax(found.get(p.taxId), ['input', 'itemTaxPreferences', i, 'taxId']));
}

/** The first item using a tax as its default tax or in a tax preference, for `taxReferences`. */
export async function itemUsingTax(tx: Tx, organizationId: string, taxId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: items.name, taxId: items.taxId })
    .from(items)
    .where(inOrg(items, organizationId, or(eq(items.taxId, taxId), sql`${items.taxPreferences} @> ${JSON.stringify([{ tax_id: taxId }])}::jsonb`)))
    .orderBy(items.id)
    .limit(1);
  if (!row) return undefined;
  return row.taxId === taxId ? `the default tax (tax_id) of the item "${row.name}"` : `a tax preference (item_tax_preferences) of the item "${row.name}"`;
}

/** The preferred vendor must be an active vendor contact of the organization. */
async function checkVendor(tx: Tx, fields: Fields, { scope: { org }, input }: Check): Promise<void> {
  if (input.vendorId == null) return;
  fields.vendorId = (await requireContact(tx, org.id, input.vendorId, ['input', 'vendorId'], { contactType: 'vendor' })).id;
}

/** The first item using an account as one of its accounts, for `accountReferences`. */
export async function itemUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: items.name, accountId: items.accountId, purchaseAccountId: items.purchaseAccountId, inventoryAccountId: items.inventoryAccountId })
    .from(items)
    .where(inOrg(items, organizationId, or(...ACCOUNT_KEYS.map((key) => eq(items[key], accountId)))))
    .orderBy(items.id)
    .limit(1);
  if (!row) return undefined;
  const rule = ACCOUNT_RULES[ACCOUNT_KEYS.find((key) => row[key] === accountId)!];
  return `the ${rule.role} (${rule.column}) of the item "${row.name}"`;
}

/** The first item naming a contact as its preferred vendor, for `contactReferences`. */
export async function itemNamingVendor(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: items.name })
    .from(items)
    .where(inOrg(items, organizationId, eq(items.vendorId, contactId)))
    .orderBy(items.id)
    .limit(1);
  return row && `the preferred vendor (vendor_id) of the item "${row.name}"`;
}

async function checkAndWrite(tx: Tx, itemId: string, fields: Fields, check: Check): Promise<void> {
  const { org, now, today } = check.scope;
  await checkAccounts(tx, fields, check);
  await checkTaxes(tx, check);
  await checkVendor(tx, fields, check);
  const values = await resolveValues(tx, org.id, 'item', check.input.customFields, ['input', 'customFields']);
  if (check.previous) {
    await tx
      .update(items)
      .set({ ...fields, updatedAt: now })
      .where(inOrg(items, org.id, eq(items.id, itemId)));
  } else {
    await tx.insert(items).values({ ...fields, id: itemId, organizationId: org.id, createdAt: now, updatedAt: now });
  }
  await writeValues(tx, org.id, itemId, values, 'item');
  const lines = (check.input.locations ?? []).map((location) => ({
    locationId: location.locationId,
    initialStock: location.initialStock,
    initialStockRate: location.initialStockRate ?? fields.purchaseRate,
  }));
  await recordOpeningStock(tx, org.id, itemId, lines, { date: today, field: ['input', 'locations'] });
}

/** Unique indexes of items turned into the errors a client can act on. */
function refusingDuplicates<T>(given: Pick<UpdateItemInput, 'name' | 'sku'>, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    items_org_name: () => new KontorError('DUPLICATE', `An item named "${given.name?.trim()}" already exists.`, { field: ['input', 'name'] }),
    items_org_sku: () => new KontorError('DUPLICATE', `The SKU "${given.sku?.trim()}" is already used by another item.`, { field: ['input', 'sku'] }),
    [UNIQUE_VALUE_INDEX]: () => uniqueValueTaken('item'),
  });
}

const NEW_ITEM: Omit<Fields, 'name' | 'rate'> = { productType: 'goods', itemType: 'sales', isTaxable: true, taxPreferences: [] };

/** Creates an item with its custom field values and opening stock, in one transaction. */
export async function createItem(scope: Scope, input: CreateItemInput): Promise<Item> {
  const check: Check = { scope, input };
  const fields = fieldsOf(input, { ...NEW_ITEM, name: '', rate: '0' });
  checkRules(fields, check);
  return refusingDuplicates(input, () =>
    scope.db.transaction(async (tx) => {
      const itemId = newId();
      await checkAndWrite(tx, itemId, fields, check);
      return itemView(tx, scope.org, itemId);
    }),
  );
}

export async function updateItem(scope: Scope, itemId: string, input: UpdateItemInput): Promise<Item> {
  return refusingDuplicates(input, () =>
    scope.db.transaction(async (tx) => {
      const previous = await findRow(tx, scope.org.id, itemId, { lock: true });
      const { id: _id, organizationId: _org, status: _status, createdAt: _created, updatedAt: _updated, ...stored } = previous;
      const check: Check = { scope, input, previous };
      const fields = fieldsOf(input, stored);
      checkRules(fields, check);
      await checkAndWrite(tx, previous.id, fields, check);
      return itemView(tx, scope.org, previous.id);
    }),
  );
}

/**
 * PUT /items: the item whose unique custom field `key` holds `value` is updated; when none
 * does, `upsert` creates one from the payload (name and rate required) holding that value.
 */
export async function updateItemByUniqueField(scope: Scope, key: string, value: string, upsert: boolean, input: UpdateItemInput): Promise<Item> {
  const found = await findByUniqueValue(scope.db, scope.org.id, 'item', key, value, ['uniqueIdentifierKey'], ['uniqueIdentifierValue']);
  if (found.recordId) return updateItem(scope, found.recordId, input);
  if (!upsert) throw notFound(`An item whose ${key} is "${value}"`);
  if (input.name == null) throw invalid(['input', 'name'], 'is required to create an item (no item matched and X-Upsert is true)');
  if (input.rate == null) throw invalid(['input', 'rate'], 'is required to create an item (no item matched and X-Upsert is true)');
  const names = (v: { customfieldId?: string | null; apiName?: string | null }) => v.customfieldId === found.field.id || v.apiName === found.field.apiName;
  const customFields = input.customFields?.some(names)
    ? input.customFields
    : [...(input.customFields ?? []), { customfieldId: found.field.id, value: found.value }];
  return createItem(scope, { ...input, name: input.name, rate: input.rate, customFields });
}

/** Deletes an item nothing refers to, with its custom field values and what inventory keeps of it. */
export async function deleteItem(scope: Scope, itemId: string): Promise<string> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    // Locked first: a price list naming the item takes a share lock on it, so the two cannot cross.
    const row = await findRow(tx, org.id, itemId, { lock: true });
    await itemReferences.refuseInUse(tx, org.id, row.id, { label: row.name, action: 'delete' });
    await forgetItem(tx, org.id, row.id);
    await deleteValuesOf(tx, org.id, row.id);
    await tx.delete(items).where(inOrg(items, org.id, eq(items.id, row.id)));
    return row.id;
  });
}

export async function setItemStatus(scope: Scope, itemId: string, status: 'active' | 'inactive'): Promise<Item> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findRow(tx, org.id, itemId, { lock: true });
    if (status === 'inactive' && row.status === 'active') await itemReferences.refuseInUse(tx, org.id, row.id, { label: row.name, action: 'deactivate' });
    await tx
      .update(items)
      .set({ status, updatedAt: scope.now })
      .where(inOrg(items, org.id, eq(items.id, row.id)));
    return itemView(tx, org, row.id);
  });
}

/**
 * Items of the organization by id, as other modules' documents name them (inventory's purchase
 * orders): one statement; `lock` holds them FOR SHARE until the caller's transaction ends, so
 * an item a document is about to name is not deleted before the document commits.
 */
export async function findItemRows(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, ItemRow>> {
  const wanted = [...new Set(ids.filter(isId))];
  if (!wanted.length) return new Map();
  const query = db
    .select()
    .from(items)
    .where(inOrg(items, organizationId, anyId(items.id, wanted)));
  const rows = await (options.lock ? query.for('share') : query);
  return new Map(rows.map((row) => [row.id, row]));
}
