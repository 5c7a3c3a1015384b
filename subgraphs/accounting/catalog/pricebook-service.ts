import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { pricebooks } from '../../../drizzle/tables/accounting/pricebooks.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { currencyOrBase } from '../../core/books/currencies.ts';
import { fromEnum, toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { ReferenceRegistry } from '../../core/books/references.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { WHOLE_DIGITS_RULE, dec, toDb, tooManyWholeDigits } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { anyId, orderOf, searchOf, window } from '../../core/request/scoped.ts';
import type { Scope } from '../../core/request/scope.ts';
import type {
  CreatePricebookInput,
  Pricebook,
  PricebookItemInput,
  PricebookItemRate,
  PricebookPricingScheme,
  PricebookSalesOrPurchaseType,
  PricebookSortColumn,
  PricebookStatusFilter,
  PricebookType,
  SortOrder,
  UpdatePricebookInput,
} from '../generated/graphql.ts';
import { bracketFor, findOverlap, parseDiscount, percentageRate } from './pricebook-rates.ts';
import { loadOne, selectPricebooks, views } from './pricebook-views.ts';
import { contactUsingPricebook } from '../parties/contact-store.ts';
import {
  type PricebookEntryRows,
  clearOtherDefaults as clearDefaultsOf,
  deletePricebookRows,
  firstListingOf,
  insertPricebook,
  itemRatesOf,
  lockPricebookName,
  lockPricebookRow,
  setStatusRow,
  shareItems,
  updatePricebookRow,
  writeEntries,
} from './pricebook-store.ts';

type Field = readonly (string | number)[];

/** Most item ids one itemRates call takes. */
const MAX_RATE_ITEMS = 200;

const STATUS_FILTERS: Record<PricebookStatusFilter, { wire: string; status?: 'active' | 'inactive' }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_ACTIVE: { wire: 'Status.Active', status: 'active' },
  STATUS_INACTIVE: { wire: 'Status.Inactive', status: 'inactive' },
};

export function getPricebook(scope: Scope, pricebookId: string): Promise<Pricebook> {
  return loadOne(scope.db, scope.org, pricebookId);
}

/** Price lists by id, for entity references. */
export async function pricebooksById(scope: Scope, ids: readonly string[]): Promise<Map<string, Pricebook>> {
  const found = await selectPricebooks(scope.db, scope.org.id, { where: anyId(pricebooks.id, [...ids]) });
  return new Map((await views(scope.db, scope.org, found)).map((p) => [p.pricebookId, p]));
}

export interface PricebookListArgs {
  sortColumn?: PricebookSortColumn | null;
  sortOrder?: SortOrder | null;
  filterBy?: PricebookStatusFilter | null;
  pricebookType?: PricebookType | null;
  salesOrPurchaseType?: PricebookSalesOrPurchaseType | null;
  searchText?: string | null;
}

const SORT_COLUMNS = { name: sql`lower(${pricebooks.name})`, created_time: pricebooks.createdAt };

export async function listPricebooks(scope: Scope, page: Page, args: PricebookListArgs) {
  const { db, org } = scope;
  const filter = STATUS_FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(pricebooks.status, filter.status) : undefined,
    args.pricebookType ? eq(pricebooks.pricebookType, fromEnum(args.pricebookType)) : undefined,
    args.salesOrPurchaseType ? eq(pricebooks.salesOrPurchaseType, fromEnum(args.salesOrPurchaseType)) : undefined,
    searchOf([pricebooks.name, pricebooks.description], args.searchText),
  ];
  const order = orderOf(SORT_COLUMNS, pricebooks.id, args.sortColumn?.toLowerCase(), args.sortOrder, { column: 'name', order: 'A' });
  const rows = await selectPricebooks(db, org.id, { where: and(...conditions), orderBy: order.orderBy, ...window(page) });
  return listPage(rows, page, { sortColumn: order.sortColumn, sortOrder: order.sortOrder, appliedFilter: filter.wire }, (nodes) => views(db, org, nodes));
}

/** The state a list will have after a write, checked as a whole before anything is stored. */
interface Target {
  pricebookType: PricebookType;
  salesOrPurchaseType: PricebookSalesOrPurchaseType;
  pricingScheme: PricebookPricingScheme;
  percentage: string | null;
}

type NewEntry = PricebookEntryRows;

function checkDiscount(text: string | null | undefined, field: Field): string | null {
  if (text == null) return null;
  const discount = parseDiscount(text);
  if (!discount) throw invalid(field, 'must be a percentage from 0% to 100% such as "10%", or an amount per unit such as "2.5"');
  if (discount.kind === 'amount' && tooManyWholeDigits(text.trim())) throw invalid(field, WHOLE_DIGITS_RULE);
  return text.trim();
}

function checkPercentage(target: Target, given: string | null | undefined): void {
  if (target.pricebookType === 'PER_ITEM' && given != null) {
    throw invalid(['input', 'percentage'], 'is taken only by fixed_percentage price lists; a per_item list prices each item in pricebook_items');
  }
  if (target.pricebookType === 'FIXED_PERCENTAGE' && target.percentage == null) {
    throw invalid(['input', 'percentage'], 'is required for a fixed_percentage price list');
  }
}

const rangeText = (start: string, end: string | null) =>
  end === null ? `${dec(start).toFixed()} and above` : `${dec(start).toFixed()} to ${dec(end).toFixed()}`;

/**
 * The rows of a per_item list's items, checked: each an item of the organization and at most
 * once, volume pricing with brackets that do not share a quantity, unit pricing without any.
 */
async function entriesOf(tx: Tx, organizationId: string, pricebookId: string, target: Target, input: readonly PricebookItemInput[]): Promise<NewEntry[]> {
  if (target.pricebookType === 'FIXED_PERCENTAGE') {
    if (input.length > 0) throw invalid(['input', 'pricebookItems'], 'must be empty for a fixed_percentage price list: its rates come from percentage');
    return [];
  }
  const firstIndex = new Map<string, number>();
  input.forEach((item, i) => {
    const earlier = firstIndex.get(item.itemId);
    if (earlier !== undefined) {
      throw new KontorError(
        'DUPLICATE',
        `Item ${item.itemId} is listed twice, as pricebook_items[${earlier}] and pricebook_items[${i}]: a price list holds one entry per item.`,
        {
          field: ['input', 'pricebookItems', i, 'itemId'],
        },
      );
    }
    firstIndex.set(item.itemId, i);
  });
  const ids = [...firstIndex.keys()];
  // Shared locks keep a listed item from being deleted before this list commits.
  const known = await shareItems(tx, organizationId, ids);
  const names = new Map(known.map((k) => [k.id, k.name]));

  return input.map((item, i) => {
    const at = ['input', 'pricebookItems', i] as const;
    if (!names.has(item.itemId)) throw invalid([...at, 'itemId'], 'is not an item of this organization');
    const pricingScheme = item.pricingScheme ?? target.pricingScheme;
    let pricebookDiscount = checkDiscount(item.pricebookDiscount, [...at, 'pricebookDiscount']);
    let pricebookRate = item.pricebookRate;
    const given = item.priceBrackets ?? [];
    if (pricingScheme === 'UNIT') {
      // The family sends a unit entry's rate in a bracket too (the spec's example): one rate
      // whatever the quantity, the entry's own or else its first bracket's. The brackets are kept as given.
      if (pricebookRate == null && pricebookDiscount === null && given.length > 0) {
        pricebookRate = given[0].pricebookRate;
        pricebookDiscount = checkDiscount(given[0].pricebookDiscount, [...at, 'priceBrackets', 0, 'pricebookDiscount']);
      }
      if (pricebookRate == null && pricebookDiscount === null) throw invalid([...at, 'pricebookRate'], 'is required unless pricebook_discount is given');
    } else if (given.length === 0) {
      throw invalid([...at, 'priceBrackets'], 'must hold at least one bracket with pricing_scheme volume');
    }
    const entryId = newId();
    const brackets = given.map((b, j) => {
      const field = [...at, 'priceBrackets', j] as const;
      if (b.endQuantity != null && dec(b.endQuantity).lessThan(b.startQuantity)) {
        throw invalid([...field, 'endQuantity'], `must be at least start_quantity (${dec(b.startQuantity).toFixed()})`);
      }
      const discount = checkDiscount(b.pricebookDiscount, [...field, 'pricebookDiscount']);
      if (b.pricebookRate == null && discount === null) throw invalid([...field, 'pricebookRate'], 'is required unless pricebook_discount is given');
      return {
        id: newId(),
        organizationId,
        pricebookId,
        pricebookItemId: entryId,
        startQuantity: toDb(b.startQuantity),
        endQuantity: b.endQuantity == null ? null : toDb(b.endQuantity),
        pricebookRate: b.pricebookRate == null ? null : toDb(b.pricebookRate),
        pricebookDiscount: discount,
      };
    });
    const overlap = findOverlap(brackets);
    if (overlap) {
      const [a, b] = overlap.map((j) => brackets[j]);
      const shared = dec(a.startQuantity).greaterThan(b.startQuantity) ? a.startQuantity : b.startQuantity;
      throw new KontorError(
        'OVERLAPPING_RANGES',
        `Price brackets of item "${names.get(item.itemId)}" (pricebook_items[${i}], item_id ${item.itemId}) overlap: ` +
          `price_brackets[${overlap[0]}] (${rangeText(a.startQuantity, a.endQuantity ?? null)}) and price_brackets[${overlap[1]}] (${rangeText(b.startQuantity, b.endQuantity ?? null)}) ` +
          `both hold quantity ${dec(shared).toFixed()}; a quantity may fall in one bracket only.`,
        { field: [...at, 'priceBrackets', overlap[1]] },
      );
    }
    return {
      entry: {
        id: entryId,
        organizationId,
        pricebookId,
        itemId: item.itemId,
        position: i,
        pricebookRate: pricebookRate == null ? null : toDb(pricebookRate),
        pricebookDiscount,
        pricingScheme: fromEnum(pricingScheme),
      },
      brackets,
    };
  });
}

/** One default list per organization and side of trade: a new default takes the mark over. */
async function clearOtherDefaults(tx: Tx, scope: Scope, pricebookId: string, side: PricebookSalesOrPurchaseType): Promise<void> {
  await clearDefaultsOf(tx, scope.org.id, pricebookId, fromEnum(side), scope.now);
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw invalid(['input', 'name'], 'must not be blank');
  return trimmed;
}

/** Runs a write, turning a lost race on the unique name into the error a client can act on. */
function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  return uniquely(write, {
    pricebooks_org_name: () => new KontorError('DUPLICATE', `A price list named "${name}" already exists.`, { field: ['input', 'name'] }),
  });
}

export async function createPricebook(scope: Scope, input: CreatePricebookInput): Promise<Pricebook> {
  const { org } = scope;
  const name = cleanName(input.name);
  const target: Target = {
    pricebookType: input.pricebookType,
    salesOrPurchaseType: input.salesOrPurchaseType ?? 'SALES',
    pricingScheme: input.pricingScheme ?? 'UNIT',
    percentage: input.percentage ?? null,
  };
  checkPercentage(target, input.percentage);
  return uniqueName(name, () =>
    scope.db.transaction(async (tx) => {
      const currency = await currencyOrBase(tx, org.id, input.currencyId, ['input', 'currencyId']);
      const id = newId();
      const entries = await entriesOf(tx, org.id, id, target, input.pricebookItems ?? []);
      const isDefault = input.isDefault ?? false;
      if (isDefault) await clearOtherDefaults(tx, scope, id, target.salesOrPurchaseType);
      await insertPricebook(tx, {
        id,
        organizationId: org.id,
        name,
        description: input.description ?? null,
        currencyId: currency.id,
        pricebookType: fromEnum(target.pricebookType),
        percentage: target.percentage === null ? null : toDb(target.percentage),
        isIncrease: input.isIncrease ?? true,
        roundingType: fromEnum(input.roundingType ?? 'NO_ROUNDING'),
        decimalPlace: input.decimalPlace ?? org.pricePrecision,
        pricingScheme: fromEnum(target.pricingScheme),
        salesOrPurchaseType: fromEnum(target.salesOrPurchaseType),
        isDefault,
        status: 'active',
        createdAt: scope.now,
        updatedAt: scope.now,
      });
      await writeEntries(tx, org.id, id, entries, false);
      return loadOne(tx, org, id);
    }),
  );
}

export async function updatePricebook(scope: Scope, pricebookId: string, input: UpdatePricebookInput): Promise<Pricebook> {
  const { org } = scope;
  const name = input.name == null ? undefined : cleanName(input.name);
  return uniqueName(name ?? '', () =>
    scope.db.transaction(async (tx) => {
      const current = await lockPricebookRow(tx, org.id, pricebookId);
      if (!current) throw notFound('The price list');
      const pricebookType = input.pricebookType ?? toEnum<PricebookType>(current.pricebookType);
      const target: Target = {
        pricebookType,
        salesOrPurchaseType: input.salesOrPurchaseType ?? toEnum<PricebookSalesOrPurchaseType>(current.salesOrPurchaseType),
        pricingScheme: input.pricingScheme ?? toEnum<PricebookPricingScheme>(current.pricingScheme),
        percentage: pricebookType === 'PER_ITEM' ? null : (input.percentage ?? current.percentage),
      };
      checkPercentage(target, input.percentage);
      const currency = input.currencyId == null ? undefined : await currencyOrBase(tx, org.id, input.currencyId, ['input', 'currencyId']);
      // Items change only when given, or when the list stops pricing items one by one.
      const replaceEntries = input.pricebookItems != null || (pricebookType === 'FIXED_PERCENTAGE' && current.pricebookType === 'per_item');
      const entries = replaceEntries ? await entriesOf(tx, org.id, pricebookId, target, input.pricebookItems ?? []) : [];
      const isDefault = input.isDefault ?? current.isDefault;
      if (isDefault && current.status === 'inactive') throw invalid(['input', 'isDefault'], 'cannot be true for an inactive price list; mark it active first');
      if (isDefault) await clearOtherDefaults(tx, scope, pricebookId, target.salesOrPurchaseType);
      await updatePricebookRow(tx, org.id, pricebookId, {
        name,
        description: input.description,
        currencyId: currency?.id,
        pricebookType: fromEnum(target.pricebookType),
        percentage: target.percentage === null ? null : toDb(target.percentage),
        isIncrease: input.isIncrease ?? undefined,
        roundingType: input.roundingType ? fromEnum(input.roundingType) : undefined,
        decimalPlace: input.decimalPlace ?? undefined,
        pricingScheme: fromEnum(target.pricingScheme),
        salesOrPurchaseType: fromEnum(target.salesOrPurchaseType),
        isDefault,
        updatedAt: scope.now,
      });
      if (replaceEntries) await writeEntries(tx, org.id, pricebookId, entries, true);
      return loadOne(tx, org, pricebookId);
    }),
  );
}

export async function deletePricebook(scope: Scope, pricebookId: string): Promise<string> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    // Contacts name price lists as writers lock it (FOR SHARE): one in use stays.
    const name = await lockPricebookName(tx, org.id, pricebookId);
    if (name === undefined) throw notFound('The price list');
    const usage = await contactUsingPricebook(tx, org.id, pricebookId);
    if (usage) throw new KontorError('IN_USE', `The price list "${name}" cannot be deleted: it is ${usage}.`);
    await pricebookReferences.refuseInUse(tx, org.id, pricebookId, { label: name, action: 'delete' });
    const deleted = await deletePricebookRows(tx, org.id, pricebookId);
    if (!deleted) throw notFound('The price list');
    return deleted;
  });
}

/** The first price list naming an item, for `itemReferences`. */
export async function pricebookListingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const name = await firstListingOf(tx, organizationId, itemId);
  return name === undefined ? undefined : `listed in the price list "${name}"`;
}

/** Active or inactive; an inactive list is offered for no new document, so it stops being a default. */
export async function setPricebookStatus(scope: Scope, pricebookId: string, status: 'active' | 'inactive'): Promise<Pricebook> {
  const changed = await setStatusRow(scope.db, scope.org.id, pricebookId, status, scope.now);
  if (!changed) throw notFound('The price list');
  return loadOne(scope.db, scope.org, pricebookId);
}

/**
 * What a list makes of given items at a quantity. fixed_percentage: the item's rate (purchase
 * rate for a purchases list) raised or lowered and rounded. per_item: the bracket holding the
 * quantity, else the entry's own rate, else the item's rate; an unlisted item keeps its rate.
 */
export async function itemRates(scope: Scope, pricebookId: string, itemIds: readonly string[], quantity: string): Promise<PricebookItemRate[]> {
  const { db, org } = scope;
  const pricebook = await loadOne(db, org, pricebookId);
  if (itemIds.length > MAX_RATE_ITEMS) throw invalid(['itemIds'], `must name at most ${MAX_RATE_ITEMS} items`);
  if (dec(quantity).lessThan(0)) throw invalid(['quantity'], 'must be at least 0');
  const ids = [...new Set(itemIds)];
  const rows = await itemRatesOf(db, org.id, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return itemIds.map((itemId, i) => {
    const item = byId.get(itemId);
    if (!item) throw invalid(['itemIds', i], 'is not an item of this organization');
    return rateUnder(pricebook, { itemId, ...item }, quantity);
  });
}

/**
 * The items as read under a price list (`item(pricebookId:)`, `items(pricebookId:)`): each with
 * its pricebook_rate at quantity 1 under the organization's list (any status or type); without a
 * list, left as they are (their pricebook_rate is their own rate). One statement.
 */
export async function underPricebook<T extends { itemId: string; rate: string; purchaseRate?: string | null }>(
  scope: Scope,
  pricebookId: string | null | undefined,
  read: () => Promise<T[]>,
): Promise<T[]> {
  if (pricebookId == null) return read();
  const found = isId(pricebookId) ? await selectPricebooks(scope.db, scope.org.id, { where: eq(pricebooks.id, pricebookId) }) : [];
  if (!found.length) throw invalid(['pricebookId'], 'is not a price list of the organization');
  const [pricebook] = await views(scope.db, scope.org, found);
  return (await read()).map((item) => ({
    ...item,
    pricebookRate: rateUnder(pricebook, { itemId: item.itemId, rate: item.rate, purchaseRate: item.purchaseRate ?? null }, '1').pricebookRate,
  }));
}

/** What a list makes of one item at a quantity (see itemRates). Pure. */
export function rateUnder(
  pricebook: Pricebook,
  item: { itemId: string; rate: string | null; purchaseRate: string | null },
  quantity: string,
): PricebookItemRate {
  const { itemId } = item;
  const itemRate = pricebook.salesOrPurchaseType === 'PURCHASES' ? item.purchaseRate : item.rate;
  const base = { itemId, quantity: dec(quantity).toFixed(), itemRate, isListed: false, pricebookRate: itemRate, pricebookDiscount: null as string | null };
  if (pricebook.pricebookType === 'FIXED_PERCENTAGE') {
    const rate =
      itemRate == null
        ? null
        : percentageRate(itemRate, {
            percentage: pricebook.percentage ?? '0',
            isIncrease: pricebook.isIncrease,
            roundingType: pricebook.roundingType,
            decimalPlace: pricebook.decimalPlace,
          }).toFixed();
    return { ...base, isListed: true, pricebookRate: rate };
  }
  const entry = pricebook.pricebookItems.find((e) => e.itemId === itemId);
  if (!entry) return base;
  const bracket = entry.pricingScheme === 'VOLUME' ? entry.priceBrackets[bracketFor(entry.priceBrackets, quantity) ?? -1] : undefined;
  return {
    ...base,
    isListed: true,
    pricebookRate: bracket?.pricebookRate ?? entry.pricebookRate ?? itemRate,
    pricebookDiscount: bracket ? bracket.pricebookDiscount : entry.pricebookDiscount,
  };
}

/**
 * A price list a document names: the organization's, active, of the wanted type (a purchase
 * order takes a purchases list), locked FOR SHARE until the document commits. Errors name `field`.
 */
export async function requirePricebook(
  tx: Tx,
  org: OrganizationRow,
  pricebookId: string,
  field: Field,
  type: PricebookSalesOrPurchaseType,
): Promise<Pricebook> {
  const found = isId(pricebookId) ? await selectPricebooks(tx, org.id, { where: eq(pricebooks.id, pricebookId), lock: 'share' }) : [];
  if (!found.length) throw invalid(field, 'is not a price list of the organization');
  const [pricebook] = await views(tx, org, found);
  if (pricebook.status !== 'ACTIVE') throw invalid(field, `the price list ${pricebook.name} is inactive`);
  if (pricebook.salesOrPurchaseType !== type)
    throw invalid(field, `the price list ${pricebook.name} is a ${type === 'PURCHASES' ? 'sales' : 'purchases'} list; a ${type.toLowerCase()} list is needed`);
  return pricebook;
}

/** What refers to price lists besides contacts (purchase orders), refusing their deletion. */
export const pricebookReferences = new ReferenceRegistry('price list');
