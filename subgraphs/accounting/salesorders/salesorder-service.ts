/**
 * Sales orders: create, change, number, open, void, approve, invoice (in one invoice or in
 * parts), list. Declared on the documents kernel (../documents) like estimates: the header and
 * lines, totals, comments, state changes, numbering and history are the kernel's; this file holds
 * what an order adds: the shipment, the estimate it came from, and the quantities invoiced.
 */
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { salesorderLineItems, salesorders } from '../../../drizzle/tables/accounting/salesorders.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { dec, toDb, moneyText } from '../../core/values/money.ts';
import { text } from '../../core/values/text.ts';
import { documentComments } from '../documents/document-history.ts';
import { customFieldsOf } from '../documents/document-parties.ts';
import { type SalesKind, invoiceInputOf, localeColumns, prepareSalesDocument } from '../documents/sales-documents.ts';
import { documentChanges, inIdOrder } from '../documents/document-changes.ts';
import { type StoredSalesLine, applyDocumentTotals, totalsOf, withLineOf } from '../documents/sales-lines.ts';
import { acceptFromOrder } from '../estimates/estimate-service.ts';
import type {
  ContactAddressInput,
  CreateSalesOrderInput,
  Invoice,
  InvoiceFromSalesOrderInput,
  QuerySalesordersArgs,
  SalesOrder,
  SalesOrderFilter,
  UpdateSalesOrderInput,
} from '../generated/graphql.ts';
import { createInvoiceIn } from '../invoices/invoice-service.ts';
import { lineInputOf } from '../shared/document-lines.ts';
import {
  INVOICED,
  type InvoicedStatus,
  invoicedStatusOf,
  salesorderMoves,
  salesorderStateOf,
  salesorderStateIn,
  salesorderStated,
} from './salesorder-states.ts';
import {
  type SalesOrderFields,
  type SalesOrderOperation,
  type SalesOrderRecord,
  addInvoiced,
  deleteSalesOrderRows,
  findSalesOrder,
  insertSalesOrder,
  nextSalesOrderNumber,
  orderLines,
  salesorderHistory,
  selectSalesOrders,
  updateSalesOrderRow,
} from './salesorder-store.ts';
import { SALESORDER_TEMPLATES, salesorderView, salesorderViews } from './salesorder-views.ts';

const KIND: SalesKind = {
  noun: { article: 'A sales order', name: 'sales order' },
  templates: SALESORDER_TEMPLATES,
  templatesRoute: 'GET /salesorders/templates',
};

// --- reading ---------------------------------------------------------------------------------

export function getSalesOrder(scope: Scope, salesorderId: string): Promise<SalesOrder> {
  return salesorderView(scope.db, scope, salesorderId);
}

const FILTERS: Record<SalesOrderFilter, { wire: string; where?: SQL }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_DRAFT: { wire: 'Status.Draft', where: salesorderStateIn(['draft']) },
  STATUS_PENDING_APPROVAL: { wire: 'Status.PendingApproval', where: salesorderStateIn(['pending_approval']) },
  STATUS_APPROVED: { wire: 'Status.Approved', where: salesorderStateIn(['approved']) },
  STATUS_OPEN: { wire: 'Status.Open', where: salesorderStateIn(['open']) },
  STATUS_CLOSED: { wire: 'Status.Closed', where: salesorderStateIn(['closed']) },
  STATUS_VOID: { wire: 'Status.Void', where: salesorderStateIn(['void']) },
  STATUS_NOT_INVOICED: { wire: 'Status.NotInvoiced', where: and(eq(salesorders.status, 'open'), eq(salesorders.invoicedStatus, 'not_invoiced')) },
  STATUS_PARTIALLY_INVOICED: { wire: 'Status.PartiallyInvoiced', where: eq(salesorders.invoicedStatus, 'partially_invoiced') },
  STATUS_INVOICED: { wire: 'Status.Invoiced', where: eq(salesorders.invoicedStatus, 'invoiced') },
};

const SORT_COLUMNS = {
  customer_name: sql`lower(${salesorders.customerName})`,
  salesorder_number: sql`lower(${salesorders.salesorderNumber})`,
  date: salesorders.date,
  shipment_date: salesorders.shipmentDate,
  total: salesorders.total,
  created_time: salesorders.createdAt,
};

/** A page of sales orders: the same statements whatever the page size. */
export async function listSalesOrders(scope: Scope, args: QuerySalesordersArgs, page: Page, selected?: ReadonlySet<string>) {
  const { db, org } = scope;
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const conditions: (SQL | undefined)[] = [
    filter.where,
    args.status ? salesorderStateIn([fromEnum(args.status)]) : undefined,
    args.customerId ? eq(salesorders.customerId, args.customerId) : undefined,
    args.salespersonId ? eq(salesorders.salespersonId, args.salespersonId) : undefined,
    ...textFilters(salesorders.customerName, { equals: args.customerName }),
    ...textFilters(salesorders.referenceNumber, { equals: args.referenceNumber }),
    ...textFilters(salesorders.salesorderNumber, { equals: args.salesorderNumber }),
    withLineOf(salesorderLineItems, salesorderLineItems.salesorderId, salesorders.id, org.id, args),
    searchOf([salesorders.salesorderNumber, salesorders.referenceNumber, salesorders.customerName], args.searchText),
    args.date ? eq(salesorders.date, args.date) : undefined,
    args.shipmentDate ? eq(salesorders.shipmentDate, args.shipmentDate) : undefined,
  ];
  const sort = orderOf(SORT_COLUMNS, salesorders.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['date', 'shipment_date', 'created_time'],
  });
  const rows = await selectSalesOrders(db, org.id, { where: and(...conditions), orderBy: sort.orderBy, ...window(page) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    salesorderViews(db, scope, nodes, selected),
  );
}

// --- writing ---------------------------------------------------------------------------------

/** The kernel's sales header and lines, and what an order adds: shipment, delivery, custom fields. */
async function prepare(
  tx: Tx,
  scope: Scope,
  input: CreateSalesOrderInput | UpdateSalesOrderInput,
  current?: { row: SalesOrderRecord; lines: StoredSalesLine[] },
) {
  const previous = current?.row;
  const sales = await prepareSalesDocument(tx, scope, input, current, KIND);
  const shipmentDate = input.shipmentDate !== undefined ? input.shipmentDate : (previous?.shipmentDate ?? null);
  if (shipmentDate && shipmentDate < sales.header.date) throw invalid(['input', 'shipmentDate'], `must not be before the order date ${sales.header.date}`);
  const fields: SalesOrderFields = {
    ...sales.header,
    ...localeColumns(sales.locale.merged),
    salesorderNumber: previous?.salesorderNumber ?? '',
    status: previous?.status ?? 'draft',
    shipmentDate,
    deliveryMethod: input.deliveryMethod !== undefined ? text(input.deliveryMethod) : (previous?.deliveryMethod ?? null),
    customFields: input.customFields !== undefined ? customFieldsOf(input.customFields ?? []) : (previous?.customFields ?? []),
  };
  applyDocumentTotals(fields, sales.lines, totalsOf(fields, sales.lines));
  return { fields, lines: sales.lines, linesChanged: sales.linesChanged, currencyCode: sales.currencyCode };
}

function refusingDuplicates<T>(number: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    salesorders_org_number: () =>
      new KontorError('DUPLICATE', `The sales order number "${number()}" is already used by another sales order of the organization.`, {
        field: ['input', 'salesorderNumber'],
      }),
  });
}

function record(tx: Tx, scope: Scope, salesorderId: string, operation: SalesOrderOperation, description: string) {
  return salesorderHistory.record(tx, scope.org.id, salesorderId, scope.actor, operation, description, scope.now);
}

type SalesOrderMove = Parameters<typeof salesorderMoves.check>[0];

function check(_scope: Scope, move: SalesOrderMove, row: SalesOrderRecord, blocked?: string | false): void {
  salesorderMoves.check(move, salesorderStateOf(row), salesorderStated(row), blocked);
}

export async function createSalesOrder(scope: Scope, input: CreateSalesOrderInput, options: { ignoreAutoNumberGeneration: boolean }): Promise<SalesOrder> {
  const givenNumber = text(input.salesorderNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber)
    throw invalid(['input', 'salesorderNumber'], 'is required when ignore_auto_number_generation is true');
  let number: string | null | undefined = givenNumber;
  return refusingDuplicates(
    () => number,
    () =>
      scope.db.transaction(async (tx) => {
        const org = scope.org;
        const salesorderId = newId();
        const prepared = await prepare(tx, scope, input);
        if (input.estimateId) await acceptFromOrder(tx, scope, input.estimateId, prepared.fields.customerId);
        number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextSalesOrderNumber(tx, org.id);
        await insertSalesOrder(tx, org.id, salesorderId, { ...prepared.fields, salesorderNumber: number, estimateId: input.estimateId ?? null }, scope.now);
        await orderLines.write(tx, org.id, salesorderId, prepared.lines, false);
        await record(
          tx,
          scope,
          salesorderId,
          'added',
          `Sales order ${number} created for ${moneyText(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`,
        );
        return salesorderView(tx, scope, salesorderId);
      }),
  );
}

export async function updateSalesOrder(scope: Scope, salesorderId: string, input: UpdateSalesOrderInput): Promise<SalesOrder> {
  return refusingDuplicates(
    () => text(input.salesorderNumber),
    () =>
      scope.db.transaction(async (tx) => {
        const org = scope.org;
        const row = await findSalesOrder(tx, org.id, salesorderId, { lock: true });
        check(scope, input.lineItems != null ? 'changeLines' : 'change', row, input.lineItems != null && row.invoiceIds.length > 0 && INVOICED);
        const lines = (await orderLines.of(tx, org.id, [row.id])).get(row.id) ?? [];
        const prepared = await prepare(tx, scope, input, {
          row,
          lines: lines.map(({ accountName: _a, quantityInvoiced: _q, ...line }) => line),
        });
        const salesorderNumber = text(input.salesorderNumber) ?? row.salesorderNumber;
        await updateSalesOrderRow(tx, org.id, row.id, { ...prepared.fields, salesorderNumber, updatedAt: scope.now });
        if (prepared.linesChanged) await orderLines.write(tx, org.id, row.id, prepared.lines, true);
        await record(
          tx,
          scope,
          row.id,
          'updated',
          `Sales order ${salesorderNumber} updated; total ${moneyText(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`,
        );
        return salesorderView(tx, scope, row.id);
      }),
  );
}

/** Deletes a sales order with its lines, history and files' rows; its id and its files' ids (the caller removes their blobs after commit). */
/** One order deleted in the caller's transaction, refused once invoices were made from it; its files' blob ids. */
async function removeOrder(tx: Tx, scope: Scope, salesorderId: string): Promise<string[]> {
  const row = await findSalesOrder(tx, scope.org.id, salesorderId, { lock: true });
  check(scope, 'delete', row, row.invoiceIds.length > 0 && `${INVOICED}; delete them first`);
  return deleteSalesOrderRows(tx, scope.org.id, row.id);
}

export async function deleteSalesOrder(scope: Scope, salesorderId: string): Promise<{ id: string; fileIds: string[] }> {
  return scope.db.transaction(async (tx) => ({ id: salesorderId, fileIds: await removeOrder(tx, scope, salesorderId) }));
}

/** Several orders at once (the Inventory wire's bulk routes): at least one, at most 200. */
function bulkIds(ids: readonly string[]): readonly string[] {
  if (!ids.length) throw invalid(['salesorderIds'], 'names no sales order');
  if (ids.length > 200) throw invalid(['salesorderIds'], 'names more than 200 sales orders');
  return ids;
}

/** Deletes several orders, all or none: locked in id order in one transaction, the first refused named. Answers their ids and their files' blob ids. */
export async function deleteSalesOrders(scope: Scope, salesorderIds: readonly string[]): Promise<{ ids: string[]; fileIds: string[] }> {
  const ids = inIdOrder(bulkIds(salesorderIds));
  return scope.db.transaction(async (tx) => {
    const fileIds: string[] = [];
    for (const id of ids) fileIds.push(...(await removeOrder(tx, scope, id)));
    return { ids, fileIds };
  });
}

const changes = documentChanges<SalesOrderRecord, SalesOrderFields, SalesOrderOperation, SalesOrderMove, SalesOrder>({
  plural: 'sales orders',
  find: findSalesOrder,
  check,
  update: updateSalesOrderRow,
  record,
  view: salesorderView,
  templates: SALESORDER_TEMPLATES,
});

const opened = (row: SalesOrderRecord) => ({
  set: { status: 'open' as const },
  operation: 'opened' as const,
  description: `Sales order ${row.salesorderNumber} opened.`,
});

export const markOpen = (scope: Scope, salesorderId: string) => changes.move(scope, salesorderId, 'open', opened);

/** Opens several orders, all or none (documentChanges.moveAll). */
export const confirmAll = (scope: Scope, salesorderIds: readonly string[]) => changes.moveAll(scope, bulkIds(salesorderIds), 'open', opened);

/** Mailing a sales order (documents/document-mail.ts): refused void or awaiting approval; a draft or approved one is opened, in the mail's transaction. */
export const salesorderMailing = {
  refusal: (_scope: Scope, row: SalesOrderRecord) => salesorderMoves.refusal('email', salesorderStateOf(row), salesorderStated(row)),
  async onMailed(tx: Tx, scope: Scope, row: SalesOrderRecord): Promise<void> {
    if (row.status === 'draft' || row.status === 'approved') await changes.moveIn(tx, scope, row, 'open', opened);
  },
  record,
};

export const markVoid = (scope: Scope, salesorderId: string) =>
  changes.move(
    scope,
    salesorderId,
    'void',
    (row) => ({ set: { status: 'void' }, operation: 'voided', description: `Sales order ${row.salesorderNumber} marked as void.` }),
    (row) => row.invoiceIds.length > 0 && INVOICED,
  );

export const submit = (scope: Scope, salesorderId: string) =>
  changes.move(scope, salesorderId, 'submit', (row) => ({
    set: { status: 'pending_approval', submittedById: scope.actor.userId },
    operation: 'submitted',
    description: `Sales order ${row.salesorderNumber} submitted for approval.`,
  }));

export const approve = (scope: Scope, salesorderId: string) =>
  changes.approve(scope, salesorderId, 'approve', (row) => ({
    set: { status: 'approved', approvedById: scope.actor.userId },
    operation: 'approved',
    description: `Sales order ${row.salesorderNumber} approved.`,
  }));

export const updateTemplate = (scope: Scope, salesorderId: string, templateId: string) => changes.template(scope, salesorderId, 'change', templateId);

export const updateAddress = (scope: Scope, salesorderId: string, which: 'billingAddress' | 'shippingAddress', input: ContactAddressInput) =>
  changes.address(scope, salesorderId, 'change', which, input);

/** GET, POST, PUT and DELETE of a sales order's comments (documents/document-history.ts). */
export const salesorderComments = documentComments({ history: salesorderHistory, find: findSalesOrder, idKey: 'salesorderId', transactionType: 'salesorder' });

// --- invoicing -------------------------------------------------------------------------------

/**
 * A draft invoice of what is left to invoice of an open order: every line's remainder, or the
 * parts named (each at most what is left of its line). The invoice takes the order's customer,
 * currency and rate, discounts, addresses, notes and terms; each line through its input with the
 * quantity invoiced. The order keeps the invoice's id and each line's quantity invoiced, and
 * closes once every line is invoiced. One transaction.
 */
export async function invoiceFromSalesOrder(scope: Scope, salesorderId: string, input: InvoiceFromSalesOrderInput | null | undefined): Promise<Invoice> {
  return scope.db.transaction(async (tx) => {
    const org = scope.org;
    const row = await findSalesOrder(tx, org.id, salesorderId, { lock: true });
    check(scope, 'invoice', row);
    const lines = (await orderLines.of(tx, org.id, [row.id])).get(row.id) ?? [];
    const left = new Map(lines.map((l) => [l.id, dec(l.quantity).minus(l.quantityInvoiced)]));
    const wanted = input?.lineItems ?? lines.filter((l) => left.get(l.id)!.gt(0)).map((l) => ({ lineItemId: l.id, quantity: left.get(l.id)!.toFixed() }));
    const named = new Set<string>();
    const parts = wanted.map((part, i) => {
      const field = ['input', 'lineItems', i];
      const line = lines.find((l) => l.id === part.lineItemId);
      if (!line) throw invalid([...field, 'lineItemId'], 'is not a line of this sales order');
      if (named.has(line.id)) throw invalid([...field, 'lineItemId'], 'names a line listed before');
      named.add(line.id);
      const quantity = dec(part.quantity);
      if (!quantity.gt(0)) throw invalid([...field, 'quantity'], 'must be more than 0');
      if (quantity.gt(left.get(line.id)!))
        throw invalid([...field, 'quantity'], `is more than the ${left.get(line.id)!.toFixed()} left to invoice of the line ${line.name ?? line.id}`);
      return { line, quantity: toDb(quantity) };
    });
    if (!parts.length) throw invalid(['input', 'lineItems'], 'names nothing left to invoice');
    // The order's shipping charge and adjustment go with its first invoice.
    const invoice = await createInvoiceIn(
      tx,
      scope,
      invoiceInputOf(
        row,
        row.salesorderNumber,
        parts.map(({ line, quantity }) => ({ ...lineInputOf(line), quantity })),
        { withCharges: row.invoiceIds.length === 0 },
      ),
      { ignoreAutoNumberGeneration: false, send: false },
    );
    await addInvoiced(
      tx,
      org.id,
      parts.map((p) => ({ lineId: p.line.id, quantity: p.quantity })),
    );
    const after = lines.map((l) => {
      const part = parts.find((p) => p.line.id === l.id);
      return { quantity: l.quantity, quantityInvoiced: part ? dec(l.quantityInvoiced).plus(part.quantity).toFixed() : l.quantityInvoiced };
    });
    const invoicedStatus: InvoicedStatus = invoicedStatusOf(after);
    await updateSalesOrderRow(tx, org.id, row.id, { invoicedStatus, invoiceIds: [...row.invoiceIds, invoice.invoiceId], updatedAt: scope.now });
    await record(tx, scope, row.id, 'invoiced', `Invoice ${invoice.invoiceNumber} created from sales order ${row.salesorderNumber}.`);
    return invoice;
  });
}
