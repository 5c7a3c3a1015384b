/**
 * Purchase orders: what a vendor is asked to deliver to one location. A vendor (and its
 * currency, at an exchange rate), a location, lines of inventory items with quantity, rate,
 * discount and tax, a number, and states draft → issued → partially_received → received (from
 * the receives), or cancelled. Sub-total, discount, taxes and total come from the invoices'
 * totals engine (accounting's `invoiceTotals`), so an order adds up exactly as an invoice does.
 * The order's lines carry the received and in-transit quantities of its receives, kept in the
 * receives' transactions under a row lock (purchase-receives.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { type PurchaseOrderState, purchaseOrderLines, purchaseOrders } from '../../../drizzle/tables/inventory/purchases.ts';
import {
  type InvoiceTotals,
  componentOf,
  contactPersonsOf,
  documentMoves,
  exchangeRateOf,
  findItemRows,
  invoiceTotals,
  rateUnder,
  requireContact,
  requirePricebook,
  taxColumns,
} from '../../accounting/api.ts';
import { ACCOUNT_TYPES } from '../../core/books/chart.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { SALES_TAX_TYPES, checkTax, findTaxes } from '../../erp/api.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { dec, toDb } from '../../core/values/money.ts';
import { nextNumber } from '../../core/books/numbering.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { orderOf, searchOf, window } from '../../core/request/scoped.ts';
import { patch } from '../../core/values/patch.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import type {
  CreatePurchaseOrderInput,
  PurchaseOrder,
  PurchaseOrderFilter,
  PurchaseOrderLineInput,
  QueryPurchaseOrdersArgs,
  UpdatePurchaseOrderInput,
} from '../generated/graphql.ts';
import { locationsById } from '../locations/location-service.ts';
import { type OrderOperation, recordOrderHistory } from './purchase-order-history.ts';
import {
  type PurchaseOrderLineRow,
  type PurchaseOrderRow,
  findOrder,
  orderLinesOf,
  orderReads,
  orderView,
  orderViews,
  selectOrders,
} from './purchase-order-views.ts';
import { addressOf, customFieldsOf } from './purchase-values.ts';
import { text } from '../../core/values/text.ts';
import type { StoredTaxComponent } from '../../../drizzle/columns.ts';
import { deleteOrderRows, hasReceives, insertOrder, primaryLocation, updateOrder, writeLines } from './purchase-order-store.ts';

// The receives read orders and their lines through this module; the reading lives in purchase-order-views.ts.
export { type PurchaseOrderLineRow, type PurchaseOrderRecord, type PurchaseOrderRow, findOrder, orderLinesOf } from './purchase-order-views.ts';

type Path = readonly (string | number)[];
/** A price list as accounting answers it. */
type Pricebook = Awaited<ReturnType<typeof requirePricebook>>;

/** Lines an order (and a receive) holds at most. */
export const MAX_LINE_ITEMS = 1000;
/** Contact persons and custom fields one order holds at most. */
const MAX_CONTACT_PERSONS = 50;
const MAX_CUSTOM_FIELDS = 100;
const NUMBER_SERIES = { series: 'purchase_order', prefix: 'PO-', width: 6 };
/** Accounts a line may be booked to when billed: expenses, cost of goods sold, stock. */
const PURCHASE_ACCOUNT_TYPES: readonly string[] = [...ACCOUNT_TYPES.expense, 'stock'];

// --- reading ---------------------------------------------------------------------------------

export function getPurchaseOrder(scope: Scope, purchaseorderId: string): Promise<PurchaseOrder> {
  return orderView(scope.db, scope, purchaseorderId);
}

const FILTERS: Record<PurchaseOrderFilter, { wire: string; state?: PurchaseOrderState }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_DRAFT: { wire: 'Status.Draft', state: 'draft' },
  STATUS_ISSUED: { wire: 'Status.Issued', state: 'issued' },
  STATUS_PARTIALLY_RECEIVED: { wire: 'Status.PartiallyReceived', state: 'partially_received' },
  STATUS_RECEIVED: { wire: 'Status.Received', state: 'received' },
  STATUS_CANCELLED: { wire: 'Status.Cancelled', state: 'cancelled' },
};

const SORT_COLUMNS = {
  purchaseorder_number: sql`lower(${purchaseOrders.purchaseorderNumber})`,
  date: purchaseOrders.date,
  vendor_name: sql`lower(${purchaseOrders.vendorName})`,
  total: purchaseOrders.total,
  created_time: purchaseOrders.createdAt,
  last_modified_time: purchaseOrders.updatedAt,
};

/**
 * A page of orders with the lines, receives, bills and history its selection (selectedFields of
 * the entries) needs: at most six statements whatever the page size, and only the order columns
 * the selection reads.
 */
export async function listPurchaseOrders(scope: Scope, args: QueryPurchaseOrdersArgs, page: Page, selected?: ReadonlySet<string>) {
  const { db, org } = scope;
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const where = and(
    filter.state ? eq(purchaseOrders.status, filter.state) : undefined,
    args.vendorId ? (isId(args.vendorId) ? eq(purchaseOrders.vendorId, args.vendorId) : sql`false`) : undefined,
    searchOf([purchaseOrders.purchaseorderNumber, purchaseOrders.referenceNumber, purchaseOrders.vendorName], args.searchText),
  );
  const sort = orderOf(SORT_COLUMNS, purchaseOrders.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['date', 'created_time', 'last_modified_time'],
  });
  const rows = await selectOrders(db, org.id, { where, orderBy: sort.orderBy, ...window(page), reads: orderReads(selected) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    orderViews(db, scope, nodes, selected),
  );
}

// --- writing ---------------------------------------------------------------------------------

type LineFields = Omit<typeof purchaseOrderLines.$inferInsert, 'organizationId' | 'purchaseorderId'> & {
  id: string;
  quantityReceived: string;
  quantityInTransit: string;
  taxComponents: StoredTaxComponent[];
};

/** The order fields the totals depend on. */
type TotalsFields = Pick<PurchaseOrderRow, 'pricePrecision' | 'discountType' | 'discount' | 'isDiscountBeforeTax' | 'isInclusiveTax'>;

/** The order's numbers from its fields and lines, by the invoices' engine (no shipping or adjustment on orders). */
function orderTotals(fields: TotalsFields, lines: readonly LineFields[]): InvoiceTotals {
  return invoiceTotals({
    pricePrecision: fields.pricePrecision,
    discountType: fields.discountType,
    isDiscountBeforeTax: fields.isDiscountBeforeTax,
    isInclusiveTax: fields.isInclusiveTax,
    discount: fields.discount,
    shippingCharge: 0,
    adjustment: 0,
    lines: lines.map((l) => ({ rate: l.rate, quantity: l.quantity, discount: l.discount ?? null, taxes: l.taxComponents.map(componentOf) })),
  });
}

/** Puts the totals on the lines and returns the order's columns they set. */
function applyTotals(lines: LineFields[], totals: InvoiceTotals) {
  totals.lines.forEach((t, i) => {
    lines[i].itemTotal = toDb(t.itemTotal);
    lines[i].discountAmount = toDb(t.discountAmount);
  });
  return {
    subTotal: toDb(totals.subTotal),
    discountAmount: toDb(totals.discountAmount),
    taxTotal: toDb(totals.taxTotal),
    taxes: totals.taxes.map((t) => ({ tax_id: t.taxId, tax_name: t.name, tax_percentage: t.percentage.toFixed(), tax_amount: toDb(t.amount) })),
    total: toDb(totals.total),
  };
}

/**
 * The order's lines resolved against the organization: items found and locked FOR SHARE in one
 * statement (an item on an order is not deleted before the order commits), taxes and accounts
 * in one statement each. A line naming a stored line keeps its id and what its receives took;
 * such a line cannot change its item or drop below that, and cannot be left out. A stored
 * line's tax, left as it was, keeps the rates it was written with.
 */
async function resolveLines(
  tx: Tx,
  org: OrganizationRow,
  given: readonly PurchaseOrderLineInput[],
  stored: readonly PurchaseOrderLineRow[],
  pricebook?: Pricebook,
): Promise<LineFields[]> {
  const field = (i: number, name: string): Path => ['input', 'lineItems', i, name];
  if (!given.length) throw invalid(['input', 'lineItems'], 'must hold at least one line');
  if (given.length > MAX_LINE_ITEMS) {
    throw new KontorError('LIMIT_EXCEEDED', `A purchase order holds at most ${MAX_LINE_ITEMS} line items; ${given.length} were given.`, {
      field: ['input', 'lineItems'],
    });
  }
  const items = await findItemRows(
    tx,
    org.id,
    given.map((l) => l.itemId),
    { lock: true },
  );
  const storedById = new Map(stored.map((l) => [l.id, l]));
  const taxes = await findTaxes(
    tx,
    org.id,
    given.map((l) => l.taxId).filter((id): id is string => !!id),
    { lock: true },
  );
  const accounts = await findAccounts(tx, org.id, { ids: given.map((l) => l.accountId).filter((id): id is string => !!id) }, { lock: true });
  const named = new Set<string>();
  const lines = given.map((line, i): LineFields => {
    const item = items.get(line.itemId);
    if (!item) throw invalid(field(i, 'itemId'), 'is not an item of the organization');
    if (item.status !== 'active') throw invalid(field(i, 'itemId'), `the item ${item.name} is inactive`);
    if (item.itemType !== 'inventory')
      throw invalid(field(i, 'itemId'), `the item ${item.name} is not an inventory item (item_type inventory): only those are kept in stock`);
    let kept: PurchaseOrderLineRow | undefined;
    if (line.lineItemId != null) {
      kept = storedById.get(line.lineItemId);
      if (!kept) throw invalid(field(i, 'lineItemId'), 'is not a line of this purchase order');
      if (named.has(kept.id)) throw invalid(field(i, 'lineItemId'), 'names a line listed before');
      named.add(kept.id);
    }
    const quantity = dec(line.quantity);
    if (!quantity.gt(0)) throw invalid(field(i, 'quantity'), 'must be more than 0');
    const listed = pricebook ? rateUnder(pricebook, { itemId: item.id, rate: item.rate, purchaseRate: item.purchaseRate }, toDb(quantity)).pricebookRate : null;
    const rate = line.rate ?? kept?.rate ?? listed ?? item.purchaseRate;
    if (rate == null) throw invalid(field(i, 'rate'), `is required: the item ${item.name} has no purchase_rate`);
    if (dec(rate).lt(0)) throw invalid(field(i, 'rate'), 'must be 0 or more');
    const taken = kept ? dec(kept.quantityReceived).plus(kept.quantityInTransit) : dec(0);
    if (kept && taken.gt(0)) {
      if (kept.itemId !== item.id) throw invalid(field(i, 'itemId'), `the line has receives (${toDb(taken)} ${kept.name}); its item cannot change`);
      if (quantity.lt(taken)) throw invalid(field(i, 'quantity'), `cannot be less than the ${toDb(taken)} already received or in transit`);
    }
    const taxId = line.taxId !== undefined ? line.taxId : (kept?.taxId ?? null);
    const tax =
      kept && taxId && taxId === kept.taxId
        ? {
            taxId: kept.taxId,
            taxName: kept.taxName,
            taxType: kept.taxType,
            taxPercentage: kept.taxPercentage,
            taxComponents: kept.taxComponents,
          }
        : taxColumns(
            taxId ? checkTax(taxes.get(taxId), field(i, 'taxId'), { types: SALES_TAX_TYPES, typesText: 'a tax, compound tax or tax group' }) : undefined,
            'purchases',
          );
    const accountId =
      line.accountId != null
        ? checkAccount(
            accounts.find((a) => a.id === line.accountId),
            field(i, 'accountId'),
            { types: PURCHASE_ACCOUNT_TYPES, typesText: 'an expense, cost of goods sold or stock account' },
          ).id
        : (kept?.accountId ?? item.purchaseAccountId ?? null);
    return {
      id: kept?.id ?? newId(),
      itemId: item.id,
      name: item.name,
      description: line.description !== undefined ? (text(line.description) ?? null) : (kept?.description ?? item.purchaseDescription ?? item.description),
      unit: text(line.unit) ?? kept?.unit ?? item.unit,
      itemOrder: line.itemOrder ?? i + 1,
      quantity: toDb(quantity),
      rate: toDb(rate),
      discount: line.discount !== undefined ? (text(line.discount) ?? null) : (kept?.discount ?? null),
      discountAmount: '0',
      ...tax,
      accountId,
      hsnOrSac: item.hsnOrSac,
      itemTotal: '0',
      quantityReceived: kept?.quantityReceived ?? '0',
      quantityInTransit: kept?.quantityInTransit ?? '0',
    };
  });
  const dropped = stored.find((l) => !named.has(l.id) && dec(l.quantityReceived).plus(l.quantityInTransit).gt(0));
  if (dropped) throw invalid(['input', 'lineItems'], `must keep the line of ${dropped.name} (line_item_id ${dropped.id}): it has receives`);
  return lines;
}

type ContactOf = Awaited<ReturnType<typeof requireContact>>;

/** The vendor's persons the order is addressed to: an order names them by id, and names none by default (the kernel's rule). */
function orderPersons(vendor: ContactOf, ids: readonly string[] | null | undefined, kept?: { contact_person_id: string }[]) {
  return contactPersonsOf(vendor, ids == null ? undefined : ids.map((contactPersonId) => ({ contactPersonId })), kept, {
    field: (i) => ['input', 'contactPersons', i],
    max: MAX_CONTACT_PERSONS,
    defaultToPrimary: false,
  });
}

/** A delivery method's id as the client names it: Kontor keeps no registry of them, only its form is checked. */
function shipViaIdOf(value: string | null | undefined): string | null {
  if (value == null) return null;
  if (!isId(value)) throw invalid(['input', 'shipViaId'], 'must be an id (digits)');
  return value;
}

function customFieldsChecked(input: Parameters<typeof customFieldsOf>[0]) {
  if ((input?.length ?? 0) > MAX_CUSTOM_FIELDS) throw invalid(['input', 'customFields'], `holds at most ${MAX_CUSTOM_FIELDS} custom fields`);
  return customFieldsOf(input);
}

async function deliveryCustomerOf(tx: Tx, org: OrganizationRow, id: string | null | undefined) {
  if (id == null) return { deliveryCustomerId: null, deliveryCustomerName: null };
  const customer = await requireContact(tx, org.id, id, ['input', 'deliveryCustomerId'], { contactType: 'customer' });
  return { deliveryCustomerId: customer.id, deliveryCustomerName: customer.contactName };
}

async function resolveLocation(tx: Tx, org: OrganizationRow, locationId: string | null | undefined): Promise<string> {
  if (locationId == null) {
    const primary = await primaryLocation(tx, org.id);
    if (!primary) throw invalid(['input', 'locationId'], 'is required: the organization has no location yet (POST /locations)');
    return primary.id;
  }
  const found = (await locationsById(tx, org.id, [locationId])).get(locationId);
  if (!found) throw invalid(['input', 'locationId'], 'is not a location of the organization');
  if (found.status !== 'active') throw invalid(['input', 'locationId'], `the location ${found.locationName} is inactive`);
  return found.id;
}

function refusingDuplicates<T>(number: () => string | null | undefined, write: () => Promise<T>): Promise<T> {
  return uniquely(write, {
    purchase_orders_org_number: () =>
      new KontorError('DUPLICATE', `The purchase order number "${number()}" is already used by another purchase order of the organization.`, {
        field: ['input', 'purchaseorderNumber'],
      }),
  });
}

export async function createPurchaseOrder(
  scope: Scope,
  input: CreatePurchaseOrderInput,
  options: { ignoreAutoNumberGeneration: boolean },
): Promise<PurchaseOrder> {
  const { db, org, today } = scope;
  const givenNumber = text(input.purchaseorderNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber)
    throw invalid(['input', 'purchaseorderNumber'], 'is required when ignore_auto_number_generation is true');
  let number = givenNumber;
  if (input.deliveryDate && input.deliveryDate < (input.date ?? today)) throw invalid(['input', 'deliveryDate'], 'cannot be before the order date');
  return refusingDuplicates(
    () => number,
    () =>
      db.transaction(async (tx) => {
        const vendor = await requireContact(tx, org.id, input.vendorId, ['input', 'vendorId'], { contactType: 'vendor' });
        const locationId = await resolveLocation(tx, org, input.locationId);
        const pricebook = input.pricebookId == null ? undefined : await requirePricebook(tx, org, input.pricebookId, ['input', 'pricebookId'], 'PURCHASES');
        const lines = await resolveLines(tx, org, input.lineItems, [], pricebook);
        const fields: TotalsFields = {
          pricePrecision: org.pricePrecision,
          discountType: input.discountType ? (fromEnum(input.discountType) as TotalsFields['discountType']) : 'entity_level',
          discount: text(input.discount) ?? null,
          isDiscountBeforeTax: input.isDiscountBeforeTax ?? true,
          isInclusiveTax: input.isInclusiveTax ?? false,
        };
        const totals = applyTotals(lines, orderTotals(fields, lines));
        const id = newId();
        number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextNumber(tx, org.id, NUMBER_SERIES.series, NUMBER_SERIES);
        await insertOrder(tx, {
          id,
          organizationId: org.id,
          purchaseorderNumber: number,
          date: input.date ?? today,
          deliveryDate: input.deliveryDate ?? null,
          status: 'draft',
          vendorId: vendor.id,
          vendorName: vendor.contactName,
          locationId,
          referenceNumber: text(input.referenceNumber) ?? null,
          notes: text(input.notes) ?? null,
          terms: text(input.terms) ?? null,
          attention: text(input.attention) ?? null,
          billingAddress: addressOf(input.billingAddress, ['input', 'billingAddress']),
          deliveryAddress: addressOf(input.deliveryAddress, ['input', 'deliveryAddress']),
          ...(await deliveryCustomerOf(tx, org, input.deliveryCustomerId)),
          contactPersons: orderPersons(vendor, input.contactPersons ?? []),
          customFields: customFieldsChecked(input.customFields),
          shipVia: text(input.shipVia) ?? null,
          shipViaId: shipViaIdOf(input.shipViaId),
          pricebookId: pricebook?.pricebookId ?? null,
          currencyId: vendor.currencyId,
          exchangeRate: exchangeRateOf({ id: vendor.currencyId, isBaseCurrency: vendor.currencyId === org.currencyId }, input.exchangeRate),
          ...fields,
          ...totals,
          createdById: scope.actor.userId,
        });
        await writeLines(tx, org.id, id, lines, false);
        await recordOrderHistory(
          tx,
          org.id,
          [{ purchaseorderId: id, operation: 'added', description: `Purchase order ${number} created for ${vendor.contactName}.` }],
          scope.actor,
        );
        return orderView(tx, scope, id);
      }),
  );
}

/** What each move of a purchase order is refused in (the document kernel's moves); receives refuse cancelling too. */
const orderMoves = documentMoves<PurchaseOrderState, 'change' | 'issue' | 'cancel'>({
  change: { verb: 'changed', refuse: { cancelled: 'it is cancelled', received: 'everything ordered has been received' } },
  issue: { verb: 'issued', only: ['draft'], otherwise: 'only a draft can be issued' },
  cancel: { verb: 'cancelled', refuse: { cancelled: 'it is cancelled already' }, only: ['draft', 'issued'], otherwise: 'goods have been received against it' },
});

/** Refuses `move` for the order, naming its state in words (and in `state`, as stored). */
function checkOrderMove(move: 'change' | 'issue' | 'cancel', row: PurchaseOrderRow, blocked?: string | false): void {
  const stated = { kind: 'purchase order', name: row.purchaseorderNumber, state: row.status.replace('_', ' ') };
  orderMoves.check(move, row.status, stated, blocked, { state: row.status });
}

/** The receiving state of an issued order from its lines. */
export function receivingState(lines: readonly Pick<PurchaseOrderLineRow, 'quantity' | 'quantityReceived'>[]): PurchaseOrderState {
  if (lines.length && lines.every((l) => dec(l.quantityReceived).gte(l.quantity))) return 'received';
  if (lines.some((l) => dec(l.quantityReceived).gt(0))) return 'partially_received';
  return 'issued';
}

export async function updatePurchaseOrder(scope: Scope, purchaseorderId: string, input: UpdatePurchaseOrderInput): Promise<PurchaseOrder> {
  const { db, org } = scope;
  return refusingDuplicates(
    () => text(input.purchaseorderNumber),
    () =>
      db.transaction(async (tx) => {
        const row = await findOrder(tx, org.id, purchaseorderId, { lock: true });
        checkOrderMove('change', row);
        const stored = (await orderLinesOf(tx, org.id, [row.id], { lock: true })).get(row.id) ?? [];
        const received = await hasReceives(tx, org.id, row.id);
        let vendor: ContactOf | undefined;
        if (input.vendorId != null && input.vendorId !== row.vendorId) {
          if (received) throw invalid(['input', 'vendorId'], 'cannot change: goods have been received against the order');
          vendor = await requireContact(tx, org.id, input.vendorId, ['input', 'vendorId'], { contactType: 'vendor' });
        } else if (input.contactPersons != null) {
          vendor = await requireContact(tx, org.id, row.vendorId, ['input', 'vendorId'], { contactType: 'vendor', allowInactive: true });
        }
        const currencyId = vendor?.currencyId ?? row.currencyId;
        if (received && (currencyId !== row.currencyId || (input.exchangeRate != null && !dec(input.exchangeRate).eq(row.exchangeRate))))
          throw invalid(['input', 'exchangeRate'], 'cannot change: goods have been received against the order at its rate');
        let locationId = row.locationId;
        if (input.locationId != null && input.locationId !== row.locationId) {
          if (received) throw invalid(['input', 'locationId'], 'cannot change: goods have been received against the order');
          locationId = await resolveLocation(tx, org, input.locationId);
        }
        const pricebookId = input.pricebookId === undefined ? row.pricebookId : input.pricebookId;
        const pricebook = pricebookId == null ? undefined : await requirePricebook(tx, org, pricebookId, ['input', 'pricebookId'], 'PURCHASES');
        const lines: LineFields[] = input.lineItems ? await resolveLines(tx, org, input.lineItems, stored, pricebook) : stored.map((l) => ({ ...l }));
        const overlaid = patch(
          row,
          {
            purchaseorderNumber: text(input.purchaseorderNumber),
            date: input.date,
            deliveryDate: input.deliveryDate,
            referenceNumber: text(input.referenceNumber),
            notes: text(input.notes),
            terms: text(input.terms),
            attention: text(input.attention),
            discount: text(input.discount),
            isDiscountBeforeTax: input.isDiscountBeforeTax,
            isInclusiveTax: input.isInclusiveTax,
          },
          [
            'purchaseorderNumber',
            'date',
            'deliveryDate',
            'referenceNumber',
            'notes',
            'terms',
            'attention',
            'discount',
            'isDiscountBeforeTax',
            'isInclusiveTax',
          ],
          ['purchaseorderNumber', 'date', 'isDiscountBeforeTax', 'isInclusiveTax'],
        );
        if (overlaid.deliveryDate && overlaid.deliveryDate < overlaid.date) throw invalid(['input', 'deliveryDate'], 'cannot be before the order date');
        const fields: TotalsFields = {
          pricePrecision: row.pricePrecision,
          discountType: input.discountType ? (fromEnum(input.discountType) as TotalsFields['discountType']) : row.discountType,
          discount: overlaid.discount,
          isDiscountBeforeTax: overlaid.isDiscountBeforeTax,
          isInclusiveTax: overlaid.isInclusiveTax,
        };
        const totals = applyTotals(lines, orderTotals(fields, lines));
        const status = row.status === 'draft' ? 'draft' : receivingState(lines);
        await updateOrder(tx, org.id, row.id, {
          ...overlaid,
          ...fields,
          ...totals,
          status,
          vendorId: vendor?.id ?? row.vendorId,
          vendorName: vendor?.contactName ?? row.vendorName,
          contactPersons: vendor ? orderPersons(vendor, input.contactPersons, vendor.id === row.vendorId ? row.contactPersons : []) : row.contactPersons,
          currencyId,
          exchangeRate: exchangeRateOf({ id: currencyId, isBaseCurrency: currencyId === org.currencyId }, input.exchangeRate, row),
          locationId,
          billingAddress: input.billingAddress === undefined ? row.billingAddress : addressOf(input.billingAddress, ['input', 'billingAddress']),
          deliveryAddress: input.deliveryAddress === undefined ? row.deliveryAddress : addressOf(input.deliveryAddress, ['input', 'deliveryAddress']),
          ...(input.deliveryCustomerId === undefined ? {} : await deliveryCustomerOf(tx, org, input.deliveryCustomerId)),
          customFields: input.customFields === undefined ? row.customFields : customFieldsChecked(input.customFields),
          shipVia: input.shipVia === undefined ? row.shipVia : (text(input.shipVia) ?? null),
          shipViaId: input.shipViaId === undefined ? row.shipViaId : shipViaIdOf(input.shipViaId),
          pricebookId: pricebook?.pricebookId ?? null,
          updatedAt: scope.now,
        });
        // The engine may round a stored line's total anew (a changed discount or tax setting): the lines are written again.
        await writeLines(tx, org.id, row.id, lines, true);
        await recordOrderHistory(
          tx,
          org.id,
          [{ purchaseorderId: row.id, operation: 'updated', description: `Purchase order ${overlaid.purchaseorderNumber} updated.` }],
          scope.actor,
        );
        return orderView(tx, scope, row.id);
      }),
  );
}

/** Deletes an order that nothing has been received against (its receives would lose their order). */
export async function deletePurchaseOrder({ db, org }: Scope, purchaseorderId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await findOrder(tx, org.id, purchaseorderId, { lock: true });
    if (await hasReceives(tx, org.id, row.id)) {
      throw new KontorError('IN_USE', `The purchase order ${row.purchaseorderNumber} has purchase receives and cannot be deleted; delete them first.`);
    }
    await deleteOrderRows(tx, org.id, row.id);
    return row.id;
  });
}

/**
 * Moves an order to `status` in one transaction, once `check` (which refuses through checkOrderMove)
 * lets it, and records the move in its history.
 */
function moveOrder(
  scope: Scope,
  purchaseorderId: string,
  status: 'issued' | 'cancelled',
  operation: OrderOperation,
  describe: (number: string) => string,
  check: (tx: Tx, row: PurchaseOrderRow) => Promise<void>,
): Promise<PurchaseOrder> {
  const { db, org } = scope;
  return db.transaction(async (tx) => {
    const row = await findOrder(tx, org.id, purchaseorderId, { lock: true });
    await check(tx, row);
    await updateOrder(tx, org.id, row.id, { status, updatedAt: scope.now });
    await recordOrderHistory(tx, org.id, [{ purchaseorderId: row.id, operation, description: describe(row.purchaseorderNumber) }], scope.actor);
    return orderView(tx, scope, row.id);
  });
}

/** draft → issued: goods may now be received against it. */
export function markPurchaseOrderIssued(scope: Scope, purchaseorderId: string): Promise<PurchaseOrder> {
  return moveOrder(
    scope,
    purchaseorderId,
    'issued',
    'marked_as_issued',
    (number) => `Purchase order ${number} marked as issued.`,
    async (_tx, row) => {
      checkOrderMove('issue', row);
    },
  );
}

/** draft or issued, with no receives → cancelled. */
export function markPurchaseOrderCancelled(scope: Scope, purchaseorderId: string): Promise<PurchaseOrder> {
  return moveOrder(
    scope,
    purchaseorderId,
    'cancelled',
    'marked_as_cancelled',
    (number) => `Purchase order ${number} cancelled.`,
    async (tx, row) => {
      checkOrderMove('cancel', row, (await hasReceives(tx, scope.org.id, row.id)) && 'it has purchase receives; delete them first');
    },
  );
}
