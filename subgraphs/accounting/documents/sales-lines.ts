/**
 * The lines of a sales document (invoice, estimate, and every kind declared on the kernel after
 * them): one input form (InvoiceLineItemInput), resolved against the organization's items,
 * taxes, accounts and locations in one statement each; one column set (salesLineColumns);
 * the document's totals from them (document-totals.ts does the arithmetic); and the
 * reads and writes of any kind's line table in one statement each.
 */
import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import type { invoiceLineItems } from '../../../drizzle/tables/accounting/invoices.ts';
import { items } from '../../../drizzle/tables/accounting/items.ts';
import { accounts } from '../../../drizzle/tables/core/ledger.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { ACCOUNT_TYPES } from '../../core/books/chart.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { locationsById } from '../../core/books/locations.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { dec, toDb } from '../../core/values/money.ts';
import { text } from '../../core/values/text.ts';
import { SALES_TAX_TYPES, checkTax, findTaxes } from '../../erp/api.ts';
import type { InvoiceLineItemInput } from '../generated/graphql.ts';
import { type InvoiceTotals, invoiceTotals } from './document-totals.ts';
import { lineInputOf } from '../shared/document-lines.ts';
import { checkLineProductType, checkLocaleField } from '../shared/tax-locale.ts';
import { tagsOf } from './document-parties.ts';
import { componentOf, taxColumns } from './document-taxes.ts';

type Path = readonly (string | number)[];

export const MAX_LINE_ITEMS = 1000;

/** How errors name the document kind: "An invoice holds at most…", "is not a line of this invoice". */
export interface DocumentNoun {
  article: string;
  name: string;
}

/** What a purchase line (a bill's) may post to, and where it posts when neither it nor its item names an account. */
const PURCHASE_LINES = {
  defaultKey: 'cost_of_goods_sold',
  accounts: {
    types: [...ACCOUNT_TYPES.expense, 'stock', 'fixed_asset', 'other_current_asset', 'other_asset', 'intangible_asset', 'non_current_asset'],
    typesText: 'an expense, inventory or asset account',
  },
} as const;

/** A line as the kernel writes it: every column of salesLineColumns and its id. */
export type SalesLineFields = Omit<typeof invoiceLineItems.$inferInsert, 'organizationId' | 'invoiceId'> & { id: string };
/** A stored line of any sales kind. */
export type StoredSalesLine = Omit<typeof invoiceLineItems.$inferSelect, 'organizationId' | 'invoiceId'>;
/** A stored line with the name of its account, as views read it. */
export type SalesLineRow = StoredSalesLine & { accountName: string | null };

/** What a document's totals are worked out from and written to (its own columns of the same names). */
export interface TotalledFields {
  pricePrecision: number;
  discountType: 'entity_level' | 'item_level';
  isDiscountBeforeTax: boolean;
  isInclusiveTax: boolean;
  discount?: string | null;
  shippingCharge: string;
  adjustment: string;
  subTotal?: string;
  discountAmount?: string;
  taxTotal?: string;
  total?: string;
  roundingDifference?: string;
  taxes?: { tax_id: string; tax_name: string; tax_percentage: string; tax_amount: string; account_id: string }[];
}

/** Items the lines name, held FOR SHARE until the document commits, so none is deleted under it. */
async function lockItems(tx: Tx, organizationId: string, itemIds: readonly string[]) {
  return itemIds.length
    ? tx
        .select()
        .from(items)
        .where(inOrg(items, organizationId, anyId(items.id, [...itemIds])))
        .for('share')
    : [];
}

const PRODUCT_TYPES: Record<string, string> = {
  goods: 'goods',
  service: 'services',
  digital_service: 'services',
  capital_service: 'capital_service',
  capital_goods: 'capital_goods',
};

/**
 * A line sent with its `line_item_id` changes that stored line: what it leaves out keeps the
 * stored value, unless it names another item, which starts the line afresh from that item's
 * defaults. Each stored line may be named once; lines not named are dropped by the caller.
 */
function mergeStored(input: readonly InvoiceLineItemInput[], stored: readonly StoredSalesLine[], noun: DocumentNoun): InvoiceLineItemInput[] {
  const byId = new Map(stored.map((l) => [l.id, l]));
  const named = new Set<string>();
  return input.map((line, i) => {
    if (line.lineItemId == null) return line;
    const field = ['input', 'lineItems', i, 'lineItemId'];
    const kept = byId.get(line.lineItemId);
    if (!kept) throw invalid(field, `is not a line of this ${noun.name}`);
    if (named.has(kept.id)) throw invalid(field, 'names a line listed before');
    named.add(kept.id);
    if (line.itemId !== undefined && line.itemId !== kept.itemId) return line;
    const given = Object.fromEntries(Object.entries(line).filter(([, value]) => value !== undefined));
    return { ...lineInputOf(kept), ...given };
  });
}

/**
 * The lines of the input resolved against the organization: items (their defaults), taxes
 * (groups expanded), income accounts and locations, each found in one statement for all lines
 * and held FOR SHARE until the document commits, so none is deleted under it. `stored` are the
 * document's lines (none on create), which a line names by `line_item_id` to keep its id.
 */
export async function resolveSalesLines(
  tx: Tx,
  scope: Scope,
  given: readonly InvoiceLineItemInput[],
  stored: readonly StoredSalesLine[],
  noun: DocumentNoun,
  side: 'sale' | 'purchase' = 'sale',
): Promise<SalesLineFields[]> {
  if (!given.length) throw invalid(['input', 'lineItems'], 'must hold at least one line');
  if (given.length > MAX_LINE_ITEMS) {
    throw new KontorError('LIMIT_EXCEEDED', `${noun.article} holds at most ${MAX_LINE_ITEMS} line items; ${given.length} were given.`, {
      field: ['input', 'lineItems'],
    });
  }
  const input = mergeStored(given, stored, noun);
  const field = (i: number, name: string): Path => ['input', 'lineItems', i, name];
  const itemIds = [...new Set(input.map((l) => l.itemId).filter((id): id is string => !!id))];
  const org = scope.org;
  const itemRows = await lockItems(tx, org.id, itemIds);
  const itemOf = new Map(itemRows.map((r) => [r.id, r]));
  input.forEach((line, i) => {
    if (!line.itemId) return;
    const item = itemOf.get(line.itemId);
    if (!item) throw invalid(field(i, 'itemId'), 'is not an item of the organization');
    if (item.status !== 'active') throw invalid(field(i, 'itemId'), `the item ${item.name} is inactive`);
  });

  const taxIdOf = (line: InvoiceLineItemInput) => (line.taxId !== undefined ? line.taxId : line.itemId ? (itemOf.get(line.itemId)?.taxId ?? null) : null);
  const taxes = await findTaxes(
    tx,
    org.id,
    input.map(taxIdOf).filter((id): id is string => !!id),
    { lock: true },
  );
  // A purchase (a bill) posts each line to the item's inventory asset (a tracked item) or purchase account, else cost of goods sold.
  const purchase = side === 'purchase' ? PURCHASE_LINES : undefined;
  const itemAccountOf = (item: (typeof itemRows)[number] | undefined) =>
    !item ? null : purchase ? (item.itemType === 'inventory' ? (item.inventoryAccountId ?? item.purchaseAccountId) : item.purchaseAccountId) : item.accountId;
  const accountIdOf = (line: InvoiceLineItemInput) => line.accountId ?? (line.itemId ? (itemAccountOf(itemOf.get(line.itemId)) ?? null) : null);
  const accountIds = input.map(accountIdOf).filter((id): id is string => !!id);
  const defaultKey = purchase?.defaultKey ?? 'sales';
  const accounts = await findAccounts(tx, org.id, { ids: accountIds, systemKeys: [defaultKey] }, { lock: true });
  const sales = accounts.find((a) => a.systemKey === defaultKey);
  const locationIds = [...new Set(input.map((l) => l.locationId).filter((id): id is string => !!id))];
  const locations = await locationsById(tx, org.id, locationIds);

  return input.map((line, i) => {
    const item = line.itemId ? itemOf.get(line.itemId) : undefined;
    const name = text(line.name) ?? item?.name ?? null;
    if (!item && !name) throw invalid(field(i, 'name'), 'is required on a line without item_id');
    const rate = line.rate ?? (purchase ? (item?.purchaseRate ?? item?.rate) : item?.rate);
    if (rate == null) throw invalid(field(i, 'rate'), 'is required on a line without item_id');
    const quantity = line.quantity ?? '1';
    if (!dec(quantity).gt(0)) throw invalid(field(i, 'quantity'), 'must be more than 0');
    const taxId = taxIdOf(line);
    const tax = taxId ? checkTax(taxes.get(taxId), field(i, 'taxId'), { types: SALES_TAX_TYPES, typesText: 'a tax, compound tax or tax group' }) : undefined;
    const accountId = accountIdOf(line);
    const account = accountId
      ? checkAccount(
          accounts.find((a) => a.id === accountId),
          line.accountId ? field(i, 'accountId') : field(i, 'itemId'),
          purchase?.accounts ?? { types: ACCOUNT_TYPES.income, typesText: 'an income account' },
        )
      : sales;
    if (!account) throw new Error(`organization ${org.id} has no ${defaultKey} account`);
    if (line.locationId && !locations.has(line.locationId)) throw invalid(field(i, 'locationId'), 'is not a location of the organization');
    const productType = line.productType ? fromEnum(line.productType) : item ? (PRODUCT_TYPES[item.productType] ?? null) : null;
    if (line.productType) checkLineProductType(org.edition, productType!, field(i, 'productType'));
    const taxTreatmentCode = line.taxTreatmentCode ? fromEnum(line.taxTreatmentCode) : null;
    if (taxTreatmentCode) checkLocaleField(org.edition, 'taxTreatmentCode', taxTreatmentCode, field(i, 'taxTreatmentCode'));
    return {
      id: line.lineItemId ?? newId(),
      itemOrder: line.itemOrder ?? i + 1,
      itemId: item?.id ?? null,
      projectId: line.projectId ?? null,
      projectName: text(line.projectName) ?? null,
      timeEntryIds: line.timeEntryIds ?? [],
      locationId: line.locationId ?? null,
      itemType: item?.itemType ?? null,
      productType,
      satItemKeyCode: text(line.satItemKeyCode) ?? item?.satItemKeyCode ?? null,
      unitkeyCode: text(line.unitkeyCode) ?? item?.unitkeyCode ?? null,
      expenseId: line.expenseId ?? null,
      expenseReceiptName: text(line.expenseReceiptName) ?? null,
      name,
      description: line.description !== undefined ? line.description : (item?.description ?? null),
      rate: toDb(rate),
      quantity: toDb(quantity),
      unit: text(line.unit) ?? item?.unit ?? null,
      discount: text(line.discount) ?? null,
      discountAmount: '0',
      tags: tagsOf(line.tags ?? []),
      ...taxColumns(tax, purchase ? 'purchases' : 'sales'),
      tdsTaxId: line.tdsTaxId ?? null,
      taxTreatmentCode,
      itemTotal: '0',
      headerName: text(line.headerName) ?? null,
      headerId: line.headerId ?? null,
      accountId: account.id,
    };
  });
}

/** A sales document's numbers from its fields and lines (see document-totals.ts). */
export function totalsOf(
  fields: Pick<TotalledFields, 'pricePrecision' | 'discountType' | 'isDiscountBeforeTax' | 'isInclusiveTax' | 'discount' | 'shippingCharge' | 'adjustment'>,
  lines: readonly Pick<SalesLineFields, 'rate' | 'quantity' | 'discount' | 'taxComponents'>[],
): InvoiceTotals {
  return invoiceTotals({
    pricePrecision: fields.pricePrecision,
    discountType: fields.discountType,
    isDiscountBeforeTax: fields.isDiscountBeforeTax,
    isInclusiveTax: fields.isInclusiveTax,
    discount: fields.discount ?? null,
    shippingCharge: fields.shippingCharge,
    adjustment: fields.adjustment,
    lines: lines.map((l) => ({ rate: l.rate, quantity: l.quantity, discount: l.discount ?? null, taxes: (l.taxComponents ?? []).map(componentOf) })),
  });
}

/** Puts the totals on the document and its lines (an invoice then works out its balance). */
export function applyDocumentTotals(fields: TotalledFields, lines: SalesLineFields[], totals: InvoiceTotals): void {
  totals.lines.forEach((t, i) => {
    lines[i].itemTotal = t.itemTotal.toFixed();
    lines[i].discountAmount = t.discountAmount.toFixed();
  });
  fields.subTotal = totals.subTotal.toFixed();
  fields.discountAmount = totals.discountAmount.toFixed();
  fields.taxTotal = totals.taxTotal.toFixed();
  fields.total = totals.total.toFixed();
  fields.roundingDifference = totals.roundingDifference.toFixed();
  fields.taxes = totals.taxes.map((t) => ({
    tax_id: t.taxId,
    tax_name: t.name,
    tax_percentage: t.percentage.toFixed(),
    tax_amount: t.amount.toFixed(),
    account_id: t.accountId,
  }));
}

type LineTable = PgTable & { id: PgColumn; organizationId: PgColumn; itemOrder: PgColumn; accountId: PgColumn };

/** The reads and writes of one kind's line table, whose lines belong to their document by `parent`. */
export function salesLineStore<T extends LineTable>(table: T, parent: PgColumn & { name: string }, parentKey: string) {
  /** Lines of several documents in one statement, by document, in item_order. */
  async function of(db: Executor, organizationId: string, documentIds: readonly string[]): Promise<Map<string, SalesLineRow[]>> {
    const byDocument = new Map<string, SalesLineRow[]>(documentIds.map((id) => [id, []]));
    if (!documentIds.length) return byDocument;
    const rows = await db
      .select({ line: table as PgTable, accountName: accounts.accountName } as never)
      .from(table as PgTable)
      .leftJoin(accounts, eq(accounts.id, table.accountId))
      .where(inOrg(table, organizationId, anyId(parent, documentIds)))
      .orderBy(asc(parent), asc(table.itemOrder), asc(table.id));
    for (const r of rows as unknown as { line: Record<string, unknown>; accountName: string | null }[]) {
      const { organizationId: _o, [parentKey]: documentId, ...line } = r.line;
      byDocument.get(documentId as string)?.push({ ...(line as StoredSalesLine), accountName: r.accountName });
    }
    return byDocument;
  }
  /** The document's lines as given, replacing the stored ones when `replace`; one insert for all. */
  async function write(tx: Tx, organizationId: string, documentId: string, lines: readonly SalesLineFields[], replace: boolean): Promise<void> {
    if (replace) await remove(tx, organizationId, documentId);
    if (lines.length) await tx.insert(table).values(lines.map((l) => ({ ...l, organizationId, [parentKey]: documentId })) as never);
  }
  async function remove(tx: Tx, organizationId: string, documentId: string): Promise<void> {
    await tx.delete(table).where(inOrg(table, organizationId, eq(parent, documentId)));
  }
  return { of, write, remove };
}

/**
 * A list filter: documents with a line of the item asked for (by id, or by name in any case), as
 * one EXISTS in the list's statement. `parent` is the line table's column naming its document,
 * `document` the document table's id.
 */
export function withLineOf(
  table: PgTable & { organizationId: PgColumn; itemId: PgColumn; name: PgColumn },
  parent: PgColumn,
  document: PgColumn,
  organizationId: string,
  wanted: { itemId?: string | null; itemName?: string | null },
): SQL | undefined {
  const name = wanted.itemName?.trim();
  if (!name && !wanted.itemId) return undefined;
  const line = and(
    eq(table.organizationId, organizationId),
    eq(parent, document),
    wanted.itemId ? eq(table.itemId, wanted.itemId) : undefined,
    name ? eq(sql`lower(${table.name})`, name.toLowerCase()) : undefined,
  );
  return sql`exists (select 1 from ${table} where ${line})`;
}
