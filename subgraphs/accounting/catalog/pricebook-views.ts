/**
 * Price lists as clients see them: each with its currency code, its items (with their names)
 * and their brackets, in three statements for any number of lists.
 */
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { items } from '../../../drizzle/tables/accounting/items.ts';
import { pricebookItems, pricebookPriceBrackets, pricebooks } from '../../../drizzle/tables/accounting/pricebooks.ts';
import { anyId } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { toEnum } from '../../core/values/enums.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type {
  Pricebook,
  PricebookItem,
  PricebookPricingScheme,
  PricebookRoundingType,
  PricebookSalesOrPurchaseType,
  PricebookStatus,
  PricebookType,
} from '../generated/graphql.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

type PricebookRow = typeof pricebooks.$inferSelect;
type EntryRow = typeof pricebookItems.$inferSelect;
type BracketRow = typeof pricebookPriceBrackets.$inferSelect;

/** A price list row with the code of its currency. */
export type PricebookRecord = DocumentRecord<typeof pricebooks>;

const reader = documentReader(pricebooks, 'The price list');

/** Price lists with their currency code, filtered, ordered and windowed by the caller; one statement. */
export const selectPricebooks = reader.select;

/**
 * Price lists with their items and brackets: three statements for any number of lists, so a
 * page of the list route costs the same whatever its size.
 */
export async function views(db: Executor, org: OrganizationRow, lists: PricebookRecord[]): Promise<Pricebook[]> {
  if (lists.length === 0) return [];
  const ids = lists.map((l) => l.id);
  const [entries, brackets] = await Promise.all([
    db
      .select({ entry: pricebookItems, itemName: items.name })
      .from(pricebookItems)
      .leftJoin(items, and(eq(items.id, pricebookItems.itemId), eq(items.organizationId, pricebookItems.organizationId)))
      .where(inOrg(pricebookItems, org.id, anyId(pricebookItems.pricebookId, ids)))
      .orderBy(asc(pricebookItems.pricebookId), asc(pricebookItems.position)),
    db
      .select()
      .from(pricebookPriceBrackets)
      .where(inOrg(pricebookPriceBrackets, org.id, anyId(pricebookPriceBrackets.pricebookId, ids)))
      .orderBy(asc(pricebookPriceBrackets.pricebookItemId), sql`${pricebookPriceBrackets.startQuantity} asc`),
  ]);
  const bracketsOf = groupBy(brackets, (b) => b.pricebookItemId);
  const entriesOf = groupBy(entries, (e) => e.entry.pricebookId);
  return lists.map((row) =>
    view(
      row,
      row.currencyCode,
      (entriesOf.get(row.id) ?? []).map(({ entry, itemName }) => entryView(entry, itemName, bracketsOf.get(entry.id) ?? [])),
      org.timeZone,
    ),
  );
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

function entryView(entry: EntryRow, itemName: string | null, brackets: BracketRow[]): PricebookItem {
  return {
    pricebookItemId: entry.id,
    itemId: entry.itemId,
    itemName,
    pricebookRate: entry.pricebookRate,
    pricebookDiscount: entry.pricebookDiscount,
    pricingScheme: toEnum<PricebookPricingScheme>(entry.pricingScheme),
    priceBrackets: brackets.map((b) => ({
      pricebookItemId: b.pricebookItemId,
      startQuantity: b.startQuantity,
      endQuantity: b.endQuantity,
      pricebookRate: b.pricebookRate,
      pricebookDiscount: b.pricebookDiscount,
    })),
  };
}

function view(row: PricebookRow, currencyCode: string, entries: PricebookItem[], timeZone: string): Pricebook {
  return {
    pricebookId: row.id,
    name: row.name,
    description: row.description,
    currencyId: row.currencyId,
    currencyCode,
    decimalPlace: row.decimalPlace,
    isDefault: row.isDefault,
    isIncrease: row.isIncrease,
    percentage: row.percentage,
    pricebookRate: null,
    pricebookType: toEnum<PricebookType>(row.pricebookType),
    pricingScheme: toEnum<PricebookPricingScheme>(row.pricingScheme),
    roundingType: toEnum<PricebookRoundingType>(row.roundingType),
    salesOrPurchaseType: toEnum<PricebookSalesOrPurchaseType>(row.salesOrPurchaseType),
    status: toEnum<PricebookStatus>(row.status),
    pricebookItems: entries,
    createdTime: formatTimestamp(row.createdAt, timeZone),
    lastModifiedTime: formatTimestamp(row.updatedAt, timeZone),
  };
}

export async function loadOne(db: Executor, org: OrganizationRow, pricebookId: string): Promise<Pricebook> {
  const [pricebook] = await views(db, org, [await reader.find(db, org.id, pricebookId)]);
  return pricebook;
}
